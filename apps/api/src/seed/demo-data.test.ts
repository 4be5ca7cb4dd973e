import { type CallbackRow, findOrg, normalizePhone, type PhoneRegion } from '@leadline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.js';

/** The demo's phones go through the same phone rule as every lead. */
describe('demo leads', () => {
  let server: TestServer;
  beforeAll(async () => {
    // No job runs: the demo's queued sends stay queued for the test to see.
    server = await startTestServer({ JOB_POLL_MS: '0' });
  });
  afterAll(() => server.close());

  it('every phone is stored in E.164 as normalizePhone reads it, duplicates included', async () => {
    const leads = await server.engine.db
      .selectFrom('leads')
      .select(['id', 'orgId', 'phoneRaw', 'phoneE164', 'leadStatus'])
      .execute();
    expect(leads.length).toBeGreaterThan(0);
    expect(leads.some((lead) => lead.leadStatus === 8)).toBe(true);
    const wrong = leads.filter((lead) => {
      const region = findOrg(lead.orgId)?.phoneRegion as PhoneRegion;
      return lead.phoneE164 === null || normalizePhone(lead.phoneRaw, region).e164 !== lead.phoneE164;
    });
    expect(wrong).toEqual([]);
  });

  it('fulfilment: every DO status with its course logged, pending sends with a reason, the newest queued', async () => {
    const db = server.engine.db;
    const parcels = await db
      .selectFrom('deliveryOrders as d')
      .innerJoin('saleOrders as so', 'so.id', 'd.saleOrderId')
      .select([
        'd.id',
        'd.status',
        'd.codAmount',
        'd.trackingCode',
        'd.lastSendError',
        'so.amount',
        'so.paymentMethodId',
        'so.status as soStatus',
      ])
      .execute();
    expect(new Set(parcels.map((parcel) => parcel.status))).toEqual(new Set([1, 2, 3, 4, 5, 6, 7, 8]));
    // Cash to collect only on a cash-on-delivery order.
    for (const parcel of parcels)
      expect(parcel.codAmount).toBe(parcel.paymentMethodId === 1 ? Number(parcel.amount) : 0);
    // A delivered or returned order's parcel says so.
    for (const parcel of parcels.filter((candidate) => candidate.soStatus === 4 || candidate.soStatus === 5))
      expect(parcel.status).toBe(parcel.soStatus === 4 ? 5 : 6);
    const logs = await db.selectFrom('trackingCodeLogs').select(['deliveryOrderId', 'status']).execute();
    for (const parcel of parcels.filter((candidate) => candidate.trackingCode !== null)) {
      const course = logs.filter((log) => log.deliveryOrderId === parcel.id).map((log) => log.status);
      expect(course[0]).toBe(2);
      expect(course).toContain(parcel.status);
    }
    const stuck = parcels.filter((parcel) => parcel.status === 1 && parcel.lastSendError !== null);
    expect(stuck.length).toBeGreaterThan(0);
    const queued = await db
      .selectFrom('jobs')
      .select('payload')
      .where('kind', '=', 'delivery-order.send')
      .execute();
    const queuedIds = new Set(
      queued.map((job) => (job.payload as { deliveryOrderId: number }).deliveryOrderId),
    );
    const fresh = parcels.filter((parcel) => parcel.status === 1 && parcel.lastSendError === null);
    expect(fresh.length).toBeGreaterThan(0);
    expect(fresh.every((parcel) => queuedIds.has(parcel.id))).toBe(true);
  });

  it('calls: each lead’s counter is its number of CDRs, and the last day has calls with recordings', async () => {
    const db = server.engine.db;
    const mismatched = await db
      .selectFrom('leads as l')
      .leftJoin('calls as c', 'c.leadId', 'l.id')
      .select(['l.id', 'l.callAttempts', (eb) => eb.fn.count<number>('c.id').as('calls')])
      .groupBy(['l.id', 'l.callAttempts'])
      .execute();
    expect(mismatched.filter((lead) => Number(lead.calls) !== lead.callAttempts)).toEqual([]);
    const recent = await db
      .selectFrom('calls as c')
      .leftJoin('callRecordings as r', 'r.callId', 'c.id')
      .select(['c.id', 'c.disposition', 'r.sizeBytes'])
      .where('c.startedAt', '>', new Date(Date.now() - 86_400_000))
      .where('c.orgId', '=', 4)
      .execute();
    expect(recent.length).toBeGreaterThan(0);
    expect(recent.some((call) => call.sizeBytes !== null && call.sizeBytes > 44)).toBe(true);
  });

  it('agent groups: each demo org with leads has a sales and a resell team holding its agents and working its campaigns', async () => {
    const db = server.engine.db;
    const groups = await db
      .selectFrom('agentGroups as g')
      .select([
        'g.orgId',
        'g.name',
        (eb) =>
          eb
            .selectFrom('users as u')
            .whereRef('u.agentGroupId', '=', 'g.id')
            .select((c) => c.fn.countAll<number>().as('n'))
            .as('members'),
        (eb) =>
          eb
            .selectFrom('agentGroupCampaigns as gc')
            .whereRef('gc.groupId', '=', 'g.id')
            .select((c) => c.fn.countAll<number>().as('n'))
            .as('campaigns'),
      ])
      .where('g.orgId', '=', 4)
      .orderBy('g.name')
      .execute();
    expect(groups.map((group) => group.name)).toEqual(['Resell team', 'Sales team']);
    for (const group of groups) {
      expect(Number(group.members)).toBeGreaterThan(0);
      expect(Number(group.campaigns)).toBeGreaterThan(0);
    }
    const agent = await db
      .selectFrom('users')
      .select('agentGroupId')
      .where('userName', '=', 'vn1.agent')
      .executeTakeFirstOrThrow();
    expect(agent.agentGroupId).not.toBeNull();
  });

  it('callbacks: an agent of each demo org opens the list to overdue and upcoming callbacks', async () => {
    for (const userName of ['vn1.agent', 'th1.agent']) {
      const token = await server.login(userName);
      const answer = await server.call<CallbackRow[]>({
        method: 'POST',
        url: '/api/callbacks',
        token,
        payload: { limit: 100 },
      });
      expect(answer.status).toBe(200);
      const states = new Set(answer.body.data.map((row) => row.state));
      expect(states.has('overdue'), userName).toBe(true);
      expect(states.has('upcoming'), userName).toBe(true);
      for (const row of answer.body.data) {
        expect(row.reason, `${userName} callback ${row.callbackId}`).not.toBeNull();
        // Those already due count as reminded: a fresh start does not push them all at once.
        expect(row.remindedAt !== null, `${userName} callback ${row.callbackId}`).toBe(row.overdue);
      }
    }
  });
});
