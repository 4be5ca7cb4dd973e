import { type AutoDialerNext, LEAD_STATUS, ORG_ID } from '@leadline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/test-server.js';
import { newVn4Agents } from './auto-dialer-test-support.js';

const HOUR = 3_600_000;
const VN4 = ORG_ID.VN4;

describe('auto-dialer: next lead', () => {
  let server: TestServer;
  let made = 0;

  const next = (token: string, doneLeadId?: number) =>
    server.call<AutoDialerNext>({
      method: 'POST',
      url: '/api/auto-dialer/next',
      token,
      payload: doneLeadId ? { doneLeadId } : {},
    });

  const newAgents = (count: number) => newVn4Agents(server, count, 'Dialer');

  type LeadFixture = {
    leadStatus: number;
    assigneeId?: number | null;
    assignedAt?: Date | null;
    nextCallbackAt?: Date | null;
    heldBy?: number | null;
    heldUntil?: Date | null;
    createdAt?: Date;
  };
  async function insertLeads(leads: LeadFixture[]): Promise<number[]> {
    const rows = await server.engine.db
      .insertInto('leads')
      .values(
        leads.map((lead) => {
          made += 1;
          const phone = `+8490${String(made).padStart(7, '0')}`;
          return {
            orgId: VN4,
            customerName: `Dialer lead ${made}`,
            phoneRaw: phone,
            phoneE164: phone,
            ...lead,
          };
        }),
      )
      .returning('id')
      .execute();
    return rows.map((row) => row.id);
  }

  /** Takes every lead of VN4's pool out of it and puts `count` new ones in, newest last. */
  async function resetPool(count: number): Promise<number[]> {
    await server.engine.db
      .updateTable('leads')
      .set({ leadStatus: LEAD_STATUS.DUPLICATED })
      .where('orgId', '=', VN4)
      .where('assigneeId', 'is', null)
      .where('leadStatus', '=', LEAD_STATUS.NEW)
      .execute();
    const base = Date.now() - count * 60_000;
    return insertLeads(
      Array.from({ length: count }, (_, index) => ({
        leadStatus: LEAD_STATUS.NEW,
        createdAt: new Date(base + index * 60_000),
      })),
    );
  }

  const assigneeOf = async (leadId: number) =>
    server.engine.db
      .selectFrom('leads')
      .select(['assigneeId', 'assignedAt', 'version'])
      .where('id', '=', leadId)
      .executeTakeFirstOrThrow();

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('answers the agent’s oldest-assigned lead that still needs a call, then the next one', async () => {
    const [agent] = await newAgents(1);
    const other = await newAgents(1);
    const now = Date.now();
    const [approved, callbackLater, busy, callbackDue, fresh, heldByOther] = await insertLeads([
      { leadStatus: LEAD_STATUS.APPROVED, assigneeId: agent!.id, assignedAt: new Date(now - 6 * HOUR) },
      {
        leadStatus: LEAD_STATUS.CALLBACK_PROSPECT,
        assigneeId: agent!.id,
        assignedAt: new Date(now - 5 * HOUR),
        nextCallbackAt: new Date(now + 24 * HOUR),
      },
      { leadStatus: LEAD_STATUS.BUSY, assigneeId: agent!.id, assignedAt: new Date(now - 4 * HOUR) },
      {
        leadStatus: LEAD_STATUS.CALLBACK_CONSULTING,
        assigneeId: agent!.id,
        assignedAt: new Date(now - 3 * HOUR),
        nextCallbackAt: new Date(now - HOUR),
      },
      { leadStatus: LEAD_STATUS.NEW, assigneeId: agent!.id, assignedAt: new Date(now - 2 * HOUR) },
      {
        leadStatus: LEAD_STATUS.NO_ANSWER,
        assigneeId: agent!.id,
        assignedAt: new Date(now - 7 * HOUR),
        heldBy: other[0]!.id,
        heldUntil: new Date(now + HOUR),
      },
    ]);
    expect([approved, callbackLater, heldByOther]).toHaveLength(3);

    const first = await next(agent!.token);
    expect(first.status).toBe(200);
    expect(first.body.code).toBe(200);
    expect(first.body.data).toEqual({
      outcome: 'queue',
      lead: {
        leadId: busy,
        typeLead: 'lead',
        phone: expect.stringMatching(/^\+8490/),
        assignmentAt: new Date(now - 4 * HOUR).toISOString(),
      },
    });
    // Asking again without finishing it answers the same lead; finishing it moves on.
    expect((await next(agent!.token)).body.data.lead?.leadId).toBe(busy);
    expect((await next(agent!.token, busy)).body.data.lead?.leadId).toBe(callbackDue);

    await server.engine.db
      .updateTable('leads')
      .set({ leadStatus: LEAD_STATUS.APPROVED })
      .where('id', 'in', [busy!, callbackDue!])
      .execute();
    expect((await next(agent!.token, callbackDue)).body.data).toMatchObject({
      outcome: 'queue',
      lead: { leadId: fresh },
    });
  });

  it('takes the newest lead of the org’s pool for an agent with an empty queue and assigns it now', async () => {
    const pool = await resetPool(3);
    const [agent] = await newAgents(1);
    const before = Date.now();
    const { body } = await next(agent!.token);
    expect(body.data.outcome).toBe('pool');
    const newest = pool[2]!;
    expect(body.data.lead?.leadId).toBe(newest);
    const row = await assigneeOf(newest);
    expect(row.assigneeId).toBe(agent!.id);
    expect(row.assignedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row.assignedAt!.toISOString()).toBe(body.data.lead?.assignmentAt);
    expect(row.version).toBe(2);
    const history = await server.engine.db
      .selectFrom('history')
      .select(['action', 'actorId'])
      .where('entityType', '=', 'lead')
      .where('entityId', '=', newest)
      .execute();
    expect(history).toEqual([{ action: 'reassign', actorId: agent!.id }]);

    // The lead is now in the agent's queue; once done, the next one comes from the pool again.
    expect((await next(agent!.token)).body.data).toMatchObject({
      outcome: 'queue',
      lead: { leadId: newest },
    });
    expect((await next(agent!.token, newest)).body.data).toMatchObject({
      outcome: 'pool',
      lead: { leadId: pool[1] },
    });
  });

  it('never gives one pool lead to two agents asking at the same moment', async () => {
    const pool = await resetPool(5);
    const agents = await newAgents(12);
    const answers = await Promise.all(agents.map((agent) => next(agent.token)));
    const taken = answers.filter((answer) => answer.body.data.outcome === 'pool');
    const ids = taken.map((answer) => answer.body.data.lead!.leadId);
    expect(taken).toHaveLength(5);
    expect(new Set(ids).size).toBe(5);
    expect([...ids].sort()).toEqual([...pool].sort());
    for (const [index, answer] of answers.entries()) {
      if (answer.body.data.outcome !== 'pool') {
        expect(answer.body).toMatchObject({
          code: 200,
          data: { outcome: 'none', lead: null },
          message: 'There is no lead to call right now.',
        });
        continue;
      }
      expect((await assigneeOf(answer.body.data.lead!.leadId)).assigneeId).toBe(agents[index]!.id);
    }
  });

  it('answers one agent’s simultaneous requests with the same lead, taking one from the pool', async () => {
    const pool = await resetPool(3);
    const [agent] = await newAgents(1);
    const answers = await Promise.all([next(agent!.token), next(agent!.token), next(agent!.token)]);
    const ids = new Set(answers.map((answer) => answer.body.data.lead?.leadId));
    expect(ids).toEqual(new Set([pool[2]]));
    const assigned = await server.engine.db
      .selectFrom('leads')
      .select('id')
      .where('id', 'in', pool)
      .where('assigneeId', '=', agent!.id)
      .execute();
    expect(assigned).toHaveLength(1);
  });

  it('refuses roles outside the dialer roles and orgs outside VN4', async () => {
    const manager = await server.login('vn1.manager');
    const refused = await next(manager);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('forbidden');

    const vn1Agent = await server.login('vn1.agent');
    const wrongOrg = await next(vn1Agent);
    expect(wrongOrg.status).toBe(403);
    expect(wrongOrg.body.message).toBe('The auto dialer is not available for your organisation.');
    const viMessage = await server.call({
      method: 'POST',
      url: '/api/auto-dialer/next',
      token: vn1Agent,
      payload: {},
      headers: { 'accept-language': 'vi' },
    });
    expect(viMessage.body.message).toBe('Tổ chức của bạn không sử dụng chế độ gọi tự động.');

    const bad = await server.call({
      method: 'POST',
      url: '/api/auto-dialer/next',
      token: await server.login('vn4.agent'),
      payload: { doneLeadId: -3 },
    });
    expect(bad.status).toBe(400);
  });
});
