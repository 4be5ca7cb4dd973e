import { AGENT_STATE, translate } from '@leadline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userIdOf } from '../../testing/auth-helpers.js';
import { startTestServer, type TestServer } from '../../testing/test-server.js';

interface ActivityState {
  userId: number;
  value: string;
  valueCode: number;
  message: string | null;
  changedAt: string | null;
}

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const NAME: Record<number, string> = { 1: 'Available', 3: 'Break', 4: 'Busy', 8: 'Unavailable' };

function change(token: string, userId: number, valueCode: number, message?: string, language = 'en') {
  return server.call<ActivityState>({
    method: 'POST',
    url: `/api/agent/by-id/${userId}/activity`,
    token,
    headers: { 'accept-language': language },
    payload: {
      objectType: 'user',
      activityId: 53,
      onField: 'status',
      value: NAME[valueCode] ?? 'Whatever',
      valueCode,
      ...(message === undefined ? {} : { message }),
    },
  });
}

const instant = (token: string, userId: number) =>
  server.call<ActivityState>({
    method: 'GET',
    url: `/api/agent/by-id/${userId}/activity/instant?activityId=53`,
    token,
  });

const logout = (token: string, language = 'en') =>
  server.call<null>({
    method: 'POST',
    url: '/api/auth/logout',
    token,
    headers: { 'accept-language': language },
  });

/** The activity log of a user, oldest first. */
const logOf = (userId: number) =>
  server.engine.db
    .selectFrom('agentActivityLog')
    .select(['value', 'valueCode', 'lastValue', 'lastValueCode', 'message', 'source', 'changedBy', 'orgId'])
    .where('userId', '=', userId)
    .orderBy('id')
    .execute();

describe('login and logout set the agent state (SPEC.md 4)', () => {
  it('login sets Unavailable (8) coming from Logout (2), and logout sets Logout coming from Unavailable', async () => {
    const userId = await userIdOf(server, 'vn1.validator');
    const token = await server.login('vn1.validator');
    const state = await instant(token, userId);
    expect(state.body.data).toMatchObject({ value: 'Unavailable', valueCode: 8, message: null });
    expect((await logOf(userId)).at(-1)).toMatchObject({
      value: 'Unavailable',
      valueCode: 8,
      lastValue: 'Logout',
      lastValueCode: 2,
      source: 'login',
      changedBy: userId,
      orgId: 4,
    });

    expect((await logout(token)).status).toBe(200);
    const stored = await server.engine.db
      .selectFrom('agentStates')
      .selectAll()
      .where('userId', '=', userId)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ value: 'Logout', valueCode: 2 });
    expect((await logOf(userId)).at(-1)).toMatchObject({
      valueCode: 2,
      lastValueCode: 8,
      source: 'logout',
    });
    // The token is revoked by the logout.
    expect((await instant(token, userId)).status).toBe(401);
  });

  it('an agent (role 12) may log out only while Unavailable, with a translated refusal', async () => {
    const userId = await userIdOf(server, 'vn1.agent');
    const token = await server.login('vn1.agent');
    expect((await change(token, userId, AGENT_STATE.AVAILABLE)).body.code).toBe(200);

    const refused = await logout(token);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Please set your status to Unavailable before logging out.');
    const refusedVi = await logout(token, 'vi');
    expect(refusedVi.body.message).toBe(translate('vi', 'PRESENCE.LOGOUT_NEEDS_UNAVAILABLE'));
    // Still logged in, still Available.
    expect((await instant(token, userId)).body.data.valueCode).toBe(AGENT_STATE.AVAILABLE);

    for (const code of [AGENT_STATE.BUSY]) {
      await change(token, userId, code, 'Paperwork');
      expect((await logout(token)).status).toBe(400);
    }
    await change(token, userId, AGENT_STATE.UNAVAILABLE);
    expect((await logout(token)).status).toBe(200);
    expect((await logOf(userId)).at(-1)).toMatchObject({ valueCode: 2, lastValueCode: 8 });
  });

  it('other roles log out in any state', async () => {
    const userId = await userIdOf(server, 'vn1.manager');
    const token = await server.login('vn1.manager');
    await change(token, userId, AGENT_STATE.AVAILABLE);
    expect((await logout(token)).status).toBe(200);
    expect((await logOf(userId)).at(-1)).toMatchObject({ valueCode: 2, lastValueCode: 1 });
  });
});

describe('POST agent/by-id/{userId}/activity: the transitions of SPEC.md 4', () => {
  let token: string;
  let userId: number;
  beforeAll(async () => {
    userId = await userIdOf(server, 'vn1.resell-agent');
    token = await server.login('vn1.resell-agent');
  });

  /** [from, to, reason given, accepted] — from is set first through allowed moves. */
  const moves: [string, number, number, string | undefined, boolean][] = [
    ['Unavailable → Break at once', 8, 3, undefined, true],
    ['Unavailable → Busy at once', 8, 4, undefined, true],
    ['Unavailable → Available', 8, 1, undefined, true],
    ['Available → Break without a reason is refused', 1, 3, undefined, false],
    ['Available → Break with a blank reason is refused', 1, 3, '   ', false],
    ['Available → Break with a reason', 1, 3, 'Lunch', true],
    ['Available → Busy without a reason is refused', 1, 4, undefined, false],
    ['Available → Busy with a reason', 1, 4, 'Paperwork', true],
    ['Available → Unavailable at once', 1, 8, undefined, true],
    ['Busy → Break at once', 4, 3, undefined, true],
    ['Busy → Available', 4, 1, undefined, true],
    ['Busy → Unavailable', 4, 8, undefined, true],
    ['Break → Busy at once', 3, 4, undefined, true],
    ['Break → Available', 3, 1, undefined, true],
    ['Break → Unavailable', 3, 8, undefined, true],
  ];

  /** Puts the user in `code` through moves that need no reason (Unavailable first). */
  async function setUp(code: number) {
    await change(token, userId, AGENT_STATE.UNAVAILABLE);
    if (code !== AGENT_STATE.UNAVAILABLE) expect((await change(token, userId, code)).body.code).toBe(200);
    expect((await instant(token, userId)).body.data.valueCode).toBe(code);
  }

  it.each(moves)('%s', async (_name, from, to, reason, accepted) => {
    await setUp(from);
    const before = (await logOf(userId)).length;
    const answer = await change(token, userId, to, reason);
    if (accepted) {
      expect(answer.status).toBe(200);
      expect(answer.body.data).toMatchObject({ userId, value: NAME[to], valueCode: to });
      expect(answer.body.data.message).toBe(reason?.trim() || null);
      const log = await logOf(userId);
      expect(log).toHaveLength(before + 1);
      expect(log.at(-1)).toMatchObject({
        value: NAME[to],
        valueCode: to,
        lastValue: NAME[from],
        lastValueCode: from,
        message: reason ?? null,
        source: 'user',
        changedBy: userId,
      });
      const now = await instant(token, userId);
      expect(now.body.data).toMatchObject({ value: NAME[to], valueCode: to, message: reason ?? null });
    } else {
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({
        code: 400,
        error: 'validation_error',
        message: 'Please choose the reason.',
      });
      expect(await logOf(userId)).toHaveLength(before);
      expect((await instant(token, userId)).body.data.valueCode).toBe(from);
    }
  });

  it.each([
    ['Logout (set by the server only)', 2],
    ['In call (set by the telephony only)', 5],
    ['an unknown code', 99],
  ])('refuses %s with a clear message', async (_name, code) => {
    const answer = await change(token, userId, code);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(
      'This agent status does not exist. Choose Available, Break, Busy or Unavailable.',
    );
    const vi = await change(token, userId, code, undefined, 'vi');
    expect(vi.body.message).toBe(translate('vi', 'PRESENCE.UNKNOWN_STATE'));
  });

  it('refuses a body without activity 53', async () => {
    const answer = await server.call({
      method: 'POST',
      url: `/api/agent/by-id/${userId}/activity`,
      token,
      payload: { objectType: 'user', activityId: 54, value: 'Available', valueCode: 1 },
    });
    expect(answer.status).toBe(400);
  });

  it('choosing the current state again changes and logs nothing', async () => {
    await setUp(AGENT_STATE.BUSY);
    const before = await logOf(userId);
    const answer = await change(token, userId, AGENT_STATE.BUSY);
    expect(answer.status).toBe(200);
    expect(await logOf(userId)).toHaveLength(before.length);
  });

  it('refuses to change another user’s state, even for a supervisor', async () => {
    const agentId = await userIdOf(server, 'vn1.agent');
    const manager = await server.login('vn1.manager');
    const answer = await change(manager, agentId, AGENT_STATE.AVAILABLE);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('You can only change your own status.');
  });
});

describe('GET agent/by-id/{userId}/activity/instant', () => {
  it('answers the monitor group for an agent of its org, not an agent for another user', async () => {
    const agentId = await userIdOf(server, 'vn1.agent');
    await server.login('vn1.agent');
    const manager = await server.login('vn1.manager');
    expect((await instant(manager, agentId)).body.data).toMatchObject({ userId: agentId, valueCode: 8 });
    const otherAgent = await server.login('vn1.resell-agent');
    expect((await instant(otherAgent, agentId)).status).toBe(403);
    // Another org's monitor does not see the user at all.
    const thManager = await server.login('th1.manager');
    expect((await instant(thManager, agentId)).status).toBe(404);
  });

  it('takes only activityId 53', async () => {
    const agentId = await userIdOf(server, 'vn1.agent');
    const token = await server.login('vn1.agent');
    const answer = await server.call({
      method: 'GET',
      url: `/api/agent/by-id/${agentId}/activity/instant?activityId=54`,
      token,
    });
    expect(answer.status).toBe(400);
  });
});

interface BoardRow {
  userId: number;
  userName: string;
  valueCode: number;
  value: string;
  message: string | null;
  changedAt: string | null;
  call: { callId: number; phone: string; state: string; leadId: number | null } | null;
}

describe('GET agents/live-board', () => {
  it('lists the org’s agents with state, reason and the call in progress', async () => {
    const agentId = await userIdOf(server, 'vn1.agent');
    const agent = await server.login('vn1.agent');
    await change(agent, agentId, AGENT_STATE.AVAILABLE);
    await change(agent, agentId, AGENT_STATE.BREAK, 'Coffee break');
    const old = new Date(Date.now() - 2 * 3600_000);
    await server.engine.db
      .insertInto('calls')
      .values([
        { orgId: 4, agentId, phone: '0900000001', startedAt: old },
        { orgId: 4, agentId, phone: '0900000002', startedAt: new Date() },
      ])
      .execute();

    const manager = await server.login('vn1.manager');
    const board = await server.call<BoardRow[]>({
      method: 'GET',
      url: '/api/agents/live-board',
      token: manager,
    });
    expect(board.status).toBe(200);
    const names = board.body.data.map((row) => row.userName);
    expect(names).toEqual(expect.arrayContaining(['vn1.agent', 'vn1.resell-agent']));
    expect(names.every((name) => name.startsWith('vn1.'))).toBe(true);
    expect(names).not.toContain('vn1.manager');
    const row = board.body.data.find((candidate) => candidate.userId === agentId);
    expect(row).toMatchObject({ value: 'Break', valueCode: 3, message: 'Coffee break' });
    expect(row?.changedAt).not.toBeNull();
    // The call of two hours ago with no end is not "in progress"; the recent one is.
    expect(row?.call).toMatchObject({ phone: '0900000002', state: 'ringing', leadId: null });

    const hq = await server.login('hq.admin');
    const th = await server.call<BoardRow[]>({
      method: 'GET',
      url: '/api/agents/live-board?orgId=10',
      token: hq,
    });
    expect(th.body.data.length).toBeGreaterThan(0);
    expect(th.body.data.every((candidate) => candidate.userName.startsWith('th1.'))).toBe(true);
  });

  it('is for the monitor group only', async () => {
    const agent = await server.login('vn1.agent');
    expect((await server.call({ method: 'GET', url: '/api/agents/live-board', token: agent })).status).toBe(
      403,
    );
  });
});
