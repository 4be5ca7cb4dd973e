import { HQ_ORG_ID } from '@leadline/contracts';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import { RISK_SIGNALS } from './delivery-risk-score.js';
import {
  type BatchCounts,
  batchCountsOf,
  DELIVERED,
  historyColumns,
  KEYS,
  keysArray,
  keysOf,
  ORDER_COLUMNS,
  ORDER_PHONE,
  orgHistoryCtes,
  pastParcels,
  RETURNED,
  type SignalRow,
  sellingCalls,
  thresholdColumns,
} from './delivery-risk-sql.js';

/**
 * The history counts (docs/delivery-risk.md 'History counts'): the org's past parcels counted per
 * signal key as of a time, kept in delivery_risk_history(_counts) by a recurring job, so that
 * scoring a page of the validation list reads the counts of its orders' keys instead of every
 * order, lead and call of the org. The phone is not kept: its parcels are few and counted live
 * for the orders scored, so a customer's last refusal counts at once.
 */

/** The signals whose counts are kept: every one but the phone. */
export const KEPT_SIGNALS = RISK_SIGNALS.filter((signal) => signal !== 'phone');

/** Advisory lock class of an org's recount (pg_advisory_xact_lock(class, org)): one at a time. */
const RECOUNT_LOCK = 0x64726973;

/**
 * Counts the org's parcels ended before asOf per kept signal key, replacing its counts, in one
 * transaction: readers see the old counts or the new, never a mix. The counts may be used until
 * asOf + freshForMs. The same parts as the live statement, over all the org's parcels.
 */
export async function recountHistory(
  db: Kysely<Database>,
  orgId: number,
  asOf: Date,
  freshForMs: number,
): Promise<void> {
  const freshUntil = new Date(asOf.getTime() + freshForMs);
  await db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${sql.lit(RECOUNT_LOCK)}, ${orgId})`.execute(trx);
    await trx.deleteFrom('deliveryRiskHistoryCounts').where('orgId', '=', orgId).execute();
    await sql`
      WITH ${orgHistoryCtes(orgId, asOf)}, past AS MATERIALIZED (${pastParcels(orgId, asOf, [])}
      ), counted AS (
        INSERT INTO delivery_risk_history_counts (org_id, signal, key, parcels, returned)
        SELECT ${orgId}, k.signal, k.key, count(*), count(*) FILTER (WHERE p.returned)
        FROM past p CROSS JOIN LATERAL ${keysOf('p', KEPT_SIGNALS)} AS k (signal, key)
        WHERE k.key IS NOT NULL
        GROUP BY k.signal, k.key
      )
      INSERT INTO delivery_risk_history (org_id, as_of, fresh_until, parcels, returned, medians)
      SELECT ${orgId}, ${asOf}, ${freshUntil}, count(*), count(*) FILTER (WHERE p.returned),
        (SELECT coalesce(jsonb_object_agg(m.campaign_id::text, m.median), '{}') FROM medians m)
      FROM past p
      ON CONFLICT (org_id) DO UPDATE SET as_of = excluded.as_of, fresh_until = excluded.fresh_until,
        parcels = excluded.parcels, returned = excluded.returned, medians = excluded.medians`.execute(trx);
  });
}

/**
 * Recounts every org's history (the recurring job), one org after the other. An org whose recount
 * fails does not hold back the others: their counts are written, then the round fails naming it
 * (the job keeps the error; that org scores live once its counts are stale).
 */
export async function recountEveryOrg(db: Kysely<Database>, asOf: Date, freshForMs: number): Promise<number> {
  const orgs = await db.selectFrom('orgs').select('id').where('id', '<>', HQ_ORG_ID).orderBy('id').execute();
  const failed: { orgId: number; error: unknown }[] = [];
  for (const org of orgs) {
    try {
      await recountHistory(db, org.id, asOf, freshForMs);
    } catch (error) {
      failed.push({ orgId: org.id, error });
    }
  }
  if (failed.length > 0)
    throw new AggregateError(
      failed.map((failure) => failure.error),
      `delivery-risk recount failed for org ${failed.map((failure) => failure.orgId).join(', ')}`,
    );
  return orgs.length;
}

/**
 * The batch's counts as of `now` from the org's history counts, in one statement; null when the
 * org has none fresh at `now` (the caller counts live). The batch's own keys and bins are read
 * live from the orders of its phones (every one, so the duplicates' and cancellations' windows see
 * what the live statement sees) and its leads' calls; the phone's parcels are counted live.
 */
export async function historySignalCounts(
  db: Kysely<Database>,
  orgId: number,
  saleOrderIds: readonly number[],
  now: Date,
): Promise<BatchCounts | null> {
  const ids = [...saleOrderIds];
  const { rows } = await sql<SignalRow>`
    WITH kept AS MATERIALIZED (
      SELECT k.parcels, k.returned, k.medians FROM delivery_risk_history k
      WHERE k.org_id = ${orgId} AND k.fresh_until > ${now}
    ), scored AS MATERIALIZED (
      -- The lead by its key, one lookup per order: a join may read every lead of the org instead.
      SELECT s.id, (SELECT ${ORDER_PHONE} FROM leads l WHERE l.id = s.lead_id) AS phone
      FROM sale_orders s
      WHERE s.org_id = ${orgId} AND s.id = ANY(${ids}::int[]) AND EXISTS (SELECT FROM kept)
    ), orders AS MATERIALIZED (
      SELECT ${ORDER_COLUMNS} FROM sale_orders s JOIN leads l ON l.id = s.lead_id
      WHERE s.org_id = ${orgId} AND s.id IN (SELECT x.id FROM scored x WHERE x.phone IS NULL)
      UNION ALL
      SELECT ${ORDER_COLUMNS} FROM leads l JOIN sale_orders s ON s.lead_id = l.id
      WHERE l.org_id = ${orgId} AND s.org_id = ${orgId}
        AND ${ORDER_PHONE} IN (SELECT x.phone FROM scored x WHERE x.phone IS NOT NULL)
    ), selling AS MATERIALIZED (${sellingCalls(orgId, ids)}
    ), history AS MATERIALIZED (
      SELECT ${historyColumns(now)},
        (SELECT (k.medians ->> o.campaign_id::text)::float8 FROM kept k) AS median
      FROM orders o LEFT JOIN selling c ON c.id = o.id
    ), batch AS MATERIALIZED (
      SELECT s.id, ${KEYS}
      FROM sale_orders s JOIN leads l ON l.id = s.lead_id JOIN history h ON h.id = s.id
      WHERE s.org_id = ${orgId} AND s.id IN (SELECT x.id FROM scored x)
    )
    SELECT 'order'::text AS kind, b.id, NULL::text AS signal, NULL::text AS key, 0 AS parcels,
      0 AS returned, ${keysArray('b')} AS keys, NULL::numeric AS medium, NULL::numeric AS high
    FROM batch b
    UNION ALL
    SELECT 'org', NULL, NULL, NULL, k.parcels, k.returned, NULL, ${thresholdColumns(orgId)}
    FROM kept k
    UNION ALL
    SELECT 'count', NULL, 'phone', o.phone, count(*)::int, (count(*) FILTER (WHERE d.status = ${RETURNED}))::int,
      NULL, NULL, NULL
    FROM orders o JOIN delivery_orders d ON d.sale_order_id = o.id
    WHERE o.phone IS NOT NULL AND d.org_id = ${orgId}
      AND d.status IN (${DELIVERED}, ${RETURNED}) AND d.updated_at < ${now}
      AND NOT (o.id = ANY(${ids}::int[]))
    GROUP BY o.phone
    ${sql.join(
      KEPT_SIGNALS.map(
        (signal) => sql`UNION ALL
    SELECT 'count', NULL, c.signal, c.key, c.parcels, c.returned, NULL, NULL, NULL
    FROM delivery_risk_history_counts c
    WHERE c.org_id = ${orgId} AND c.signal = ${signal} AND c.key IN (SELECT b.${sql.ref(signal)} FROM batch b)`,
      ),
      sql` `,
    )}`.execute(db);
  return batchCountsOf(rows);
}
