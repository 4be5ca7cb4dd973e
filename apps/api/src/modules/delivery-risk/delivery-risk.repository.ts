import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import { RISK_SIGNALS } from './delivery-risk-score.js';
import {
  type BatchCounts,
  batchCountsOf,
  KEYS,
  keysArray,
  orgHistoryCtes,
  pastParcels,
  type SignalRow,
  thresholdColumns,
} from './delivery-risk-sql.js';

/**
 * The signals' counts (docs/delivery-risk.md) and the org's thresholds for a batch of sale orders
 * as of any time, counted live in one statement whatever the batch's size: the batch's keys, the
 * org's past parcels grouped by each signal's key kept to the keys the batch holds, and the
 * thresholds on the org's row. Every part names the org: another org's orders never count, on the
 * system connection (the bench, a job) as under row-level security. The validation list scores
 * from the history counts instead (history-counts.repository.ts), which this statement's parts
 * also build.
 */

function statement(orgId: number, saleOrderIds: readonly number[], asOf: Date) {
  const ids = [...saleOrderIds];
  const bySignal = RISK_SIGNALS.map(
    (signal) => sql`
      SELECT 'count', NULL::int, ${signal}::text, p.${sql.ref(signal)}, count(*), count(*) FILTER (WHERE p.returned),
        NULL::text[], NULL::numeric, NULL::numeric
      FROM past p WHERE p.${sql.ref(signal)} IN (SELECT b.${sql.ref(signal)} FROM batch b)
      GROUP BY p.${sql.ref(signal)}`,
  );
  // history: every order of the org (historyColumns); medians: each campaign's median order amount
  // over the orders created before asOf (a past order is compared with that median too: a blur,
  // never a look past asOf). A parcel counts once it reached its outcome before asOf (updated_at is
  // the time of the report that set it); the scored orders' own parcels never count.
  return sql<SignalRow>`
    WITH ${orgHistoryCtes(orgId, asOf)}, batch AS MATERIALIZED (
      SELECT s.id, ${KEYS}
      FROM sale_orders s JOIN leads l ON l.id = s.lead_id JOIN history h ON h.id = s.id
      WHERE s.org_id = ${orgId} AND s.id = ANY(${ids}::int[])
    ), past AS MATERIALIZED (${pastParcels(orgId, asOf, ids)}
    )
    SELECT q.kind, q.id, q.signal, q.key, q.parcels::int AS parcels, q.returned::int AS returned,
      q.keys, q.medium, q.high
    FROM (
      SELECT 'order'::text AS kind, b.id, NULL::text AS signal, NULL::text AS key, 0::bigint AS parcels,
        0::bigint AS returned, ${keysArray('b')} AS keys, NULL::numeric AS medium, NULL::numeric AS high
      FROM batch b
      UNION ALL
      SELECT 'org', NULL, NULL, NULL, count(*), count(*) FILTER (WHERE returned), NULL, ${thresholdColumns(orgId)}
      FROM past
      ${sql.join(
        bySignal.map((part) => sql`UNION ALL ${part}`),
        sql` `,
      )}
    ) q`;
}

/** The batch's counts and the org's thresholds as of asOf, in one statement (none for an empty batch). */
export async function signalCounts(
  db: Kysely<Database>,
  orgId: number,
  saleOrderIds: readonly number[],
  asOf: Date,
): Promise<BatchCounts> {
  if (saleOrderIds.length === 0) return { counts: new Map(), thresholds: null };
  const { rows } = await statement(orgId, saleOrderIds, asOf).execute(db);
  // The 'org' row is an aggregate: it is always there.
  return batchCountsOf(rows) ?? { counts: new Map(), thresholds: null };
}
