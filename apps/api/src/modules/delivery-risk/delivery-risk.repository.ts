import { LOGISTICS_DO_STATUS } from '@leadline/contracts';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import {
  type OrderSignalCounts,
  type OutcomeCount,
  RISK_SIGNALS,
  type RiskSignal,
  type RiskThresholds,
} from './delivery-risk-score.js';

/**
 * The signals' counts (docs/delivery-risk.md) for a batch of sale orders, in two statements
 * whatever the batch's size: the batch's keys, then the org's past parcels grouped by each
 * signal's key, kept to the keys the batch holds. Every statement names the org: another org's
 * parcels never count, on the system connection (the bench, a job) as under row-level security.
 */

type OrderKeys = Record<RiskSignal, string | null>;

/** The same key expressions for a scored order and a past parcel's order (aliases s and l). */
const KEYS = sql`
  coalesce(l.phone_e164, nullif(regexp_replace(l.phone_raw, '\\D', '', 'g'), '')) AS phone,
  l.ward_id::text AS ward,
  l.province_id::text AS province,
  (SELECT i.product_id FROM sale_order_items i WHERE i.sale_order_id = s.id
    ORDER BY i.amount DESC, i.id LIMIT 1)::text AS product,
  l.campaign_id::text AS campaign,
  nullif(l.source_network, '') AS source,
  s.created_by::text AS agent`;

const { DELIVERED, RETURNED } = LOGISTICS_DO_STATUS;

async function keysOf(db: Kysely<Database>, orgId: number, saleOrderIds: readonly number[]) {
  const { rows } = await sql<OrderKeys & { id: number }>`
    SELECT s.id, ${KEYS}
    FROM sale_orders s JOIN leads l ON l.id = s.lead_id
    WHERE s.org_id = ${orgId} AND s.id = ANY(${[...saleOrderIds]}::int[])`.execute(db);
  return rows;
}

interface CountRow {
  signal: RiskSignal | 'org';
  key: string | null;
  parcels: number;
  returned: number;
}

async function countsOf(
  db: Kysely<Database>,
  orgId: number,
  saleOrderIds: readonly number[],
  keys: Record<RiskSignal, string[]>,
  asOf: Date,
): Promise<CountRow[]> {
  const bySignal = RISK_SIGNALS.map(
    (signal) => sql`
      SELECT ${signal}::text, ${sql.ref(signal)}, count(*), count(*) FILTER (WHERE returned)
      FROM past WHERE ${sql.ref(signal)} = ANY(${keys[signal]}::text[]) GROUP BY ${sql.ref(signal)}`,
  );
  // A parcel counts once it reached its outcome before asOf (updated_at is the time of the report
  // that set it); the scored orders' own parcels never count.
  const { rows } = await sql<CountRow>`
    WITH past AS MATERIALIZED (
      SELECT d.status = ${RETURNED} AS returned, ${KEYS}
      FROM delivery_orders d
      JOIN sale_orders s ON s.id = d.sale_order_id
      JOIN leads l ON l.id = s.lead_id
      WHERE d.org_id = ${orgId} AND s.org_id = ${orgId}
        AND d.status IN (${DELIVERED}, ${RETURNED}) AND d.updated_at < ${asOf}
        AND NOT (d.sale_order_id = ANY(${[...saleOrderIds]}::int[]))
    )
    SELECT q.signal, q.key, q.parcels::int AS parcels, q.returned::int AS returned FROM (
      SELECT 'org'::text AS signal, NULL::text AS key, count(*) AS parcels,
        count(*) FILTER (WHERE returned) AS returned FROM past
      ${sql.join(
        bySignal.map((part) => sql`UNION ALL ${part}`),
        sql` `,
      )}
    ) q`.execute(db);
  return rows;
}

/** Each order's counts, by sale order id (orders of another org, or unknown, are absent). */
export async function signalCounts(
  db: Kysely<Database>,
  orgId: number,
  saleOrderIds: readonly number[],
  asOf: Date,
): Promise<Map<number, OrderSignalCounts>> {
  const result = new Map<number, OrderSignalCounts>();
  if (saleOrderIds.length === 0) return result;
  const orders = await keysOf(db, orgId, saleOrderIds);
  const keys = Object.fromEntries(
    RISK_SIGNALS.map((signal) => [
      signal,
      [...new Set(orders.map((order) => order[signal]).filter((key): key is string => key !== null))],
    ]),
  ) as Record<RiskSignal, string[]>;
  const rows = await countsOf(db, orgId, saleOrderIds, keys, asOf);
  let org: OutcomeCount = { parcels: 0, returned: 0 };
  const bySignal = new Map<string, OutcomeCount>();
  for (const row of rows) {
    const count = { parcels: Number(row.parcels), returned: Number(row.returned) };
    if (row.signal === 'org') org = count;
    else bySignal.set(`${row.signal}:${row.key}`, count);
  }
  for (const order of orders) {
    const signals: OrderSignalCounts['signals'] = {};
    for (const signal of RISK_SIGNALS) {
      const key = order[signal];
      const count = key === null ? undefined : bySignal.get(`${signal}:${key}`);
      if (count) signals[signal] = count;
    }
    result.set(Number(order.id), { org, signals });
  }
  return result;
}

/** The org's band thresholds; null when it has set none (the defaults follow its base rate). */
export async function riskThresholds(db: Kysely<Database>, orgId: number): Promise<RiskThresholds | null> {
  const row = await db
    .selectFrom('orgDeliveryRiskSettings')
    .select(['mediumFrom', 'highFrom'])
    .where('orgId', '=', orgId)
    .executeTakeFirst();
  return row ? { mediumFrom: Number(row.mediumFrom), highFrom: Number(row.highFrom) } : null;
}
