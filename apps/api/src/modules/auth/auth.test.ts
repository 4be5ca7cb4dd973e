import { translate } from '@leadline/contracts';
import { decodeJwt, jwtVerify } from 'jose';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/demo-users.js';
import { requestToken, signTestToken, TEST_JWT_SECRET, userIdOf } from '../../testing/auth-helpers.js';
import { startTestServer, type TestServer } from '../../testing/test-server.js';

const TTL_SECONDS = 3600;
const PER_USER = 3;
const PER_IP = 6;
const LOCK_MINUTES = 15;
const DAY_MS = 86_400_000;

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    JWT_SECRET: TEST_JWT_SECRET,
    TOKEN_TTL_SECONDS: String(TTL_SECONDS),
    LOGIN_MAX_FAILURES_PER_USER: String(PER_USER),
    LOGIN_MAX_FAILURES_PER_IP: String(PER_IP),
    LOGIN_LOCK_MINUTES: String(LOCK_MINUTES),
  });
});
afterAll(() => server.close());

/** Each test logs in from its own address so the per-address limit never couples two tests. */
let nextAddress = 1;
const freshIp = () => `10.1.0.${nextAddress++}`;

const login = (userName: string, password: string, ip = freshIp(), language?: string) =>
  requestToken(server, {
    fields: { username: userName, password },
    ip,
    ...(language ? { language } : {}),
  });

async function loginAttempts(userName: string) {
  return server.engine.db
    .selectFrom('loginAttempts')
    .selectAll()
    .where('userName', '=', userName.toLowerCase())
    .execute();
}

async function auditActions(userName: string) {
  const userId = await userIdOf(server, userName);
  const rows = await server.engine.db
    .selectFrom('auditLog')
    .select('action')
    .where('userId', '=', userId)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.action);
}

describe('POST /oauth/token', () => {
  it('answers every auth field of SPEC 7.1 and a JWT with the session claims', async () => {
    const before = Date.now();
    const { status, body } = await login('vn1.agent', DEMO_PASSWORD);
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: 200, message: 'Succeed!' });
    expect(body.error).toBeUndefined();
    const data = body.data as Record<string, unknown>;
    const userId = await userIdOf(server, 'vn1.agent');
    expect(data).toMatchObject({
      token_type: 'bearer',
      expires_in: TTL_SECONDS,
      userId,
      userType: 'AGENT',
      fullName: 'Lê Thị Hoa',
      userName: 'vn1.agent',
      orgId: 4,
      rolesId: [12],
    });
    expect(typeof data.access_token).toBe('string');
    // Demo passwords expire 365 days after the server started.
    expect(data.pwdEpoch as number).toBeGreaterThan(before + 364 * DAY_MS);
    expect(data.pwdEpoch as number).toBeLessThan(Date.now() + 366 * DAY_MS);

    const token = data.access_token as string;
    const { payload, protectedHeader } = await jwtVerify(token, new TextEncoder().encode(TEST_JWT_SECRET));
    expect(protectedHeader.alg).toBe('HS256');
    expect(payload).toMatchObject({ sub: String(userId), user_name: 'vn1.agent', org_id: 4, roles: [12] });
    expect(payload.exp! - payload.iat!).toBe(TTL_SECONDS);
    expect(payload.iat! * 1000).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect(decodeJwt(token).user_name).toBe('vn1.agent');

    const me = await server.call({ method: 'GET', url: '/api/agent/me', token });
    expect(me.status).toBe(200);
  });

  it('is not cached and is audited', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/oauth/token',
      remoteAddress: freshIp(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'password',
        username: 'th1.director',
        password: DEMO_PASSWORD,
        client_id: server.config.webClient.id,
        client_secret: server.config.webClient.secret,
      }).toString(),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(await auditActions('th1.director')).toContain('login');
  });

  it('matches the user name without regard to case and answers the stored spelling', async () => {
    const { status, body } = await login('TH1.Marketing', DEMO_PASSWORD);
    expect(status).toBe(200);
    expect((body.data as Record<string, unknown>).userName).toBe('th1.marketing');
  });

  it('refuses a wrong password with 400 invalid_grant and records the failure', async () => {
    const { status, body } = await login('vn1.team-leader', 'Wrong@1234');
    expect(status).toBe(400);
    expect(body).toEqual({ code: 400, message: 'Bad credentials', data: null, error: 'invalid_grant' });
    const attempts = await loginAttempts('vn1.team-leader');
    expect(attempts.filter((attempt) => !attempt.succeeded)).toHaveLength(1);
  });

  it('answers an unknown user exactly as a wrong password', async () => {
    const ip = freshIp();
    const unknown = await login('nobody.here', DEMO_PASSWORD, ip);
    const wrong = await login('vn1.manager', 'Wrong@1234', ip);
    expect(unknown.status).toBe(400);
    expect(unknown).toEqual(wrong);
  });

  it('refuses a wrong client id or secret with 401 invalid_client, even with the right password', async () => {
    const wrongClients: Record<string, string>[] = [
      { client_id: 'someone-else' },
      { client_secret: 'not-the-secret' },
    ];
    for (const fields of wrongClients) {
      const { status, body } = await requestToken(server, {
        fields: { username: 'vn1.validator', password: DEMO_PASSWORD, ...fields },
        ip: freshIp(),
      });
      expect(status).toBe(401);
      expect(body).toEqual({
        code: 401,
        message: 'Bad client credentials',
        data: null,
        error: 'invalid_client',
      });
    }
    expect(await loginAttempts('vn1.validator')).toHaveLength(0);
  });

  it('refuses a grant other than password', async () => {
    const { status, body } = await requestToken(server, {
      fields: { grant_type: 'client_credentials', username: 'vn1.fulfilment', password: DEMO_PASSWORD },
      ip: freshIp(),
    });
    expect(status).toBe(400);
    expect(body).toEqual({
      code: 400,
      message: 'Unsupported grant type',
      data: null,
      error: 'unsupported_grant_type',
    });
    expect(await loginAttempts('vn1.fulfilment')).toHaveLength(0);
  });

  it('refuses a user without a role with 403 no_role and the message of SPEC 8', async () => {
    const { status, body } = await login('vn1.norole', DEMO_PASSWORD);
    expect(status).toBe(403);
    expect(body).toEqual({
      code: 403,
      message: 'This user does not have role, please set role before login, thank you!!',
      data: null,
      error: 'no_role',
    });
    expect(await auditActions('vn1.norole')).toContain('login_refused_no_role');
  });

  it('answers in Vietnamese with Accept-Language: vi', async () => {
    const noRole = await login('vn1.norole', DEMO_PASSWORD, freshIp(), 'vi-VN,vi;q=0.9');
    expect(noRole.status).toBe(403);
    expect(noRole.body.error).toBe('no_role');
    expect(noRole.body.message).toBe(translate('vi', 'SERVER.no_role'));
    expect(noRole.body.message).not.toBe(translate('en', 'SERVER.no_role'));

    const wrong = await login('vn1.qc', 'Wrong@1234', freshIp(), 'vi');
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({
      code: 400,
      message: 'Tên đăng nhập hoặc mật khẩu không đúng',
      data: null,
      error: 'invalid_grant',
    });

    const ok = await login('vn1.cs', DEMO_PASSWORD, freshIp(), 'vi');
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe('Thành công!');
  });

  it(`locks a user after ${PER_USER} failures: even the right password gets 429, from any address`, async () => {
    for (let attempt = 0; attempt < PER_USER; attempt++) {
      const { status } = await login('th1.qc', `Wrong@${attempt}abc`, freshIp());
      expect(status).toBe(400);
    }
    const locked = await login('th1.qc', DEMO_PASSWORD, freshIp());
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({
      code: 429,
      message: `Too many failed attempts, please try again in ${LOCK_MINUTES} minutes`,
      data: null,
      error: 'too_many_requests',
    });
    // Another user is not affected.
    expect((await login('th1.cs', DEMO_PASSWORD)).status).toBe(200);
    // Once the failures are older than the lock window, the right password works again.
    await server.engine.db
      .updateTable('loginAttempts')
      .set({ createdAt: sql`now() - make_interval(mins => ${LOCK_MINUTES + 1})` })
      .where('userName', '=', 'th1.qc')
      .execute();
    expect((await login('th1.qc', DEMO_PASSWORD, freshIp())).status).toBe(200);
  });

  it('counts failures per user only since the last success', async () => {
    for (let round = 0; round < 2; round++) {
      for (let attempt = 0; attempt < PER_USER - 1; attempt++) {
        expect((await login('th1.validator', 'Wrong@1234abc')).status).toBe(400);
      }
      expect((await login('th1.validator', DEMO_PASSWORD)).status).toBe(200);
    }
  });

  it(`locks an address after ${PER_IP} failures over many users, not the users elsewhere`, async () => {
    const ip = '10.2.0.1';
    const users = [
      'th1.logistics',
      'th1.fulfilment',
      'th1.auditor',
      'th1.org-admin',
      'ghost.one',
      'ghost.two',
    ];
    expect(users).toHaveLength(PER_IP);
    for (const userName of users) {
      expect((await login(userName, 'Wrong@1234abc', ip)).status).toBe(400);
    }
    const locked = await login('th1.finance', DEMO_PASSWORD, ip);
    expect(locked.status).toBe(429);
    expect(locked.body).toMatchObject({ code: 429, data: null, error: 'too_many_requests' });
    // The same user from another address, and the users who failed once, still log in.
    expect((await login('th1.finance', DEMO_PASSWORD, '10.2.0.2')).status).toBe(200);
    expect((await login('th1.logistics', DEMO_PASSWORD, '10.2.0.3')).status).toBe(200);
  });

  it('refuses a JSON body with 400 validation_error and changes nothing', async () => {
    const response = await server.call({
      method: 'POST',
      url: '/oauth/token',
      remoteAddress: freshIp(),
      payload: {
        grant_type: 'password',
        username: 'vn1.marketing',
        password: DEMO_PASSWORD,
        client_id: server.config.webClient.id,
        client_secret: server.config.webClient.secret,
      },
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 400, data: null, error: 'validation_error' });
    expect(response.body.message).toMatch(/^Invalid input: /);
    expect(await loginAttempts('vn1.marketing')).toHaveLength(0);
    expect(await auditActions('vn1.marketing')).toEqual([]);
  });

  it('refuses missing or empty fields with 400 validation_error and changes nothing', async () => {
    const cases: Record<string, string>[] = [
      { username: 'vn1.director' },
      { password: DEMO_PASSWORD },
      { username: '', password: DEMO_PASSWORD },
      { username: 'vn1.director', password: '' },
      { username: 'vn1.director', password: DEMO_PASSWORD, client_id: '' },
    ];
    for (const fields of cases) {
      const { status, body } = await requestToken(server, { fields, ip: freshIp() });
      expect(status, JSON.stringify(fields)).toBe(400);
      expect(body).toMatchObject({ code: 400, data: null, error: 'validation_error' });
      expect(body.message).toMatch(/^Invalid input: /);
    }
    const empty = await server.call({ method: 'POST', url: '/oauth/token', remoteAddress: freshIp() });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ code: 400, data: null, error: 'validation_error' });
    expect(await loginAttempts('vn1.director')).toHaveLength(0);
    expect(await auditActions('vn1.director')).toEqual([]);
  });
});

describe('access tokens', () => {
  const me = (token?: string, headers: Record<string, string> = {}) =>
    server.call({ method: 'GET', url: '/api/agent/me', headers, ...(token ? { token } : {}) });

  it('answers a call without a token with 401 unauthorized', async () => {
    const { status, body } = await me();
    expect(status).toBe(401);
    expect(body).toEqual({
      code: 401,
      message: 'Full authentication is required to access this resource',
      data: null,
      error: 'unauthorized',
    });
    const basic = await me(undefined, { authorization: 'Basic dm4xLmFnZW50OkRlbW9AMTIzNA==' });
    expect(basic.status).toBe(401);
    expect(basic.body.error).toBe('unauthorized');
  });

  it('answers a garbage token with 401 invalid_token', async () => {
    for (const token of ['garbage', 'a.b.c', 'eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.']) {
      const { status, body } = await me(token);
      expect(status).toBe(401);
      expect(body).toEqual({
        code: 401,
        message: 'access_token expired',
        data: null,
        error: 'invalid_token',
      });
    }
  });

  it('accepts a token signed with the secret, and refuses it once expired or signed with another key', async () => {
    const userId = await userIdOf(server, 'vn1.logistics');
    const now = Math.floor(Date.now() / 1000);
    const claims = { userId, userName: 'vn1.logistics', orgId: 4, roles: [18] };
    const valid = await signTestToken({ ...claims, issuedAt: now, expiresAt: now + 60 });
    expect((await me(valid)).status).toBe(200);

    const expired = await signTestToken({ ...claims, issuedAt: now - 7200, expiresAt: now - 10 });
    const answer = await me(expired);
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({
      code: 401,
      message: 'access_token expired',
      data: null,
      error: 'invalid_token',
    });

    const forged = await signTestToken({
      ...claims,
      secret: 'some-other-secret-that-is-long-enough-0123',
      issuedAt: now,
      expiresAt: now + 60,
    });
    expect((await me(forged)).body.error).toBe('invalid_token');
    expect((await me(forged)).status).toBe(401);
  });

  it('refuses a token of a user that does not exist', async () => {
    const now = Math.floor(Date.now() / 1000);
    const token = await signTestToken({
      userId: 987_654,
      userName: 'ghost',
      orgId: 4,
      roles: [11],
      issuedAt: now,
      expiresAt: now + 60,
    });
    const { status, body } = await me(token);
    expect(status).toBe(401);
    expect(body.error).toBe('invalid_token');
  });

  it('refuses a token issued before the user changed the password', async () => {
    const token = await server.login('th1.team-leader');
    expect((await me(token)).status).toBe(200);
    const change = await server.call<{ access_token: string }>({
      method: 'PUT',
      url: '/api/agent/update',
      token,
      payload: { oldPassword: DEMO_PASSWORD, newPassword: 'Fresh#Pass42' },
    });
    expect(change.status).toBe(200);
    const { status, body } = await me(token);
    expect(status).toBe(401);
    expect(body).toEqual({ code: 401, message: 'access_token expired', data: null, error: 'invalid_token' });
    expect((await me(change.body.data.access_token)).status).toBe(200);
  });

  it('reads roles fresh on every call: a role taken away applies to a token issued before', async () => {
    const token = await server.login('vn1.org-admin');
    expect((await server.call({ method: 'GET', url: '/api/users', token })).status).toBe(200);
    const userId = await userIdOf(server, 'vn1.org-admin');
    await server.engine.db
      .updateTable('userRoles')
      .set({ roleId: 12 })
      .where('userId', '=', userId)
      .execute();
    const { status, body } = await server.call({ method: 'GET', url: '/api/users', token });
    expect(status).toBe(403);
    expect(body.error).toBe('forbidden');
  });
});

describe('POST /api/auth/logout', () => {
  it('needs a token', async () => {
    const { status, body } = await server.call({ method: 'POST', url: '/api/auth/logout' });
    expect(status).toBe(401);
    expect(body).toMatchObject({ code: 401, data: null, error: 'unauthorized' });
  });

  it('ends the session with code 200 and writes the audit log', async () => {
    const token = await server.login('th1.manager');
    const { status, body } = await server.call({ method: 'POST', url: '/api/auth/logout', token });
    expect(status).toBe(200);
    expect(body).toEqual({ code: 200, message: 'Succeed!', data: null });
    expect(await auditActions('th1.manager')).toEqual(['login', 'logout']);
    const after = await server.call({ method: 'GET', url: '/api/agent/me', token });
    expect(after.status).toBe(401);
    expect(after.body.error).toBe('invalid_token');
  });
});

describe('POST /api/auth/forgot-password', () => {
  const ask = (username: string) =>
    server.call({ method: 'POST', url: '/api/auth/forgot-password', payload: { username } });

  it('answers a known and an unknown user the same, and records the known one only', async () => {
    const known = await ask('th1.resell-agent');
    const unknown = await ask('nobody.at.all');
    expect(known.status).toBe(200);
    expect(known.body).toEqual({
      code: 200,
      message: translate('en', 'AUTH.REQUEST_SENT'),
      data: null,
    });
    expect(unknown).toEqual(known);
    expect(await auditActions('th1.resell-agent')).toEqual(['password_reset_requested']);
    const stray = await server.engine.db
      .selectFrom('auditLog')
      .select('id')
      .where('action', '=', 'password_reset_requested')
      .execute();
    expect(stray).toHaveLength(1);
  });

  it('needs a user name', async () => {
    const { status, body } = await server.call({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { username: '  ' },
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 400, data: null, error: 'validation_error' });
  });
});
