import { LOGISTICS_DO_STATUS, ORG_ID, SO_STATUS } from '@leadline/contracts';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withOrgScope } from '../../db/org-scope.js';
import type { Database } from '../../db/schema.js';
import { inWard, wardsWithoutLeads } from '../../testing/lead-fixtures.js';
import { endedParcel, orderOfPhone } from '../../testing/logistics-fixtures.js';
import { startTestServer, type TestServer } from '../../testing/test-server.js';
import {
  HISTORY_FRESH_MS,
  historySignalCounts,
  orgBaseRate,
  recountHistories,
  recountHistory,
  scoreSaleOrders,
} from './index.js';

const { DELIVERED, RETURNED } = LOGISTICS_DO_STATUS;
const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

type Ward = { id: number; provinceId: number };

/**
 * The history counts (docs/delivery-risk.md 'History counts'): the validation list scores from the
 * org's counts kept by the recount, as the live statement would, with the phone's parcels live.
 */
describe('delivery risk: scoring from the history counts', () => {
  let server: TestServer;
  let db: Kysely<Database>;
  let phoneSeq = 0;
  let wards: Ward[] = [];
  const newPhone = () => `+8492${String(4_000_000 + phoneSeq++ * 43).padStart(7, '0')}`;

  /** A sale order of a lead of its own with that phone and ward (a copy of the org's demo ones). */
  async function orderOf(orgId: number, values: { phone: string; ward: Ward; status: number }) {
    const order = await orderOfPhone(db, orgId, values.phone, {
      lead: inWard(values.ward),
      order: { status: values.status },
    });
    return order.id;
  }

  /** A parcel of the past of that phone and ward, ended with `status` ten days ago. */
  async function pastParcel(orgId: number, values: { phone: string; ward: Ward; status: number }) {
    const id = await orderOf(orgId, { ...values, status: SO_STATUS.APPROVED });
    await endedParcel(db, orgId, id, values.status, daysAgo(10));
  }

  const pendingOf = async (orgId: number) =>
    (
      await db
        .selectFrom('saleOrders')
        .select('id')
        .where('orgId', '=', orgId)
        .where('status', '=', SO_STATUS.PENDING)
        .orderBy('id')
        .execute()
    ).map((row) => row.id);

  const keptCounts = (orgId: number) =>
    db
      .selectFrom('deliveryRiskHistoryCounts')
      .select(['signal', 'key', 'parcels', 'returned'])
      .where('orgId', '=', orgId)
      .orderBy('signal')
      .orderBy('key')
      .execute();

  beforeAll(async () => {
    server = await startTestServer({ JOB_POLL_MS: '0', LOGISTICS_SIM_TICK_MS: '0' });
    db = server.engine.db;
    wards = await wardsWithoutLeads(db, 3);
    expect(wards.length).toBe(3);
  });
  afterAll(() => server.close());

  it('scores every pending order from the counts as the live statement does', async () => {
    const [busy, quiet] = wards as [Ward, Ward];
    const refuser = newPhone();
    for (const status of [RETURNED, RETURNED, RETURNED, RETURNED, DELIVERED, DELIVERED])
      await pastParcel(ORG_ID.VN1, { phone: newPhone(), ward: busy, status });
    await pastParcel(ORG_ID.VN1, { phone: refuser, ward: quiet, status: RETURNED });
    await pastParcel(ORG_ID.VN1, { phone: refuser, ward: quiet, status: RETURNED });
    const risky = await orderOf(ORG_ID.VN1, { phone: refuser, ward: busy, status: SO_STATUS.PENDING });

    expect(await historySignalCounts(db, ORG_ID.VN1, [risky], new Date())).toBeNull();
    await recountHistory(db, ORG_ID.VN1, new Date(), HISTORY_FRESH_MS);
    const ids = await pendingOf(ORG_ID.VN1);
    expect(ids.length).toBeGreaterThan(5);
    const kept = await historySignalCounts(db, ORG_ID.VN1, ids, new Date());
    expect(kept?.counts.get(risky)?.signals).toMatchObject({
      phone: { parcels: 2, returned: 2 },
      ward: { parcels: 6, returned: 4 },
    });

    const fromCounts = await scoreSaleOrders(db, ORG_ID.VN1, ids);
    const live = await scoreSaleOrders(db, ORG_ID.VN1, ids, new Date());
    expect(fromCounts.size).toBe(ids.length);
    expect(fromCounts).toEqual(live);
    expect(fromCounts.get(risky)?.reasons.map((reason) => reason.signal)).toEqual(
      expect.arrayContaining(['phone', 'ward']),
    );
  });

  it('counts a phone’s new parcel at once, a ward’s from the next recount', async () => {
    const ward = wards[2]!;
    const phone = newPhone();
    const order = await orderOf(ORG_ID.VN1, { phone, ward, status: SO_STATUS.PENDING });
    await recountHistory(db, ORG_ID.VN1, new Date(), HISTORY_FRESH_MS);
    await pastParcel(ORG_ID.VN1, { phone, ward, status: RETURNED });

    const signalsNow = async () =>
      (await historySignalCounts(db, ORG_ID.VN1, [order], new Date()))?.counts.get(order)?.signals;
    expect(await signalsNow()).toMatchObject({ phone: { parcels: 1, returned: 1 } });
    expect((await signalsNow())?.ward).toBeUndefined();

    await recountHistory(db, ORG_ID.VN1, new Date(), HISTORY_FRESH_MS);
    expect((await signalsNow())?.ward).toEqual({ parcels: 1, returned: 1 });
  });

  it('scores live when the counts are stale or the org has none', async () => {
    const ids = await pendingOf(ORG_ID.VN1);
    await recountHistory(db, ORG_ID.VN1, new Date(), HISTORY_FRESH_MS);
    // A parcel in a ward the counts have not seen: the live statement counts it, the counts do not.
    const ward = wards[1]!;
    await pastParcel(ORG_ID.VN1, { phone: newPhone(), ward, status: RETURNED });
    const fresh = await scoreSaleOrders(db, ORG_ID.VN1, ids);
    const live = await scoreSaleOrders(db, ORG_ID.VN1, ids, new Date());
    expect(fresh).not.toEqual(live);

    await db
      .updateTable('deliveryRiskHistory')
      .set({ freshUntil: new Date(Date.now() - 1000) })
      .where('orgId', '=', ORG_ID.VN1)
      .execute();
    expect(await historySignalCounts(db, ORG_ID.VN1, ids, new Date())).toBeNull();
    expect(await scoreSaleOrders(db, ORG_ID.VN1, ids)).toEqual(
      await scoreSaleOrders(db, ORG_ID.VN1, ids, new Date()),
    );

    const theirs = await pendingOf(ORG_ID.TH1);
    await db.deleteFrom('deliveryRiskHistory').where('orgId', '=', ORG_ID.TH1).execute();
    expect(await historySignalCounts(db, ORG_ID.TH1, theirs, new Date())).toBeNull();
  });

  it('never counts another org’s parcels, and an org’s scope reads only its own counts', async () => {
    const ward = wards[0]!;
    await recountHistory(db, ORG_ID.VN1, new Date(), HISTORY_FRESH_MS);
    const before = await keptCounts(ORG_ID.VN1);
    await pastParcel(ORG_ID.TH1, { phone: newPhone(), ward, status: RETURNED });
    await recountHistory(db, ORG_ID.VN1, new Date(), HISTORY_FRESH_MS);
    await recountHistory(db, ORG_ID.TH1, new Date(), HISTORY_FRESH_MS);
    expect(await keptCounts(ORG_ID.VN1)).toEqual(before);
    expect(await keptCounts(ORG_ID.TH1)).toContainEqual({
      signal: 'ward',
      key: String(ward.id),
      parcels: 1,
      returned: 1,
    });
    for (const orgId of [ORG_ID.VN1, ORG_ID.TH1]) {
      const row = await db
        .selectFrom('deliveryRiskHistory')
        .select(['parcels', 'returned'])
        .where('orgId', '=', orgId)
        .executeTakeFirstOrThrow();
      const base = await orgBaseRate(db, orgId);
      expect(row).toEqual({ parcels: base.parcels, returned: base.returned });
    }
    const seen = await withOrgScope(db, { orgId: ORG_ID.VN1 }, (trx) =>
      trx.selectFrom('deliveryRiskHistoryCounts').select('orgId').distinct().execute(),
    );
    expect(seen).toEqual([{ orgId: ORG_ID.VN1 }]);
  });

  it('recounts in parallel with scoring, losing and doubling no count', async () => {
    const ids = await pendingOf(ORG_ID.VN1);
    await recountHistory(db, ORG_ID.VN1, new Date(), HISTORY_FRESH_MS);
    const once = await keptCounts(ORG_ID.VN1);
    const expected = await scoreSaleOrders(db, ORG_ID.VN1, ids);
    const work = await Promise.allSettled([
      ...Array.from({ length: 6 }, () => recountHistory(db, ORG_ID.VN1, new Date(), HISTORY_FRESH_MS)),
      ...Array.from({ length: 6 }, () => scoreSaleOrders(db, ORG_ID.VN1, ids)),
    ]);
    expect(work.filter((outcome) => outcome.status === 'rejected')).toEqual([]);
    for (const outcome of work.slice(6))
      expect(outcome.status === 'fulfilled' && outcome.value).toEqual(expected);
    expect(await keptCounts(ORG_ID.VN1)).toEqual(once);
  });

  it('recounts the other orgs when one org’s recount fails, names it, and keeps its counts', async () => {
    await pastParcel(ORG_ID.TH1, { phone: newPhone(), ward: wards[0]!, status: DELIVERED });
    await recountHistory(db, ORG_ID.TH1, new Date(), HISTORY_FRESH_MS);
    const theirs = await keptCounts(ORG_ID.TH1);
    expect(theirs.length).toBeGreaterThan(0);
    await db.deleteFrom('deliveryRiskHistory').execute();
    // A fault in TH1's recount alone: its row cannot be written.
    await sql`ALTER TABLE delivery_risk_history ADD CONSTRAINT test_refuse_th1 CHECK (org_id <> ${sql.lit(ORG_ID.TH1)})`.execute(
      db,
    );
    try {
      await expect(recountHistories(db)).rejects.toThrow(`org ${ORG_ID.TH1}`);
    } finally {
      await sql`ALTER TABLE delivery_risk_history DROP CONSTRAINT test_refuse_th1`.execute(db);
    }
    const orgs = await db.selectFrom('deliveryRiskHistory').select('orgId').execute();
    expect(orgs.map((row) => row.orgId)).toContain(ORG_ID.VN1);
    expect(orgs.map((row) => row.orgId)).not.toContain(ORG_ID.TH1);
    // Its recount rolled back whole: the counts it had are left as they were.
    expect(await keptCounts(ORG_ID.TH1)).toEqual(theirs);
  });

  it('is recounted for every org by the recurring job', async () => {
    await db.deleteFrom('deliveryRiskHistory').execute();
    expect(await server.jobs.runDueJobs()).toBeGreaterThanOrEqual(0);
    const rows = await db.selectFrom('deliveryRiskHistory').select(['orgId', 'asOf', 'freshUntil']).execute();
    const orgs = await db.selectFrom('orgs').select('id').where('id', '<>', 0).execute();
    expect(rows.map((row) => row.orgId).sort()).toEqual(orgs.map((org) => org.id).sort());
    for (const row of rows)
      expect(new Date(row.freshUntil).getTime() - new Date(row.asOf).getTime()).toBe(HISTORY_FRESH_MS);
  });
});
