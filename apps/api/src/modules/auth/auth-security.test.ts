import { translate } from '@leadline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/demo-users.js';
import { requestToken, userIdOf } from '../../testing/auth-helpers.js';
import { startTestServer, type TestServer } from '../../testing/test-server.js';

/**
 * docs/security.md's login decisions with the default limits (5 failures per user, 20 per address,
 * 15 minutes): the login lock-out cannot be used to lock an agent out, forgot-password is rate
 * limited like login, and the web app is a public OAuth client.
 */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const login = (userName: string, password: string, ip: string) =>
  requestToken(server, { fields: { username: userName, password }, ip });

describe('login lock-out slows the guesser, not the agent', () => {
  it('five wrong passwords from one address do not lock the agent out of an address they logged in from', async () => {
    const attacker = '10.14.5.1';
    const desk = '10.14.5.2';
    const elsewhere = '10.14.5.3';
    expect(server.config.loginLimits.perUser).toBe(5);
    // The agent's desk: an address they logged in from before.
    expect((await login('vn1.agent', DEMO_PASSWORD, desk)).status).toBe(200);

    for (let attempt = 0; attempt < 5; attempt++) {
      const { status, body } = await login('vn1.agent', `Wrong@${attempt}abc`, attacker);
      expect(status).toBe(400);
      expect(body.error).toBe('invalid_grant');
    }

    // The agent at their desk still gets in with the right password.
    const atDesk = await login('vn1.agent', DEMO_PASSWORD, desk);
    expect(atDesk.status).toBe(200);
    expect(atDesk.body.code).toBe(200);

    // The address that failed is still limited, even with the right password...
    const fromAttacker = await login('vn1.agent', DEMO_PASSWORD, attacker);
    expect(fromAttacker.status).toBe(429);
    expect(fromAttacker.body).toEqual({
      code: 429,
      message: 'Too many failed attempts, please try again in 15 minutes',
      data: null,
      error: 'too_many_requests',
    });
    // ...and so is any address the agent never logged in from: the lock holds against guessing.
    expect((await login('vn1.agent', DEMO_PASSWORD, elsewhere)).status).toBe(429);
    // The desk keeps working.
    expect((await login('vn1.agent', DEMO_PASSWORD, desk)).status).toBe(200);
  });

  it('a known address that fails too often itself is limited as well', async () => {
    const desk = '10.14.5.20';
    expect((await login('vn1.manager', DEMO_PASSWORD, desk)).status).toBe(200);
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await login('vn1.manager', 'Wrong@1234abc', '10.14.5.21')).status).toBe(400);
    }
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await login('vn1.manager', 'Wrong@1234abc', desk)).status).toBe(400);
    }
    expect((await login('vn1.manager', DEMO_PASSWORD, desk)).status).toBe(429);
  });
});

describe('POST /api/auth/forgot-password is rate limited like login', () => {
  const ask = (username: string, ip: string, language = 'en') =>
    server.call({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { username },
      remoteAddress: ip,
      headers: { 'accept-language': language },
    });
  const resetAudits = async (userName: string) =>
    (
      await server.engine.db
        .selectFrom('auditLog')
        .select('id')
        .where('userId', '=', await userIdOf(server, userName))
        .where('action', '=', 'password_reset_requested')
        .execute()
    ).length;
  const resetAttempts = async (userName: string) =>
    (
      await server.engine.db
        .selectFrom('loginAttempts')
        .select('id')
        .where('userName', '=', userName)
        .where('kind', '=', 'password_reset')
        .execute()
    ).length;

  it('answers 30 requests in a row for one user with 5 accepted and the rest refused, writing nothing', async () => {
    const answers = [];
    for (let request = 0; request < 30; request++) {
      // From many addresses: the per-user limit alone stops them.
      answers.push(await ask('th1.agent', `10.14.4.${request + 1}`));
    }
    const accepted = answers.filter((answer) => answer.status === 200);
    expect(accepted).toHaveLength(5);
    expect(answers.slice(0, 5)).toEqual(accepted);
    for (const refused of answers.slice(5)) {
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({
        code: 429,
        message:
          'Too many password reset requests for this user or from this address, please try again in 15 minutes',
        data: null,
        error: 'too_many_requests',
      });
    }
    expect(await resetAudits('th1.agent')).toBe(5);
    expect(await resetAttempts('th1.agent')).toBe(5);

    const vi = await ask('th1.agent', '10.14.4.200', 'vi');
    expect(vi.status).toBe(429);
    expect(vi.body.message).toBe(translate('vi', 'AUTH.TOO_MANY_RESET_REQUESTS', { minutes: 15 }));
    expect(await resetAudits('th1.agent')).toBe(5);
  });

  it('limits an address over many user names, known or not, and answers them alike', async () => {
    const ip = '10.14.4.250';
    const names = ['th1.cs', ...Array.from({ length: 19 }, (_, index) => `ghost.${index}`)];
    for (const name of names) expect((await ask(name, ip)).status, name).toBe(200);
    for (const name of ['ghost.new', 'th1.logistics']) {
      const refused = await ask(name, ip);
      expect(refused.status).toBe(429);
      expect(refused.body.error).toBe('too_many_requests');
    }
    expect(await resetAudits('th1.logistics')).toBe(0);
    // Another address is not limited by this one.
    expect((await ask('th1.logistics', '10.14.4.251')).status).toBe(200);
    expect(await resetAudits('th1.logistics')).toBe(1);
  });

  it('does not count against the login limit, nor the login against it', async () => {
    for (let request = 0; request < 5; request++) await ask('th1.marketing', '10.14.4.240');
    expect((await login('th1.marketing', DEMO_PASSWORD, '10.14.4.240')).status).toBe(200);
  });
});

describe('the web app is a public OAuth client', () => {
  it('serves no secret in app-config.js', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/app-config.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`"clientId":"${server.config.webClient.id}"`);
    expect(response.body).not.toContain(server.config.webClient.secret);
    expect(response.body).not.toMatch(/secret/i);
  });

  it('logs in with the client id alone, as the web app does', async () => {
    const { status, body } = await server.call<{ access_token: string }>({
      method: 'POST',
      url: '/oauth/token',
      remoteAddress: '10.14.9.1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'password',
        username: 'th1.finance',
        password: DEMO_PASSWORD,
        client_id: server.config.webClient.id,
      }).toString(),
    });
    expect(status).toBe(200);
    expect(typeof body.data.access_token).toBe('string');
  });

  it('still accepts SPEC.md 7.1 client_secret field: empty, or the value clients sent before', async () => {
    for (const clientSecret of ['', server.config.webClient.secret]) {
      const { status } = await requestToken(server, {
        fields: { username: 'th1.director', password: DEMO_PASSWORD, client_secret: clientSecret },
        ip: '10.14.9.2',
      });
      expect(status, JSON.stringify(clientSecret)).toBe(200);
    }
  });

  it('still refuses another client id, whatever the secret', async () => {
    const { status, body } = await requestToken(server, {
      fields: { username: 'th1.director', password: DEMO_PASSWORD, client_id: 'someone-else' },
      ip: '10.14.9.3',
    });
    expect(status).toBe(401);
    expect(body.error).toBe('invalid_client');
  });
});
