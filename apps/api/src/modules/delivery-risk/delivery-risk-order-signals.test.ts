import { LOGISTICS_DO_STATUS, ORG_ID, SO_STATUS } from '@leadline/contracts';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/schema.js';
import { endedParcel, orderOfPhone } from '../../testing/logistics-fixtures.js';
import { startTestServer, type TestServer } from '../../testing/test-server.js';
import { SIGNAL_PRIOR } from './delivery-risk-score.js';
import { type RiskScore, scoreOrder, scoreSaleOrders, signalCounts } from './index.js';

const { DELIVERED, RETURNED } = LOGISTICS_DO_STATUS;
const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

interface OrderValues {
  orderedAt: Date;
  /** Leads' columns (ward, street, campaign) set on the order's own lead. */
  lead?: { wardId?: number | null; street?: string | null; campaignId?: number };
  amount?: number;
  /** Selling calls on the lead before the order: their talk times in seconds. */
  calls?: number[];
}

/**
 * The version 3 signals (docs/delivery-risk.md): the address's completeness, the order's value
 * against its campaign's median, the selling call's talk time and attempts, on histories built
 * here with campaigns and leads of their own.
 */
describe('delivery risk: the address, value, talk and attempts signals', () => {
  let server: TestServer;
  let db: Kysely<Database>;
  let seq = 0;

  async function campaignOf(orgId: number) {
    const row = await db
      .insertInto('campaigns')
      .values({ orgId, code: `risk-v3-${seq++}`, name: 'Risk v3' })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async function orderOf(orgId: number, values: OrderValues & { status?: number }) {
    const phone = `+8491${String(5_000_000 + seq++ * 37).padStart(7, '0')}`;
    const order = await orderOfPhone(db, orgId, phone, {
      lead: values.lead ?? {},
      order: {
        status: values.status ?? SO_STATUS.PENDING,
        createdAt: values.orderedAt,
        updatedAt: values.orderedAt,
        ...(values.amount === undefined
          ? {}
          : { amount: values.amount, subtotal: values.amount, discount: 0 }),
      },
    });
    const { leadId } = order;
    await db.deleteFrom('calls').where('leadId', '=', leadId).execute();
    for (const [i, talk] of (values.calls ?? []).entries())
      await callOn(
        orgId,
        leadId,
        new Date(values.orderedAt.getTime() - (i + 1) * 60 * 60 * 1000),
        talk,
        phone,
      );
    return order.id;
  }

  /** A call of the org's first user on the lead, started at `startedAt`, of `talk` seconds. */
  async function callOn(orgId: number, leadId: number, startedAt: Date, talk: number, phone = 'x') {
    const agent = await db
      .selectFrom('users')
      .select('id')
      .where('orgId', '=', orgId)
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow();
    await db
      .insertInto('calls')
      .values({ orgId, leadId, agentId: agent.id, phone, startedAt, durationSeconds: talk })
      .execute();
  }

  /** An order whose parcel ended with `status` two days after it was ordered. */
  async function pastParcel(orgId: number, values: OrderValues & { status: number }) {
    const id = await orderOf(orgId, { ...values, status: SO_STATUS.APPROVED });
    await endedParcel(db, orgId, id, values.status, new Date(values.orderedAt.getTime() + 2 * DAY));
    return id;
  }

  const reason = (score: RiskScore | undefined, signal: string) =>
    score?.reasons.find((r) => r.signal === signal);

  /** The order's counts of one signal as the score reads them. */
  async function countsOf(orgId: number, order: number, asOf = new Date()) {
    const { counts } = await signalCounts(db, orgId, [order], asOf);
    return counts.get(order)!;
  }

  let ward: number;
  beforeAll(async () => {
    server = await startTestServer({ JOB_POLL_MS: '0', LOGISTICS_SIM_TICK_MS: '0' });
    db = server.engine.db;
    const lead = await db
      .selectFrom('leads')
      .select('wardId')
      .where('orgId', '=', ORG_ID.VN1)
      .where('wardId', 'is not', null)
      .limit(1)
      .executeTakeFirstOrThrow();
    ward = lead.wardId!;
  });
  afterAll(() => server.close());

  it('scores an address without a ward above a complete one; another org’s and later parcels never count', async () => {
    for (let i = 0; i < 30; i++)
      await pastParcel(ORG_ID.VN1, {
        orderedAt: daysAgo(60 - i),
        lead: { wardId: null },
        status: i % 3 === 0 ? DELIVERED : RETURNED,
      });
    const noWard = await orderOf(ORG_ID.VN1, { orderedAt: daysAgo(0), lead: { wardId: null } });
    const complete = await orderOf(ORG_ID.VN1, {
      orderedAt: daysAgo(0),
      lead: { wardId: ward, street: '12 Lê Lợi' },
    });
    // The address's term (the reasons show the three heaviest: the copied lead has others).
    const counts = await countsOf(ORG_ID.VN1, noWard);
    expect(counts.bins.address).toBe('no-ward');
    expect(counts.signals.address!.parcels).toBeGreaterThanOrEqual(30);
    const address = reason(
      scoreOrder({
        org: counts.org,
        signals: { address: counts.signals.address! },
        bins: { address: 'no-ward' },
      }),
      'address',
    );
    expect(address).toMatchObject({ signal: 'address', bin: 'no-ward' });
    expect(address!.weight).toBeGreaterThan(0);
    expect((await countsOf(ORG_ID.VN1, complete)).bins.address).toBeUndefined();
    const scores = await scoreSaleOrders(db, ORG_ID.VN1, [noWard, complete]);
    expect(scores.get(noWard)!.probability).toBeGreaterThan(scores.get(complete)!.probability);
    // A street of three characters is no usable street.
    const short = await orderOf(ORG_ID.VN1, { orderedAt: daysAgo(0), lead: { wardId: ward, street: '12 ' } });
    expect((await countsOf(ORG_ID.VN1, short)).bins.address).toBe('no-street');

    // TH1's returns without a ward leave VN1's bin as it was; scored before the history's
    // parcels ended, none of them counts.
    const before = (await countsOf(ORG_ID.VN1, noWard)).signals.address!.parcels;
    for (let i = 0; i < 10; i++)
      await pastParcel(ORG_ID.TH1, { orderedAt: daysAgo(40 - i), lead: { wardId: null }, status: RETURNED });
    expect((await countsOf(ORG_ID.VN1, noWard)).signals.address!.parcels).toBe(before);
    const early = await countsOf(ORG_ID.VN1, noWard, daysAgo(70));
    expect(early.signals.address?.parcels ?? 0).toBeLessThan(before - 25);
  });

  it('bins the value against the campaign’s median before asOf; a small bin stays near the base rate', async () => {
    const campaign = await campaignOf(ORG_ID.VN1);
    // The campaign's usual order is 100 000; 30 orders of 400 000 (4x) came back 2 in 3 times.
    for (let i = 0; i < 60; i++)
      await pastParcel(ORG_ID.VN1, {
        orderedAt: daysAgo(90 - i),
        lead: { campaignId: campaign },
        amount: 100_000,
        status: DELIVERED,
      });
    for (let i = 0; i < 30; i++)
      await pastParcel(ORG_ID.VN1, {
        orderedAt: daysAgo(29 - i / 2),
        lead: { campaignId: campaign },
        amount: 400_000,
        status: i % 3 === 0 ? DELIVERED : RETURNED,
      });
    const big = await orderOf(ORG_ID.VN1, {
      orderedAt: daysAgo(0),
      lead: { campaignId: campaign },
      amount: 400_000,
    });
    const usual = await orderOf(ORG_ID.VN1, {
      orderedAt: daysAgo(0),
      lead: { campaignId: campaign },
      amount: 110_000,
    });
    const scores = await scoreSaleOrders(db, ORG_ID.VN1, [big, usual]);
    const value = reason(scores.get(big), 'value');
    expect(value).toMatchObject({ signal: 'value', bin: 'value-very-high' });
    expect(value!.weight).toBeGreaterThan(0);
    expect((await countsOf(ORG_ID.VN1, usual)).bins.value).toBeUndefined();
    expect(scores.get(big)!.probability).toBeGreaterThan(scores.get(usual)!.probability);
    // Orders created after asOf never move the median: as of 40 days ago the usual is 100 000,
    // and 150 000 (1.5x) is 'value-high'; a later flood of big orders does not change that.
    const middling = await orderOf(ORG_ID.VN1, {
      orderedAt: daysAgo(0),
      lead: { campaignId: campaign },
      amount: 150_000,
    });
    expect((await countsOf(ORG_ID.VN1, middling, daysAgo(40))).bins.value).toBe('value-high');

    // The 'value-low' bin holds the few past parcels it has: it stays near the base rate.
    for (let i = 0; i < 2; i++)
      await pastParcel(ORG_ID.VN1, {
        orderedAt: daysAgo(10 - i),
        lead: { campaignId: campaign },
        amount: 10_000,
        status: RETURNED,
      });
    const small = await orderOf(ORG_ID.VN1, {
      orderedAt: daysAgo(0),
      lead: { campaignId: campaign },
      amount: 10_000,
    });
    const counts = await countsOf(ORG_ID.VN1, small);
    expect(counts.bins.value).toBe('value-low');
    const alone = reason(
      scoreOrder({
        org: counts.org,
        signals: { value: counts.signals.value! },
        bins: { value: 'value-low' },
      }),
      'value',
    )!;
    expect(Math.abs(alone.smoothed - alone.baseRate)).toBeLessThanOrEqual(
      alone.parcels / (alone.parcels + SIGNAL_PRIOR.value),
    );
  });

  it('bins the selling calls before the order: short talk and many attempts score above a usual call', async () => {
    for (let i = 0; i < 30; i++)
      await pastParcel(ORG_ID.VN1, {
        orderedAt: daysAgo(50 - i),
        calls: [20, 10, 15, 5],
        status: i % 4 === 0 ? DELIVERED : RETURNED,
      });
    const hurried = await orderOf(ORG_ID.VN1, { orderedAt: daysAgo(0), calls: [20, 10, 15, 5] });
    const usual = await orderOf(ORG_ID.VN1, { orderedAt: daysAgo(0), calls: [120] });
    const scores = await scoreSaleOrders(db, ORG_ID.VN1, [hurried, usual]);
    const counts = await countsOf(ORG_ID.VN1, hurried);
    expect(counts.bins).toMatchObject({ talk: 'talk-short', attempts: '4+' });
    expect(counts.signals.talk!.parcels).toBeGreaterThanOrEqual(30);
    expect(reason(scores.get(hurried), 'talk') ?? reason(scores.get(hurried), 'attempts')).toBeDefined();
    const usualCounts = await countsOf(ORG_ID.VN1, usual);
    expect(usualCounts.bins.talk).toBeUndefined();
    expect(usualCounts.bins.attempts).toBeUndefined();
    expect(scores.get(hurried)!.probability).toBeGreaterThan(scores.get(usual)!.probability);
    // A call after the order is no selling call: an order with none has no bin.
    const none = await orderOf(ORG_ID.VN1, { orderedAt: daysAgo(1) });
    const lead = await db
      .selectFrom('saleOrders')
      .select('leadId')
      .where('id', '=', none)
      .executeTakeFirstOrThrow();
    await callOn(ORG_ID.VN1, lead.leadId, daysAgo(0.5), 5);
    const noneCounts = await countsOf(ORG_ID.VN1, none);
    expect(noneCounts.bins.talk).toBeUndefined();
    expect(noneCounts.bins.attempts).toBeUndefined();

    // TH1's hurried sales, all returned, leave VN1's bins as they were; scored before the
    // history's parcels ended, none of them counts.
    const talkBefore = counts.signals.talk!.parcels;
    for (let i = 0; i < 10; i++)
      await pastParcel(ORG_ID.TH1, { orderedAt: daysAgo(30 - i), calls: [10, 10, 10, 10], status: RETURNED });
    expect((await countsOf(ORG_ID.VN1, hurried)).signals.talk!.parcels).toBe(talkBefore);
    expect((await countsOf(ORG_ID.VN1, hurried, daysAgo(60))).signals.talk?.parcels ?? 0).toBeLessThan(
      talkBefore - 25,
    );
  });

  it('never takes another org’s orders into a campaign’s median', async () => {
    const campaign = await campaignOf(ORG_ID.VN1);
    for (let i = 0; i < 20; i++)
      await orderOf(ORG_ID.VN1, {
        orderedAt: daysAgo(20 - i),
        lead: { campaignId: campaign },
        amount: 100_000,
      });
    const order = await orderOf(ORG_ID.VN1, {
      orderedAt: daysAgo(0),
      lead: { campaignId: campaign },
      amount: 100_000,
    });
    // TH1 orders on VN1's campaign id (impossible through the API, here on the system connection).
    for (let i = 0; i < 30; i++)
      await orderOf(ORG_ID.TH1, {
        orderedAt: daysAgo(10 - i / 4),
        lead: { campaignId: campaign },
        amount: 1_000_000,
      });
    expect((await countsOf(ORG_ID.VN1, order)).bins.value).toBeUndefined();
  });
});
