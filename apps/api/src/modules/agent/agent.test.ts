import { DEFAULT_LAYOUT_SETTINGS, PASSWORD_MAX_AGE_DAYS, translate } from '@leadline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/demo-users.js';
import { requestToken, userIdOf } from '../../testing/auth-helpers.js';
import { startTestServer, type TestServer } from '../../testing/test-server.js';

const DAY_MS = 86_400_000;
/** SPEC.md 5's message for a new password that breaks the rule. */
const PASSWORD_RULE =
  'Password is containing at least 8 characters, 1 number, 1 upper, 1 lowercase, 1 special symbol and less than 32 characters.';

interface AgentMe {
  info: Record<string, unknown> & { settings: Record<string, unknown> };
  timestamp: number;
  dialer_profile: { dialerMode: string | null };
}

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const me = (token: string) => server.call<AgentMe>({ method: 'GET', url: '/api/agent/me', token });

const changePassword = (token: string, payload: Record<string, unknown>) =>
  server.call<{ pwdEpoch: number; access_token: string }>({
    method: 'PUT',
    url: '/api/agent/update',
    token,
    payload,
  });

const loginStatus = async (userName: string, password: string) =>
  (await requestToken(server, { fields: { username: userName, password } })).status;

describe('GET /api/agent/me', () => {
  it('answers info, timestamp and dialer_profile for the caller', async () => {
    const before = Date.now();
    const login = await requestToken(server, { fields: { username: 'vn1.agent', password: DEMO_PASSWORD } });
    const auth = login.body.data as { access_token: string; pwdEpoch: number };
    const { status, body } = await me(auth.access_token);
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: 200, message: 'Succeed!' });
    expect(Object.keys(body.data).sort()).toEqual(['dialer_profile', 'info', 'timestamp']);
    const userId = await userIdOf(server, 'vn1.agent');
    expect(body.data.info).toEqual({
      userId,
      userType: 'AGENT',
      fullname: 'Lê Thị Hoa',
      userName: 'vn1.agent',
      pwdEpoch: auth.pwdEpoch,
      pwdTemporary: false,
      orgId: 4,
      orgCode: 'VN1',
      orgName: 'Vietnam 1',
      timeZone: 'Asia/Ho_Chi_Minh',
      roles: [12],
      photoURL: null,
      settings: { layout: DEFAULT_LAYOUT_SETTINGS, shortcuts: [], hiddenMenu: [] },
      dataProfile: { orgId: 4 },
    });
    expect(body.data.timestamp).toBeGreaterThanOrEqual(before);
    expect(body.data.timestamp).toBeLessThanOrEqual(Date.now());
    expect(body.data.dialer_profile).toEqual({ dialerMode: null });
  });

  it('answers each user their own org and roles', async () => {
    const cases = [
      { userName: 'th1.admin', orgId: 10, orgCode: 'TH1', timeZone: 'Asia/Bangkok', roles: [11] },
      { userName: 'hq.admin', orgId: 0, orgCode: 'HQ', timeZone: 'Asia/Ho_Chi_Minh', roles: [11] },
      { userName: 'vn4.agent', orgId: 15, orgCode: 'VN4', timeZone: 'Asia/Ho_Chi_Minh', roles: [12] },
    ];
    for (const { userName, ...expected } of cases) {
      const { status, body } = await me(await server.login(userName));
      expect(status).toBe(200);
      expect(body.data.info).toMatchObject({ userName, ...expected, dataProfile: { orgId: expected.orgId } });
    }
  });

  it('shows the password expiry of the demo accounts as seeded (365 days, expiring in 5 days)', async () => {
    // vn1.expired (already expired) is the user of the password change test below.
    const now = Date.now();
    const normal = await me(await server.login('vn1.marketing'));
    const expiring = await me(await server.login('vn1.expiring'));
    const daysLeft = (epoch: unknown) => ((epoch as number) - now) / DAY_MS;
    expect(daysLeft(normal.body.data.info.pwdEpoch)).toBeGreaterThan(364.9);
    expect(daysLeft(normal.body.data.info.pwdEpoch)).toBeLessThan(365.1);
    expect(daysLeft(expiring.body.data.info.pwdEpoch)).toBeGreaterThan(4.9);
    expect(daysLeft(expiring.body.data.info.pwdEpoch)).toBeLessThan(5.1);
  });

  it('needs a token', async () => {
    const { status, body } = await server.call({ method: 'GET', url: '/api/agent/me' });
    expect(status).toBe(401);
    expect(body).toMatchObject({ code: 401, data: null, error: 'unauthorized' });
  });
});

describe('PUT /api/agent/update', () => {
  it('refuses a wrong old password with 400 password_not_match', async () => {
    const token = await server.login('vn1.manager');
    const { status, body } = await changePassword(token, {
      oldPassword: 'Not@The1Password',
      newPassword: 'Brand#New1pass',
    });
    expect(status).toBe(400);
    expect(body).toEqual({
      code: 400,
      message: 'password_not_match',
      data: null,
      error: 'password_not_match',
    });
    expect(await loginStatus('vn1.manager', DEMO_PASSWORD)).toBe(200);
    expect(await loginStatus('vn1.manager', 'Brand#New1pass')).toBe(400);
  });

  it('refuses a new password that breaks the rule of SPEC 5 with 400 validation_error', async () => {
    const token = await server.login('vn1.validator');
    const before = (await me(token)).body.data.info.pwdEpoch;
    const invalid = [
      'Ab1@xyz', // 7 characters
      `Ab1@${'x'.repeat(29)}`, // 33 characters
      'abcdef1@', // no upper case
      'ABCDEF1@', // no lower case
      'Abcdefg@', // no digit
      'Abcdefg1', // no symbol
      'Abc def1@', // a space is not allowed
      'Abcdef1*', // a symbol outside @#$%^&+!=
      'Abcdéf1@', // a letter outside A-Z
    ];
    for (const newPassword of invalid) {
      const { status, body } = await changePassword(token, { oldPassword: DEMO_PASSWORD, newPassword });
      expect(status, newPassword).toBe(400);
      expect(body).toMatchObject({ code: 400, data: null, error: 'validation_error' });
      expect(body.message).toBe(`Invalid input: body newPassword: ${PASSWORD_RULE}`);
    }
    const vietnamese = await server.call({
      method: 'PUT',
      url: '/api/agent/update',
      token,
      payload: { oldPassword: DEMO_PASSWORD, newPassword: 'short' },
      headers: { 'accept-language': 'vi' },
    });
    expect(vietnamese.status).toBe(400);
    expect(vietnamese.body.message).toContain(translate('vi', 'PASSWORD.RULE'));
    // The limits themselves are allowed: 8 and 32 characters pass the schema (then fail on the old password).
    for (const newPassword of ['Abcde1@x', `Ab1@${'x'.repeat(28)}`]) {
      const { body } = await changePassword(token, { oldPassword: 'wrong', newPassword });
      expect(body.error, newPassword).toBe('password_not_match');
    }
    const missing = await changePassword(token, { newPassword: 'Brand#New1pass' });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe('validation_error');
    // Nothing changed: the token still works, the password and its expiry are the same.
    const after = await me(token);
    expect(after.status).toBe(200);
    expect(after.body.data.info.pwdEpoch).toBe(before);
    expect(await loginStatus('vn1.validator', DEMO_PASSWORD)).toBe(200);
  });

  it('refuses a new password equal to the old one', async () => {
    const token = await server.login('vn1.logistics');
    const { status, body } = await changePassword(token, {
      oldPassword: DEMO_PASSWORD,
      newPassword: DEMO_PASSWORD,
    });
    expect(status).toBe(400);
    expect(body).toEqual({
      code: 400,
      message: 'The new password must be different from the old one',
      data: null,
      error: 'password_reused',
    });
    expect((await me(token)).status).toBe(200);
  });

  it('changes the password: a new token works, the old one is refused, expiry moves 90 days ahead', async () => {
    const token = await server.login('vn1.expired');
    const before = (await me(token)).body.data.info.pwdEpoch as number;
    expect(before).toBeLessThan(Date.now());

    const newPassword = 'Renewed#2025ok';
    const started = Date.now();
    const { status, body } = await changePassword(token, { oldPassword: DEMO_PASSWORD, newPassword });
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: 200, message: 'Succeed!' });
    expect(Object.keys(body.data).sort()).toEqual(['access_token', 'pwdEpoch']);
    const expectedEpoch = started + PASSWORD_MAX_AGE_DAYS * DAY_MS;
    expect(body.data.pwdEpoch).toBeGreaterThanOrEqual(expectedEpoch - 1000);
    expect(body.data.pwdEpoch).toBeLessThanOrEqual(Date.now() + PASSWORD_MAX_AGE_DAYS * DAY_MS);

    // The old token is refused at once, even within the same second as the change.
    const old = await me(token);
    expect(old.status).toBe(401);
    expect(old.body).toEqual({
      code: 401,
      message: 'access_token expired',
      data: null,
      error: 'invalid_token',
    });

    const fresh = await me(body.data.access_token);
    expect(fresh.status).toBe(200);
    expect(fresh.body.data.info.pwdEpoch).toBe(body.data.pwdEpoch);

    expect(await loginStatus('vn1.expired', DEMO_PASSWORD)).toBe(400);
    const relogin = await requestToken(server, {
      fields: { username: 'vn1.expired', password: newPassword },
    });
    expect(relogin.status).toBe(200);
    const auth = relogin.body.data as { access_token: string; pwdEpoch: number };
    expect(auth.pwdEpoch).toBe(body.data.pwdEpoch);
    // A login right after the change gets a token that works.
    expect((await me(auth.access_token)).status).toBe(200);

    const audit = await server.engine.db
      .selectFrom('auditLog')
      .select(['action', 'orgId'])
      .where('userId', '=', await userIdOf(server, 'vn1.expired'))
      .where('action', '=', 'password_changed')
      .execute();
    expect(audit).toEqual([{ action: 'password_changed', orgId: 4 }]);
  });
});
