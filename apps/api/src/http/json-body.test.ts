import { translate } from '@leadline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { BODY_LIMIT, jsonNestsDeeperThan } from './json-body.js';

/**
 * A nested body: request bodies are bounded by their call (a few KB for a public call, 1 MB behind
 * a session) and JSON is parsed with a nesting limit, so a body built to cost the server memory
 * and time is refused at once, in the envelope.
 */
describe('jsonNestsDeeperThan', () => {
  const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

  it('counts arrays and objects, up to the limit and past it', () => {
    expect(jsonNestsDeeperThan(nested(32), 32)).toBe(false);
    expect(jsonNestsDeeperThan(nested(33), 32)).toBe(true);
    expect(jsonNestsDeeperThan('{"a":{"b":[{"c":[1,2]}]}}', 5)).toBe(false);
    expect(jsonNestsDeeperThan('{"a":{"b":[{"c":[1,2]}]}}', 4)).toBe(true);
    // Siblings do not add up.
    expect(jsonNestsDeeperThan(`[${Array.from({ length: 100 }, () => '[[]]').join(',')}]`, 3)).toBe(false);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    expect(jsonNestsDeeperThan(JSON.stringify({ text: '[[[[{{{{' }), 1)).toBe(false);
    expect(jsonNestsDeeperThan(JSON.stringify({ text: 'say "[[[[" \\ [[' }), 1)).toBe(false);
    expect(jsonNestsDeeperThan(`{"a":"\\\\",${'['.repeat(3)}`, 2)).toBe(true);
  });
});

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const forgotPassword = (payload: string, language = 'en') =>
  server.call({
    method: 'POST',
    url: '/api/auth/forgot-password',
    remoteAddress: '10.66.0.1',
    headers: { 'content-type': 'application/json', 'accept-language': language },
    payload,
  });

const resetRequests = async () =>
  (
    await server.engine.db
      .selectFrom('loginAttempts')
      .select('id')
      .where('kind', '=', 'password_reset')
      .execute()
  ).length;

describe('a nested body', () => {
  it('refuses 10 MB of nested arrays to forgot-password with 413 in the envelope, reading none of it', async () => {
    const depth = 5 * 1024 * 1024;
    const body = `${'['.repeat(depth)}${']'.repeat(depth)}`;
    const answer = await forgotPassword(body);
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({
      code: 413,
      message: `Invalid input: ${translate('en', 'SERVER.INPUT.BODY_TOO_LARGE', { limit: BODY_LIMIT.public / 1024 })}`,
      data: null,
      error: 'validation_error',
    });
    expect(answer.body.message).toBe(
      'Invalid input: the request body is larger than this call takes (16 KB at most)',
    );
    const vi = await forgotPassword(body, 'vi');
    expect(vi.status).toBe(413);
    expect(vi.body.message).toBe(
      translate('vi', 'SERVER.validation_error', {
        details: translate('vi', 'SERVER.INPUT.BODY_TOO_LARGE', { limit: 16 }),
      }),
    );
    expect(await resetRequests()).toBe(0);
  });

  it('refuses nesting deeper than the limit within a small body with 400, translated', async () => {
    const depth = 8000;
    const answer = await forgotPassword(`${'['.repeat(depth)}${']'.repeat(depth)}`);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      code: 400,
      message: 'Invalid input: the JSON body nests arrays and objects more than 32 levels deep',
      data: null,
      error: 'validation_error',
    });
    const nestedField = `{"username":${'['.repeat(40)}"x"${']'.repeat(40)}}`;
    const vi = await forgotPassword(nestedField, 'vi');
    expect(vi.status).toBe(400);
    expect(vi.body.message).toBe(
      translate('vi', 'SERVER.validation_error', {
        details: translate('vi', 'SERVER.INPUT.NESTED_TOO_DEEP', { depth: 32 }),
      }),
    );
    expect(await resetRequests()).toBe(0);
  });

  it('still takes a body whose strings hold brackets, and still refuses prototype poisoning', async () => {
    const brackets = await forgotPassword(JSON.stringify({ username: `${'['.repeat(40)}nobody` }));
    expect(brackets.status).toBe(200);
    const poisoned = await forgotPassword('{"username":"nobody","__proto__":{"admin":true}}');
    expect(poisoned.status).toBe(400);
    expect(poisoned.body).toMatchObject({ code: 400, data: null, error: 'validation_error' });
  });

  it('bounds a call behind a session at 1 MB and nests it the same', async () => {
    const token = await server.login('vn1.manager');
    const create = (payload: string) =>
      server.call({
        method: 'POST',
        url: '/api/campaigns',
        token,
        headers: { 'content-type': 'application/json' },
        payload,
      });
    const large = await create(JSON.stringify({ code: 'BIG-1', name: 'x'.repeat(BODY_LIMIT.session) }));
    expect(large.status).toBe(413);
    expect(large.body).toMatchObject({ code: 413, data: null, error: 'validation_error' });
    expect(large.body.message).toBe(
      'Invalid input: the request body is larger than this call takes (1024 KB at most)',
    );
    const deep = await create(
      JSON.stringify({
        code: 'DEEP-1',
        name: 'Deep',
        extra: JSON.parse(`${'['.repeat(40)}${']'.repeat(40)}`),
      }),
    );
    expect(deep.status).toBe(400);
    expect(deep.body.message).toContain('32 levels deep');
    const campaigns = await server.engine.db
      .selectFrom('campaigns')
      .select('id')
      .where('code', 'in', ['BIG-1', 'DEEP-1'])
      .execute();
    expect(campaigns).toEqual([]);
  });
});
