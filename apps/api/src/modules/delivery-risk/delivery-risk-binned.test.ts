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

/**
 * The binned signals (docs/delivery-risk.md): duplicates (the phone's other orders in the 3 days
 * before the order) and cancelled (its orders cancelled at validation before asOf), on histories
 * built here with phones of their own.
 */
describe('delivery risk: the duplicates and cancelled signals', () => {
  let server: TestServer;
  let db: Kysely<Database>;
  let phoneSeq = 0;
  const newPhone = () => `+8491${String(3_000_000 + phoneSeq++ * 41).padStart(7, '0')}`;

  /** A sale order of its own lead (a copy of a demo lead) with that phone, ordered at `orderedAt`. */
  async function orderOf(
    orgId: number,
    values: { phone: string; orderedAt: Date; status?: number; updatedAt?: Date },
  ) {
    const order = await orderOfPhone(db, orgId, values.phone, {
      order: {
        status: values.status ?? SO_STATUS.PENDING,
        createdAt: values.orderedAt,
        updatedAt: values.updatedAt ?? values.orderedAt,
      },
    });
    return order.id;
  }

  /** An order whose parcel ended with `status` two days after it was ordered. */
  async function pastParcel(orgId: number, values: { phone: string; orderedAt: Date; status: number }) {
    const id = await orderOf(orgId, { ...values, status: SO_STATUS.APPROVED });
    await endedParcel(db, orgId, id, values.status, new Date(values.orderedAt.getTime() + 2 * DAY));
    return id;
  }

  const reason = (score: RiskScore | undefined, signal: string) =>
    score?.reasons.find((r) => r.signal === signal);

  /** The org's parcels counted in a bin, read from a probe order of that bin (0 when none). */
  async function binParcels(orgId: number, signal: 'duplicates', probe: number) {
    const score = (await scoreSaleOrders(db, orgId, [probe])).get(probe);
    const all = score?.reasons ?? [];
    return all.find((r) => r.signal === signal)?.parcels ?? 0;
  }

  beforeAll(async () => {
    server = await startTestServer({ JOB_POLL_MS: '0', LOGISTICS_SIM_TICK_MS: '0' });
    db = server.engine.db;
  });
  afterAll(() => server.close());

  it('scores a duplicate order above a first one, with its bin, and another org’s duplicates never count', async () => {
    // 30 customers ordered twice a day apart: every second order came back.
    for (let i = 0; i < 30; i++) {
      const phone = newPhone();
      await pastParcel(ORG_ID.VN1, { phone, orderedAt: daysAgo(60 - i), status: DELIVERED });
      await pastParcel(ORG_ID.VN1, { phone, orderedAt: daysAgo(59 - i), status: RETURNED });
    }
    const again = newPhone();
    await orderOf(ORG_ID.VN1, { phone: again, orderedAt: daysAgo(1) });
    const duplicate = await orderOf(ORG_ID.VN1, { phone: again, orderedAt: daysAgo(0) });
    const first = await orderOf(ORG_ID.VN1, { phone: newPhone(), orderedAt: daysAgo(0) });
    const scores = await scoreSaleOrders(db, ORG_ID.VN1, [duplicate, first]);
    const dup = reason(scores.get(duplicate), 'duplicates');
    expect(dup).toMatchObject({ signal: 'duplicates', bin: '1' });
    expect(dup!.parcels).toBeGreaterThanOrEqual(30);
    expect(dup!.weight).toBeGreaterThan(0);
    expect(reason(scores.get(first), 'duplicates')).toBeUndefined();
    expect(scores.get(duplicate)!.probability).toBeGreaterThan(scores.get(first)!.probability);
    // An order four days after the phone's last is no duplicate.
    const later = newPhone();
    await orderOf(ORG_ID.VN1, { phone: later, orderedAt: daysAgo(5) });
    const notDuplicate = await orderOf(ORG_ID.VN1, { phone: later, orderedAt: daysAgo(0) });
    const [notDup] = (await scoreSaleOrders(db, ORG_ID.VN1, [notDuplicate])).values();
    expect(reason(notDup, 'duplicates')).toBeUndefined();

    // TH1's duplicates, all returned, leave VN1's bin as it was, on the system connection.
    const before = await binParcels(ORG_ID.VN1, 'duplicates', duplicate);
    for (let i = 0; i < 10; i++) {
      const phone = newPhone();
      await pastParcel(ORG_ID.TH1, { phone, orderedAt: daysAgo(40 - i), status: RETURNED });
      await pastParcel(ORG_ID.TH1, { phone, orderedAt: daysAgo(39 - i), status: RETURNED });
    }
    expect(await binParcels(ORG_ID.VN1, 'duplicates', duplicate)).toBe(before);
  });

  it('keeps a bin of few parcels near the base rate (the 2+ bin of two parcels)', async () => {
    for (let i = 0; i < 2; i++) {
      const phone = newPhone();
      await pastParcel(ORG_ID.VN1, { phone, orderedAt: daysAgo(30 - i), status: DELIVERED });
      await pastParcel(ORG_ID.VN1, { phone, orderedAt: daysAgo(29.5 - i), status: DELIVERED });
      await pastParcel(ORG_ID.VN1, { phone, orderedAt: daysAgo(29 - i), status: RETURNED });
    }
    const phone = newPhone();
    await orderOf(ORG_ID.VN1, { phone, orderedAt: daysAgo(2) });
    await orderOf(ORG_ID.VN1, { phone, orderedAt: daysAgo(1) });
    const order = await orderOf(ORG_ID.VN1, { phone, orderedAt: daysAgo(0) });
    // The counts the score reads (the reasons show only the three heaviest: this one is light).
    const { counts } = await signalCounts(db, ORG_ID.VN1, [order], new Date());
    const orderCounts = counts.get(order)!;
    expect(orderCounts.bins.duplicates).toBe('2+');
    const alone = scoreOrder({
      org: orderCounts.org,
      signals: { duplicates: orderCounts.signals.duplicates! },
      bins: { duplicates: '2+' },
    });
    const twoPlus = reason(alone, 'duplicates');
    expect(twoPlus).toMatchObject({ bin: '2+' });
    const { returned, parcels, baseRate, smoothed } = twoPlus!;
    expect(smoothed).toBeCloseTo(
      (returned + SIGNAL_PRIOR.duplicates * baseRate) / (parcels + SIGNAL_PRIOR.duplicates),
      10,
    );
    // A few parcels move the rate at most parcels / (parcels + prior) of the way from the base.
    expect(Math.abs(smoothed - baseRate)).toBeLessThanOrEqual(parcels / (parcels + SIGNAL_PRIOR.duplicates));
    expect(Math.abs(twoPlus!.weight)).toBeLessThan(0.1);
    expect(parcels).toBeLessThan(10);
  });

  it('counts a phone’s orders cancelled at validation, only those cancelled before asOf', async () => {
    // 30 customers with an order cancelled at validation, whose next order came back.
    for (let i = 0; i < 30; i++) {
      const phone = newPhone();
      await orderOf(ORG_ID.VN1, {
        phone,
        orderedAt: daysAgo(80 - i),
        status: SO_STATUS.CANCELLED,
        updatedAt: daysAgo(79.5 - i),
      });
      await pastParcel(ORG_ID.VN1, { phone, orderedAt: daysAgo(70 - i), status: RETURNED });
    }
    const phone = newPhone();
    await orderOf(ORG_ID.VN1, {
      phone,
      orderedAt: daysAgo(10),
      status: SO_STATUS.CANCELLED,
      updatedAt: daysAgo(9),
    });
    const order = await orderOf(ORG_ID.VN1, { phone, orderedAt: daysAgo(0) });
    const fresh = await orderOf(ORG_ID.VN1, { phone: newPhone(), orderedAt: daysAgo(0) });
    const scores = await scoreSaleOrders(db, ORG_ID.VN1, [order, fresh]);
    const cancelled = reason(scores.get(order), 'cancelled');
    expect(cancelled).toMatchObject({ bin: '1' });
    expect(cancelled!.parcels).toBeGreaterThanOrEqual(30);
    expect(cancelled!.weight).toBeGreaterThan(0);
    expect(reason(scores.get(fresh), 'cancelled')).toBeUndefined();
    expect(scores.get(order)!.probability).toBeGreaterThan(scores.get(fresh)!.probability);
    // Scored as of before its cancellation, the phone had none cancelled yet.
    const [before] = (await scoreSaleOrders(db, ORG_ID.VN1, [order], daysAgo(9.5))).values();
    expect(reason(before, 'cancelled')).toBeUndefined();
  });
});
