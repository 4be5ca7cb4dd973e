import { type CallbackRow, LEAD_STATUS, type PushEvent } from '@leadline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callbackOnNewLead } from '../../testing/callback-fixtures.js';
import { trashLeadAsAgent } from '../../testing/lead-fixtures.js';
import { openPushStream, type PushStreamClient } from '../../testing/push-stream-client.js';
import { startTestServer, type TestServer } from '../../testing/test-server.js';

const HOUR = 3_600_000;

describe('callbacks: list, management, filters, isolation and the reminder', () => {
  let server: TestServer;
  let baseUrl: string;
  let agent: string;
  let manager: string;
  let teamLeader: string;
  let thManager: string;
  const ids = { agent: 0, resell: 0 };
  /** Callbacks made for the test: overdue and upcoming of the agent, overdue of the resell agent. */
  const cb = { overdue: 0, upcoming: 0, other: 0, thai: 0 };
  const lead = { overdue: 0, upcoming: 0, other: 0 };
  const streams: PushStreamClient[] = [];

  const list = (token: string, payload: object = {}) =>
    server.call<CallbackRow[]>({ method: 'POST', url: '/api/callbacks', token, payload });

  async function userId(userName: string) {
    const row = await server.engine.db
      .selectFrom('users')
      .select(['id', 'orgId'])
      .where('userName', '=', userName)
      .executeTakeFirstOrThrow();
    return row;
  }

  /** A lead of the org saved with a callback status, and its open callback (as the edit screen leaves them). */
  const callbackOn = (orgId: number, agentId: number, scheduledAt: Date, skip: number) =>
    callbackOnNewLead(server.engine.db, { orgId, agentId, scheduledAt, skip, note: 'call after lunch' });

  beforeAll(async () => {
    server = await startTestServer({ JOB_POLL_MS: '0' });
    // The lists are checked row by row against the callbacks made here: the demo's go first.
    await server.engine.db.deleteFrom('callbacks').execute();
    baseUrl = await server.app.listen({ port: 0, host: '127.0.0.1' });
    [agent, manager, teamLeader, thManager] = await server.loginAll(
      'vn1.agent',
      'vn1.manager',
      'vn1.team-leader',
      'th1.manager',
    );
    const [a, r, th] = await Promise.all([
      userId('vn1.agent'),
      userId('vn1.resell-agent'),
      userId('th1.agent'),
    ]);
    ids.agent = a.id;
    ids.resell = r.id;
    const now = Date.now();
    const overdue = await callbackOn(a.orgId, a.id, new Date(now - HOUR), 0);
    const upcoming = await callbackOn(a.orgId, a.id, new Date(now + 72 * HOUR), 1);
    const other = await callbackOn(a.orgId, r.id, new Date(now - 2 * HOUR), 2);
    const thai = await callbackOn(th.orgId, th.id, new Date(now - HOUR), 0);
    Object.assign(cb, {
      overdue: overdue.callbackId,
      upcoming: upcoming.callbackId,
      other: other.callbackId,
      thai: thai.callbackId,
    });
    Object.assign(lead, { overdue: overdue.leadId, upcoming: upcoming.leadId, other: other.leadId });
  });
  afterAll(async () => {
    for (const stream of streams) stream.close();
    await server.close();
  });

  it('an agent sees only their own callbacks, soonest first, even when asking for the team’s', async () => {
    for (const scope of ['mine', 'team']) {
      const { status, body } = await list(agent, { scope });
      expect(status).toBe(200);
      expect(body.data.map((row) => row.callbackId)).toEqual([cb.overdue, cb.upcoming]);
      expect(body.total).toBe(2);
    }
    const { body } = await list(agent, { agentId: [ids.resell], scope: 'team' });
    expect(body.data).toEqual([]);
    const first = (await list(agent)).body.data[0]!;
    expect(first).toMatchObject({
      leadId: lead.overdue,
      agent: { id: ids.agent },
      leadStatus: { value: LEAD_STATUS.CALLBACK_POTENTIAL },
      reason: { id: expect.any(Number), name: expect.any(String) },
      note: 'call after lunch',
      overdue: true,
      state: 'overdue',
      remindedAt: null,
    });
  });

  it('management shows the team’s callbacks with an agent filter; another org’s are never seen', async () => {
    const team = await list(manager, { scope: 'team' });
    expect(team.body.data.map((row) => row.callbackId)).toEqual([cb.other, cb.overdue, cb.upcoming]);
    const byAgent = await list(manager, { scope: 'team', agentId: [ids.resell] });
    expect(byAgent.body.data.map((row) => row.callbackId)).toEqual([cb.other]);
    const thai = await list(thManager, { scope: 'team' });
    expect(thai.body.data.map((row) => row.callbackId)).toEqual([cb.thai]);
    // Asking for another org's is the caller's own org all the same (row-level security and scope).
    const asked = await list(thManager, { scope: 'team', orgId: 4 });
    expect(asked.body.data.map((row) => row.callbackId)).toEqual([cb.thai]);
  });

  it('filters by due, reason, dates and search; pages on the server', async () => {
    const overdue = await list(manager, { scope: 'team', due: 'overdue' });
    expect(overdue.body.data.map((row) => row.callbackId)).toEqual([cb.other, cb.overdue]);
    const upcoming = await list(manager, { scope: 'team', due: 'upcoming' });
    expect(upcoming.body.data.map((row) => row.callbackId)).toEqual([cb.upcoming]);
    expect(upcoming.body.data[0]!.state).toBe('upcoming');
    const page = await list(manager, { scope: 'team', page: 1, size: 2 });
    expect(page.body.total).toBe(3);
    expect(page.body.data.map((row) => row.callbackId)).toEqual([cb.upcoming]);
    const search = await list(manager, { scope: 'team', search: String(lead.other) });
    expect(search.body.data.map((row) => row.callbackId)).toEqual([cb.other]);
    const none = await list(manager, { scope: 'team', reasonId: [999_999] });
    expect(none.body.data).toEqual([]);
    const far = await list(manager, { scope: 'team', dateFrom: '2001-01-01', dateTo: '2001-01-02' });
    expect(far.body.total).toBe(0);
    const get = await server.call<CallbackRow[]>({
      method: 'GET',
      url: '/api/callbacks?scope=team&due=upcoming',
      token: manager,
    });
    expect(get.body.data.map((row) => row.callbackId)).toEqual([cb.upcoming]);
  });

  it('refuses bad input with a message and roles outside SPEC.md 6 callback', async () => {
    const bad = await list(manager, { due: 'yesterday' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBeTruthy();
    const order = await list(manager, { dateFrom: '2026-02-02', dateTo: '2026-02-01' });
    expect(order.status).toBe(400);
    const leader = await list(teamLeader);
    expect(leader.status).toBe(403);
  });

  it('the reminder job pushes a due callback to its agent once, and marks it reminded', async () => {
    const stream = await openPushStream(baseUrl, agent);
    streams.push(stream);
    expect(stream.status).toBe(200);
    await stream.next((event) => event.type === 'push.ready');
    const isDue = (event: PushEvent) => event.type === 'callback.due';
    await server.jobs.runDueJobs(new Date());
    const event = await stream.next(isDue);
    expect(event).toMatchObject({
      type: 'callback.due',
      agentId: ids.agent,
      callbackId: cb.overdue,
      leadId: lead.overdue,
      typeLead: 'lead',
    });
    // Later rounds find nothing new for it: pushed once.
    await server.jobs.runDueJobs(new Date(Date.now() + 60_000));
    await server.jobs.runDueJobs(new Date(Date.now() + 120_000));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const mine = stream.events.filter(isDue);
    expect(mine.map((e) => (e as { callbackId: number }).callbackId)).toEqual([cb.overdue]);
    const rows = await server.engine.db
      .selectFrom('callbacks')
      .select(['id', 'remindedAt'])
      .where('id', 'in', [cb.overdue, cb.upcoming, cb.other, cb.thai])
      .orderBy('id')
      .execute();
    const reminded = Object.fromEntries(rows.map((row) => [row.id, row.remindedAt !== null]));
    expect(reminded).toEqual({ [cb.overdue]: true, [cb.upcoming]: false, [cb.other]: true, [cb.thai]: true });
    const listed = (await list(agent)).body.data[0]!;
    expect(listed.remindedAt).not.toBeNull();
    // Moved to another time, it is reminded again at that time (one reminder per scheduled time).
    const moved = await server.engine.db
      .updateTable('callbacks')
      .set({ scheduledAt: new Date(Date.now() + 48 * HOUR) })
      .where('id', '=', cb.other)
      .returning('remindedAt')
      .executeTakeFirstOrThrow();
    expect(moved.remindedAt).toBeNull();
  });

  it('a lead saved with a new status leaves the list (its callback is done)', async () => {
    const saved = await trashLeadAsAgent(server, agent, lead.overdue);
    expect(saved.body.code).toBe(200);
    const { body } = await list(agent);
    expect(body.data.map((row) => row.callbackId)).toEqual([cb.upcoming]);
    const done = await server.engine.db
      .selectFrom('callbacks')
      .select(['done', 'doneAt'])
      .where('id', '=', cb.overdue)
      .executeTakeFirstOrThrow();
    expect(done.done).toBe(true);
    expect(done.doneAt).not.toBeNull();
  });
});
