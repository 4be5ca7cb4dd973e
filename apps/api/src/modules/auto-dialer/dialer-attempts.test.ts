import { AGENT_STATE, type AutoDialerNext, LEAD_STATUS, ORG_ID, REDIAL_DELAY_MS } from '@leadline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/test-server.js';
import { newVn4Agents } from './auto-dialer-test-support.js';

const VN4 = ORG_ID.VN4;
const MINUTE = 60_000;

/**
 * The dialer's redial and call rules (docs/auto-dialer.md): a lead saved Busy or No answer comes
 * back once its redial is due, not at once; the automatic call needs the agent Available and never
 * dials over a live call; a call makes the agent In call and its end puts them back.
 */
describe('auto-dialer: attempts and the agent’s state', () => {
  let server: TestServer;
  let made = 0;

  const newAgent = async () => (await newVn4Agents(server, 1, 'Attempts'))[0]!;

  async function assignedLead(agentId: number, minutesAgo: number): Promise<{ id: number; phone: string }> {
    made += 1;
    const phone = `+8491${String(made).padStart(7, '0')}`;
    return server.engine.db
      .insertInto('leads')
      .values({
        orgId: VN4,
        customerName: `Attempt lead ${made}`,
        phoneRaw: phone,
        phoneE164: phone,
        leadStatus: LEAD_STATUS.NEW,
        assigneeId: agentId,
        assignedAt: new Date(Date.now() - minutesAgo * MINUTE),
      })
      .returning(['id', 'phoneE164 as phone'])
      .executeTakeFirstOrThrow() as Promise<{ id: number; phone: string }>;
  }

  const next = (token: string) =>
    server.call<AutoDialerNext>({ method: 'POST', url: '/api/auto-dialer/next', token, payload: {} });
  const dial = (token: string, lead: { id: number; phone: string }, auto: boolean) =>
    server.call<{ callId: number }>({
      method: 'GET',
      url: `/api/phone/${encodeURIComponent(lead.phone)}?leadId=${lead.id}${auto ? '&auto=true' : ''}`,
      token,
    });
  const hangUp = (token: string, callId: number) =>
    server.call({ method: 'POST', url: `/api/telephony/calls/${callId}/hangup`, token, payload: {} });
  const stateOf = async (agentId: number) =>
    (
      await server.engine.db
        .selectFrom('agentStates')
        .select('valueCode')
        .where('userId', '=', agentId)
        .executeTakeFirst()
    )?.valueCode;
  const setState = (agent: { id: number; token: string }, code: number, message?: string) =>
    server.call({
      method: 'POST',
      url: `/api/agent/by-id/${agent.id}/activity`,
      token: agent.token,
      payload: { activityId: 53, value: String(code), valueCode: code, ...(message ? { message } : {}) },
    });
  const save = async (token: string, leadId: number, leadStatus: number, reasonId?: number) => {
    const detail = await server.call<{ leadData: { version: number } }>({
      method: 'GET',
      url: `/api/orders/detail/lead/${leadId}`,
      token,
    });
    return server.call({
      method: 'PUT',
      url: `/api/orders/lead-info/${leadId}`,
      token,
      payload: { version: detail.body.data.leadData.version, leadStatus, ...(reasonId ? { reasonId } : {}) },
    });
  };

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('serves a Busy lead saved without a redial time (the demo’s older leads) its redial delay after its last call, as the dialer page reckons it', async () => {
    const agent = await newAgent();
    const calledLongAgo = await assignedLead(agent.id, 90 * 24 * 60);
    const calledJustNow = await assignedLead(agent.id, 80 * 24 * 60);
    const set = (leadId: number, lastCallAt: Date) =>
      server.engine.db
        .updateTable('leads')
        .set({ leadStatus: LEAD_STATUS.BUSY, lastCallAt, callAttempts: 1, nextAttemptAt: null })
        .where('id', '=', leadId)
        .execute();
    await set(calledLongAgo.id, new Date(Date.now() - 60 * 24 * 60 * MINUTE));
    // Called five minutes ago: its redial (15 min for Busy) is not due yet.
    await set(calledJustNow.id, new Date(Date.now() - 5 * MINUTE));
    const first = await next(agent.token);
    expect(first.body.data.lead?.leadId).toBe(calledLongAgo.id);
    const second = await server.call<AutoDialerNext>({
      method: 'POST',
      url: '/api/auto-dialer/next',
      token: agent.token,
      payload: { doneLeadId: calledLongAgo.id },
    });
    // Not the Busy lead called five minutes ago: the pool (or nothing) instead.
    expect(second.body.data.lead?.leadId).not.toBe(calledJustNow.id);
  });

  it('serves a lead saved Busy or No answer again only once its redial is due', async () => {
    const agent = await newAgent();
    const busy = await assignedLead(agent.id, 30);
    const noAnswer = await assignedLead(agent.id, 20);
    expect((await next(agent.token)).body.data.lead?.leadId).toBe(busy.id);

    for (const [lead, status] of [
      [busy, LEAD_STATUS.BUSY],
      [noAnswer, LEAD_STATUS.NO_ANSWER],
    ] as const) {
      const call = await dial(agent.token, lead, false);
      expect(call.body.code).toBe(200);
      await hangUp(agent.token, call.body.data.callId);
      const before = Date.now();
      expect((await save(agent.token, lead.id, status)).body.code).toBe(200);
      const row = await server.engine.db
        .selectFrom('leads')
        .select('nextAttemptAt')
        .where('id', '=', lead.id)
        .executeTakeFirstOrThrow();
      const delay = REDIAL_DELAY_MS[status]!;
      expect(row.nextAttemptAt!.getTime()).toBeGreaterThanOrEqual(before + delay - 1000);
      expect(row.nextAttemptAt!.getTime()).toBeLessThanOrEqual(Date.now() + delay + 1000);
    }
    // Both wait for their redial: the dialer does not hand them back (the agent's queue is empty,
    // so the answer comes from the pool or is none — never these two).
    const waiting = (await next(agent.token)).body.data.lead?.leadId;
    expect([busy.id, noAnswer.id]).not.toContain(waiting);
    if (waiting)
      await server.engine.db
        .updateTable('leads')
        .set({ assigneeId: null })
        .where('id', '=', waiting)
        .execute();

    await server.engine.db
      .updateTable('leads')
      .set({ nextAttemptAt: new Date(Date.now() - MINUTE) })
      .where('id', '=', noAnswer.id)
      .execute();
    expect((await next(agent.token)).body.data.lead?.leadId).toBe(noAnswer.id);

    // Any other outcome ends the redial.
    const call = await dial(agent.token, noAnswer, false);
    await hangUp(agent.token, call.body.data.callId);
    const reject = await server.engine.db
      .selectFrom('reasons')
      .select('id')
      .where('kind', '=', 'REJECT')
      .executeTakeFirstOrThrow();
    expect((await save(agent.token, noAnswer.id, LEAD_STATUS.REJECTED, reject.id)).body.message).toBe(
      'Succeed!',
    );
    const ended = await server.engine.db
      .selectFrom('leads')
      .select('nextAttemptAt')
      .where('id', '=', noAnswer.id)
      .executeTakeFirstOrThrow();
    expect(ended.nextAttemptAt).toBeNull();
  });

  it('dials automatically only an Available agent with no live call, and keeps the state In call while it lasts', async () => {
    const agent = await newAgent();
    const lead = await assignedLead(agent.id, 5);
    const other = await assignedLead(agent.id, 4);
    // A login leaves the agent Unavailable: the automatic call is refused and writes no call.
    expect(await stateOf(agent.id)).toBe(AGENT_STATE.UNAVAILABLE);
    const refused = await dial(agent.token, lead, true);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Set your status to Available before the dialer calls.');
    const calls = () =>
      server.engine.db.selectFrom('calls').select('id').where('agentId', '=', agent.id).execute();
    expect(await calls()).toEqual([]);

    expect((await setState(agent, AGENT_STATE.AVAILABLE)).body.code).toBe(200);
    const started = await dial(agent.token, lead, true);
    expect(started.body.code).toBe(200);
    expect(await stateOf(agent.id)).toBe(AGENT_STATE.IN_CALL);

    // A second tab's automatic call while this one is live is refused.
    const second = await dial(agent.token, other, true);
    expect(second.status).toBe(400);
    expect(second.body.message).toBe('You are already in a call.');
    expect(await calls()).toHaveLength(1);

    await hangUp(agent.token, started.body.data.callId);
    expect(await stateOf(agent.id)).toBe(AGENT_STATE.AVAILABLE);

    // A manual call from Break: In call during it, Break again after it.
    expect((await setState(agent, AGENT_STATE.BREAK, 'Auto dialer paused')).body.code).toBe(200);
    const manual = await dial(agent.token, other, false);
    expect(manual.body.code).toBe(200);
    expect(await stateOf(agent.id)).toBe(AGENT_STATE.IN_CALL);
    await hangUp(agent.token, manual.body.data.callId);
    expect(await stateOf(agent.id)).toBe(AGENT_STATE.BREAK);
  });
});
