import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.js';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = await server.login('th1.agent');
});
afterAll(() => server.close());

const NOT_FOUND = { code: 404, message: 'Not found', data: null, error: 'not_found' };

describe('answers of the error handler', () => {
  it('answers an unknown /api/ or /oauth/ path with the 404 envelope', async () => {
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['GET', '/api/users/1/whatever'],
      ['POST', '/api/nope'],
      ['DELETE', '/api/agent/me'],
      ['GET', '/oauth/authorize'],
    ] as const) {
      const { status, body } = await server.call({ method, url, token });
      expect(status, `${method} ${url}`).toBe(404);
      expect(body, `${method} ${url}`).toEqual(NOT_FOUND);
    }
    const anonymous = await server.call({ method: 'GET', url: '/api/nope?x=1' });
    expect(anonymous).toEqual({ status: 404, body: NOT_FOUND });
  });

  it('answers in Vietnamese with Accept-Language: vi', async () => {
    const { status, body } = await server.call({
      method: 'GET',
      url: '/api/nope',
      headers: { 'accept-language': 'vi-VN' },
    });
    expect(status).toBe(404);
    expect(body.error).toBe('not_found');
    expect(body.message).not.toBe('Not found');
  });

  it('answers a malformed JSON body with 400 validation_error', async () => {
    const { status, body } = await server.call({
      method: 'PUT',
      url: '/api/users/me/shortcuts',
      token,
      headers: { 'content-type': 'application/json' },
      payload: '{"shortcuts": [',
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 400, data: null, error: 'validation_error' });
  });

  it('answers a server fault with 500 internal_error and no stack or SQL', async () => {
    // A real fault: the table the route reads is gone for a moment.
    await sql`ALTER TABLE synonyms RENAME TO synonyms_away`.execute(server.engine.db);
    try {
      const response = await server.app.inject({
        method: 'GET',
        url: '/api/synonym/object?typeId=53',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        code: 500,
        message: 'Maybe server error, please contact IT Support to help this case, thank you!',
        data: null,
        error: 'internal_error',
      });
      expect(response.body).not.toMatch(/synonyms|relation|stack|\.ts:\d+|\n\s+at /);
    } finally {
      await sql`ALTER TABLE synonyms_away RENAME TO synonyms`.execute(server.engine.db);
    }
    const after = await server.call({ method: 'GET', url: '/api/synonym/object?typeId=53', token });
    expect(after.status).toBe(200);
  });
});
