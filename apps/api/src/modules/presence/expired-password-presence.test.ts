import { AGENT_STATE, type AgentActivityState } from '@leadline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userIdOf } from '../../testing/auth-helpers.js';
import { startTestServer, type TestServer } from '../../testing/test-server.js';

/**
 * A user who logged in with an expired password and has not changed it is not at work: the live
 * board must not show them online. Presence signs them in at the change.
 */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const stateOf = async (token: string, userId: number) =>
  (
    await server.call<AgentActivityState>({
      method: 'GET',
      url: `/api/agent/by-id/${userId}/activity/instant?activityId=53`,
      token,
    })
  ).body.data;

const changePassword = (token: string, oldPassword: string, newPassword: string) =>
  server.call<{ access_token: string }>({
    method: 'PUT',
    url: '/api/agent/update',
    token,
    payload: { oldPassword, newPassword },
  });

describe('presence of a user whose password has expired', () => {
  it('stays Logout until the forced change, then is Unavailable', async () => {
    const userId = await userIdOf(server, 'vn1.expired');
    const manager = await server.login('vn1.manager');
    const token = await server.login('vn1.expired');
    expect((await stateOf(manager, userId)).valueCode).toBe(AGENT_STATE.LOGOUT);

    const changed = await changePassword(token, 'Demo@1234', 'Leadline@2026');
    expect(changed.status).toBe(200);
    const state = await stateOf(manager, userId);
    expect(state.valueCode).toBe(AGENT_STATE.UNAVAILABLE);
    const log = await server.engine.db
      .selectFrom('agentActivityLog')
      .select(['valueCode', 'lastValueCode', 'source'])
      .where('userId', '=', userId)
      .orderBy('id')
      .execute();
    expect(log).toEqual([
      { valueCode: AGENT_STATE.UNAVAILABLE, lastValueCode: AGENT_STATE.LOGOUT, source: 'login' },
    ]);
  });

  it('may log out from the forced dialog, and nothing is logged for a state it never left', async () => {
    const userId = await userIdOf(server, 'vn1.expired');
    // The user of the test above goes home (Logout), then their password expires again.
    const atWork = await server.login('vn1.expired', 'Leadline@2026');
    expect((await server.call({ method: 'POST', url: '/api/auth/logout', token: atWork })).status).toBe(200);
    await server.engine.db
      .updateTable('users')
      .set({ passwordExpiresAt: new Date(Date.now() - 86_400_000) })
      .where('id', '=', userId)
      .execute();
    const logSize = async () =>
      (
        await server.engine.db
          .selectFrom('agentActivityLog')
          .select('id')
          .where('userId', '=', userId)
          .execute()
      ).length;
    const before = await logSize();
    const token = await server.login('vn1.expired', 'Leadline@2026');
    const logout = await server.call({ method: 'POST', url: '/api/auth/logout', token });
    expect(logout.status).toBe(200);
    expect(await logSize()).toBe(before);
  });

  it('a user at work who changes their password keeps their state', async () => {
    const userId = await userIdOf(server, 'vn1.resell-agent');
    const token = await server.login('vn1.resell-agent');
    const available = await server.call({
      method: 'POST',
      url: `/api/agent/by-id/${userId}/activity`,
      token,
      payload: { objectType: 'user', activityId: 53, onField: 'status', value: 'Available', valueCode: 1 },
    });
    expect(available.status).toBe(200);
    const changed = await changePassword(token, 'Demo@1234', 'Leadline@2026');
    expect(changed.status).toBe(200);
    expect((await stateOf(changed.body.data.access_token, userId)).valueCode).toBe(AGENT_STATE.AVAILABLE);
  });
});
