import { pickLanguage, translate } from '@leadline/contracts';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { dataExceptionMessageKey, installErrorHandler, sqlStateOf } from './error-handler.js';

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
      ['DELETE', '/api/agent/nope'],
      ['GET', '/oauth/authorize'],
    ] as const) {
      const { status, body } = await server.call({ method, url, token });
      expect(status, `${method} ${url}`).toBe(404);
      expect(body, `${method} ${url}`).toEqual(NOT_FOUND);
    }
    const anonymous = await server.call({ method: 'GET', url: '/api/nope?x=1' });
    expect(anonymous).toEqual({ status: 404, body: NOT_FOUND });
    // A known path with another method is not missing: 405 with Allow.
    const wrongMethod = await server.call({ method: 'DELETE', url: '/api/agent/me', token });
    expect([wrongMethod.status, wrongMethod.body.error]).toEqual([405, 'method_not_allowed']);
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

describe('values the database refuses (SQLSTATE class 22) are the client’s: 400', () => {
  /** A bare app with the error handler whose routes run SQL on the test database's engine. */
  async function dataExceptionApp() {
    const lines: Record<string, unknown>[] = [];
    const app = Fastify({
      logger: { level: 'info', stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
    });
    app.addHook('onRequest', async (request) => {
      request.language = pickLanguage(request.headers['accept-language']);
    });
    installErrorHandler(app);
    const db = server.engine.db;
    app.get('/int4', async () => sql`SELECT ${'2147483648'}::integer AS x`.execute(db));
    app.get('/nul', async () => sql`SELECT ${'a\u0000b'}::text AS x`.execute(db));
    app.get('/syntax', async () => sql`SELECT ${'12abc'}::integer AS x`.execute(db));
    app.get('/year-zero', async () => sql`SELECT ${'0000-01-01'}::date AS x`.execute(db));
    app.get('/in-transaction', async () =>
      db.transaction().execute(async (trx) => sql`SELECT ${'3000000000'}::integer AS x`.execute(trx)),
    );
    app.get('/wrapped', async () => {
      try {
        await sql`SELECT ${'a\u0000'}::text AS x`.execute(db);
      } catch (error) {
        throw new Error('the repository failed', { cause: error });
      }
    });
    app.get('/fault', async () => sql`SELECT * FROM no_such_table`.execute(db));
    await app.ready();
    return { app, lines };
  }

  it.each([
    ['/int4', '22003', 'a number is too large or too small'],
    ['/nul', '22021', 'the text contains a character that cannot be stored (NUL or an unpaired surrogate)'],
    ['/syntax', '22P02', 'a value is not valid for its field'],
    ['/year-zero', '22008', 'a date or time is not valid'],
    ['/in-transaction', '22003', 'a number is too large or too small'],
    [
      '/wrapped',
      '22021',
      'the text contains a character that cannot be stored (NUL or an unpaired surrogate)',
    ],
  ])(
    '%s (%s) answers 400 validation_error with a clear message, logged as a warning',
    async (url, sqlState, text) => {
      const { app, lines } = await dataExceptionApp();
      try {
        const response = await app.inject({ method: 'GET', url });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          code: 400,
          message: `Invalid input: ${text}`,
          data: null,
          error: 'validation_error',
        });
        const logged = lines.filter((line) => (line.level as number) >= 40);
        expect(logged).toEqual([
          expect.objectContaining({ level: 40, msg: 'input refused by the database', sqlState, url }),
        ]);
      } finally {
        await app.close();
      }
    },
  );

  it('answers in Vietnamese with Accept-Language: vi', async () => {
    const { app } = await dataExceptionApp();
    try {
      const response = await app.inject({
        method: 'GET',
        url: '/int4',
        headers: { 'accept-language': 'vi' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(
        translate('vi', 'SERVER.validation_error', { details: translate('vi', 'SERVER.INPUT.OUT_OF_RANGE') }),
      );
    } finally {
      await app.close();
    }
  });

  it('keeps any other database error a fault: 500, logged as an error', async () => {
    const { app, lines } = await dataExceptionApp();
    try {
      const response = await app.inject({ method: 'GET', url: '/fault' });
      expect(response.statusCode).toBe(500);
      expect(response.json().error).toBe('internal_error');
      expect(lines.filter((line) => line.level === 50)).toHaveLength(1);
    } finally {
      await app.close();
    }
  });

  it('finds the SQLSTATE on the error or its causes, and on database errors only', () => {
    expect(sqlStateOf({ code: '22003', severity: 'ERROR' })).toBe('22003');
    expect(sqlStateOf(new Error('x', { cause: { code: '22P05', severity: 'ERROR' } }))).toBe('22P05');
    // Node and Fastify errors have codes too, without a severity.
    expect(sqlStateOf(Object.assign(new Error('x'), { code: 'EPIPE' }))).toBeUndefined();
    expect(sqlStateOf(Object.assign(new Error('x'), { code: '22003' }))).toBeUndefined();
    expect(sqlStateOf(null)).toBeUndefined();
    expect(dataExceptionMessageKey('22001')).toBe('SERVER.INPUT.TOO_LONG');
    expect(dataExceptionMessageKey('22023')).toBe('SERVER.INPUT.INVALID_VALUE');
  });
});

describe('refusals of the router (frameworkErrors)', () => {
  it('answers a path parameter longer than the router takes with the 414 envelope', async () => {
    const { status, body } = await server.call({
      method: 'GET',
      url: `/api/users/${'9'.repeat(200)}`,
      token,
    });
    expect(status).toBe(414);
    expect(body).toEqual({
      code: 414,
      message: 'Invalid input: a part of the address is too long',
      data: null,
      error: 'validation_error',
    });
  });

  it('answers a malformed URL with the 400 envelope, in the caller’s language', async () => {
    const { status, body } = await server.call({
      method: 'GET',
      url: '/api/users/%E0%A4%A',
      token,
      headers: { 'accept-language': 'vi' },
    });
    expect(status).toBe(400);
    expect(body).toEqual({
      code: 400,
      message: translate('vi', 'SERVER.validation_error', {
        details: translate('vi', 'SERVER.INPUT.BAD_URL'),
      }),
      data: null,
      error: 'validation_error',
    });
  });
});
