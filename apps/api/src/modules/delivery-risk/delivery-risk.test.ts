import { LOGISTICS_DO_STATUS, ORG_ID, SO_STATUS } from '@leadline/contracts';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withOrgScope } from '../../db/org-scope.js';
import type { Database } from '../../db/schema.js';
import { inWard, wardsWithoutLeads } from '../../testing/lead-fixtures.js';
import { endedParcel, orderOfPhone } from '../../testing/logistics-fixtures.js';
import { startTestServer, type TestServer } from '../../testing/test-server.js';
import { SIGNAL_DAMPING, SIGNAL_PRIOR } from './delivery-risk-score.js';
import { scoreSaleOrders } from './index.js';

const { DELIVERED, RETURNED, LOST } = LOGISTICS_DO_STATUS;
const DAY = 24 * 60 * 60 * 1000;
const logit = (p: number) => Math.log(p / (1 - p));

/**
 * Delivery risk (docs/delivery-risk.md) on histories built here, on top of the demo data: the
 * orders' leads get phones and wards of their own, so the demo parcels never share those keys.
 */
describe('delivery risk: signals and score from the org’s own parcels', () => {
  let server: TestServer;
  let db: Kysely<Database>;
  let phoneSeq = 0;
  let wards: { id: number; provinceId: number }[] = [];

  const newPhone = () => `+8490${String(7_000_000 + phoneSeq++ * 37).padStart(7, '0')}`;

  type Customer = { phone: string; ward?: { id: number; provinceId: number } };
  const leadOf = (values: Customer) => (values.ward ? inWard(values.ward) : {});

  /** A parcel of the past: a sale order of that phone (and ward) whose DO ended with `status` at `at`. */
  async function pastParcel(orgId: number, values: Customer & { status: number; at: Date }) {
    // Ordered three days before its parcel ended (the duplicates signal reads order times).
    const order = await orderOfPhone(db, orgId, values.phone, {
      lead: leadOf(values),
      order: { status: SO_STATUS.APPROVED, createdAt: new Date(values.at.getTime() - 3 * DAY) },
    });
    await endedParcel(db, orgId, order.id, values.status, values.at);
    return order.id;
  }

  /** A pending sale order to score, of that phone (and ward). */
  async function pendingOrder(orgId: number, values: Customer) {
    const order = await orderOfPhone(db, orgId, values.phone, {
      lead: leadOf(values),
      order: { status: SO_STATUS.PENDING },
    });
    return order.id;
  }

  const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

  beforeAll(async () => {
    server = await startTestServer({ JOB_POLL_MS: '0', LOGISTICS_SIM_TICK_MS: '0' });
    db = server.engine.db;
    wards = await wardsWithoutLeads(db, 5);
    expect(wards.length).toBe(5);
  });
  afterAll(() => server.close());

  it('scores a phone that refused parcels above one whose parcels were delivered, and says why', async () => {
    const refuser = newPhone();
    const payer = newPhone();
    for (const [status, days] of [
      [RETURNED, 30],
      [RETURNED, 20],
      [DELIVERED, 10],
    ] as const) {
      await pastParcel(ORG_ID.VN1, { phone: refuser, status, at: daysAgo(days) });
    }
    for (const days of [30, 20, 10])
      await pastParcel(ORG_ID.VN1, { phone: payer, status: DELIVERED, at: daysAgo(days) });
    const risky = await pendingOrder(ORG_ID.VN1, { phone: refuser });
    const safe = await pendingOrder(ORG_ID.VN1, { phone: payer });

    const scores = await scoreSaleOrders(db, ORG_ID.VN1, [risky, safe]);
    const riskyScore = scores.get(risky)!;
    const safeScore = scores.get(safe)!;
    expect(riskyScore.probability).toBeGreaterThan(safeScore.probability);
    expect(riskyScore.probability).toBeGreaterThan(riskyScore.baseRate);
    expect(safeScore.probability).toBeLessThan(safeScore.baseRate);
    // The phone is the strongest reason, with the numbers the sentence needs.
    expect(riskyScore.reasons[0]).toMatchObject({ signal: 'phone', returned: 2, parcels: 3 });
    expect(riskyScore.reasons[0]!.weight).toBeGreaterThan(0);
    expect(safeScore.reasons[0]).toMatchObject({ signal: 'phone', returned: 0, parcels: 3 });
    expect(safeScore.reasons[0]!.weight).toBeLessThan(0);
    expect(riskyScore.reasons.length).toBeLessThanOrEqual(3);
    // The smoothed rate is the formula's: (r + m·p0) / (n + m).
    const p0 = riskyScore.baseRate;
    expect(riskyScore.reasons[0]!.smoothed).toBeCloseTo(
      (2 + SIGNAL_PRIOR.phone * p0) / (3 + SIGNAL_PRIOR.phone),
      10,
    );
  });

  it('keeps a ward with two parcels near the base rate, and one with many far from it', async () => {
    const [small, large] = wards;
    for (const days of [15, 12]) {
      await pastParcel(ORG_ID.VN1, { phone: newPhone(), ward: small!, status: RETURNED, at: daysAgo(days) });
    }
    for (let i = 0; i < 40; i++) {
      await pastParcel(ORG_ID.VN1, {
        phone: newPhone(),
        ward: large!,
        status: i % 2 === 0 ? RETURNED : DELIVERED,
        at: daysAgo(5 + i / 10),
      });
    }
    const inSmall = await pendingOrder(ORG_ID.VN1, { phone: newPhone(), ward: small! });
    const inLarge = await pendingOrder(ORG_ID.VN1, { phone: newPhone(), ward: large! });
    const scores = await scoreSaleOrders(db, ORG_ID.VN1, [inSmall, inLarge]);
    const wardOf = (id: number) => {
      const score = scores.get(id)!;
      const reason = [...score.reasons].find((r) => r.signal === 'ward');
      return { score, reason };
    };
    const smallWard = wardOf(inSmall);
    const p0 = smallWard.score.baseRate;
    // 2 of 2 returned, smoothed with a prior of 20 parcels: at most 2/22 of the way from the base.
    const smoothed = (2 + SIGNAL_PRIOR.ward * p0) / (2 + SIGNAL_PRIOR.ward);
    expect(smoothed - p0).toBeLessThanOrEqual((2 / 22) * (1 - p0) + 1e-9);
    const expectedWeight = SIGNAL_DAMPING * (logit(smoothed) - logit(p0));
    // The ward may be among the reasons or not (the province shares its parcels), never heavier.
    if (smallWard.reason) expect(smallWard.reason.weight).toBeCloseTo(expectedWeight, 10);
    const largeWard = wardOf(inLarge).reason!;
    expect(largeWard).toMatchObject({ signal: 'ward', returned: 20, parcels: 40 });
    expect(largeWard.weight).toBeGreaterThan(expectedWeight);
  });

  it('counts only parcels that ended before the scoring time, never lost or open ones, never the order’s own', async () => {
    const phone = newPhone();
    await pastParcel(ORG_ID.VN1, { phone, status: RETURNED, at: daysAgo(3) });
    await pastParcel(ORG_ID.VN1, { phone, status: LOST, at: daysAgo(20) });
    await pastParcel(ORG_ID.VN1, { phone, status: LOGISTICS_DO_STATUS.IN_TRANSIT, at: daysAgo(20) });
    const order = await pendingOrder(ORG_ID.VN1, { phone });
    const now = await scoreSaleOrders(db, ORG_ID.VN1, [order]);
    expect(now.get(order)!.reasons.find((r) => r.signal === 'phone')).toMatchObject({
      returned: 1,
      parcels: 1,
    });
    // A week ago the return had not happened: the phone had no outcome then.
    const before = await scoreSaleOrders(db, ORG_ID.VN1, [order], daysAgo(7));
    expect(before.get(order)!.reasons.find((r) => r.signal === 'phone')).toBeUndefined();
    expect(before.get(order)!.baseRate).not.toBe(now.get(order)!.baseRate);
    // A scored order's own parcel, ended, does not count for itself.
    const own = await pastParcel(ORG_ID.VN1, { phone, status: RETURNED, at: daysAgo(1) });
    const withOwn = await scoreSaleOrders(db, ORG_ID.VN1, [own]);
    expect(withOwn.get(own)!.reasons.find((r) => r.signal === 'phone')).toMatchObject({
      returned: 1,
      parcels: 1,
    });
  });

  it('never counts another org’s parcels (TH1), on the system connection nor in the org’s scope', async () => {
    const phone = newPhone();
    for (const days of [9, 8, 7, 6])
      await pastParcel(ORG_ID.TH1, { phone, status: RETURNED, at: daysAgo(days) });
    const order = await pendingOrder(ORG_ID.VN1, { phone });
    const system = await scoreSaleOrders(db, ORG_ID.VN1, [order]);
    expect(system.get(order)!.reasons.find((r) => r.signal === 'phone')).toBeUndefined();
    const scoped = await withOrgScope(db, { orgId: ORG_ID.VN1, readOnly: true }, (trx) =>
      scoreSaleOrders(trx, ORG_ID.VN1, [order]),
    );
    expect(scoped.get(order)).toEqual(system.get(order));
    // The same phone in the other org does see them; the other org's order is not scored as VN1's.
    const theirs = await pendingOrder(ORG_ID.TH1, { phone });
    expect((await scoreSaleOrders(db, ORG_ID.VN1, [theirs])).has(theirs)).toBe(false);
    const inTh1 = await scoreSaleOrders(db, ORG_ID.TH1, [theirs]);
    expect(inTh1.get(theirs)!.reasons[0]).toMatchObject({ signal: 'phone', returned: 4, parcels: 4 });
  });

  it('uses the org’s band thresholds', async () => {
    const phone = newPhone();
    for (const days of [9, 8, 7])
      await pastParcel(ORG_ID.VN1, { phone, status: RETURNED, at: daysAgo(days) });
    const order = await pendingOrder(ORG_ID.VN1, { phone });
    const [score] = (await scoreSaleOrders(db, ORG_ID.VN1, [order])).values();
    await db
      .insertInto('orgDeliveryRiskSettings')
      .values({ orgId: ORG_ID.VN1, mediumFrom: 0.01, highFrom: score!.probability / 2 })
      .execute();
    const [strict] = (await scoreSaleOrders(db, ORG_ID.VN1, [order])).values();
    expect(strict!.band).toBe('high');
    await db
      .updateTable('orgDeliveryRiskSettings')
      .set({ mediumFrom: 0.98, highFrom: 0.99 })
      .where('orgId', '=', ORG_ID.VN1)
      .execute();
    const [lenient] = (await scoreSaleOrders(db, ORG_ID.VN1, [order])).values();
    expect(lenient!.band).toBe('low');
    await db.deleteFrom('orgDeliveryRiskSettings').where('orgId', '=', ORG_ID.VN1).execute();
  });
});
