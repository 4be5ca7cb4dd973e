import {
  DELIVERY_RISK_BINNED_SIGNALS,
  type DeliveryRiskBin,
  LOGISTICS_DO_STATUS,
  SO_STATUS,
} from '@leadline/contracts';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import {
  DUPLICATE_DAYS,
  type OrderSignalCounts,
  type OutcomeCount,
  RISK_SIGNALS,
  type RiskSignal,
  type RiskThresholds,
} from './delivery-risk-score.js';

/**
 * The signals' counts (docs/delivery-risk.md) and the org's thresholds for a batch of sale orders,
 * in one statement whatever the batch's size: the batch's keys, the org's past parcels grouped by
 * each signal's key kept to the keys the batch holds, and the thresholds on the org's row. Every
 * part names the org: another org's orders never count, on the system connection (the bench, a
 * job) as under row-level security.
 */

type OrderKeys = Record<RiskSignal, string | null>;

const { DELIVERED, RETURNED } = LOGISTICS_DO_STATUS;

/**
 * A count as its bin (contracts' DELIVERY_RISK_BINS). No phone, or none counted, no bin: the
 * ordinary case holds most parcels, so its rate is the base rate and a term of its own would only
 * echo what the other signals already say (both binned signals would add the same nudge).
 */
const bin = (count: ReturnType<typeof sql>) => sql`CASE WHEN h.phone IS NULL OR ${count} = 0 THEN NULL
  WHEN ${count} >= 2 THEN '2+' ELSE (${count})::text END`;

/**
 * The address as its bin: no ward (the carrier cannot route it), else a street text under
 * ADDRESS_MIN_STREET characters (no house number and street to find the door); complete is no bin.
 * District and province are not binned: a ward sits in them, a lead with a ward has both.
 */
const ADDRESS_MIN_STREET = 5;
const addressBin = sql`CASE WHEN l.ward_id IS NULL THEN 'no-ward'
  WHEN length(btrim(coalesce(l.street, ''))) < ${ADDRESS_MIN_STREET} THEN 'no-street' END`;

/** The order's amount over its campaign's median (h.median): 0.5 to 1.5 is the usual, no bin. */
const valueBin = sql`CASE WHEN h.median IS NULL OR h.median <= 0 THEN NULL
  WHEN s.amount < 0.5 * h.median THEN 'value-low' WHEN s.amount < 1.5 * h.median THEN NULL
  WHEN s.amount < 3 * h.median THEN 'value-high' ELSE 'value-very-high' END`;

/** The selling calls (h.attempts, h.talk): an order without a call has no bin (imported, resold). */
const talkBin = sql`CASE WHEN h.attempts = 0 THEN NULL WHEN h.talk < 60 THEN 'talk-short'
  WHEN h.talk >= 300 THEN 'talk-long' END`;
const attemptsBin = sql`CASE WHEN h.attempts >= 4 THEN '4+' WHEN h.attempts >= 2 THEN '2-3' END`;

/** The same key expressions for a scored order and a past parcel's order (aliases s, l, h). */
const KEYS = sql`
  h.phone,
  l.ward_id::text AS ward,
  l.province_id::text AS province,
  (SELECT i.product_id FROM sale_order_items i WHERE i.sale_order_id = s.id
    ORDER BY i.amount DESC, i.id LIMIT 1)::text AS product,
  l.campaign_id::text AS campaign,
  nullif(l.source_network, '') AS source,
  s.created_by::text AS agent,
  ${bin(sql`h.dups`)} AS duplicates,
  ${bin(sql`h.cancels`)} AS cancelled,
  ${addressBin} AS address,
  ${valueBin} AS value,
  ${talkBin} AS talk,
  ${attemptsBin} AS attempts`;

interface Row {
  kind: 'order' | 'org' | 'count';
  id: number | null;
  signal: RiskSignal | null;
  key: string | null;
  parcels: number;
  returned: number;
  keys: OrderKeys | null;
  medium: string | number | null;
  high: string | number | null;
}

function statement(orgId: number, saleOrderIds: readonly number[], asOf: Date) {
  const ids = [...saleOrderIds];
  const bySignal = RISK_SIGNALS.map(
    (signal) => sql`
      SELECT 'count', NULL::int, ${signal}::text, p.${sql.ref(signal)}, count(*), count(*) FILTER (WHERE p.returned),
        NULL::json, NULL::numeric, NULL::numeric
      FROM past p WHERE p.${sql.ref(signal)} IN (SELECT b.${sql.ref(signal)} FROM batch b)
      GROUP BY p.${sql.ref(signal)}`,
  );
  // history: each order of the org with its phone's other orders in the DUPLICATE_DAYS before it
  // (known when it is scored: it exists then) and the phone's earlier orders cancelled at
  // validation before asOf (an outcome: asOf bounds it). A parcel counts once it reached its
  // outcome before asOf (updated_at is the time of the report that set it); the scored orders'
  // own parcels never count. medians: each campaign's median order amount over the orders created
  // before asOf (a past order is compared with that median too: a blur, never a look past asOf).
  // selling: the calls on the order's lead started before the order (known when it is scored).
  return sql<Row>`
    WITH orders AS MATERIALIZED (
      SELECT s.id, s.created_at, s.status, s.updated_at, s.amount, s.lead_id, l.campaign_id,
        coalesce(l.phone_e164, nullif(regexp_replace(l.phone_raw, '\\D', '', 'g'), '')) AS phone
      FROM sale_orders s JOIN leads l ON l.id = s.lead_id
      WHERE s.org_id = ${orgId}
    ), medians AS MATERIALIZED (
      SELECT o.campaign_id, percentile_cont(0.5) WITHIN GROUP (ORDER BY o.amount) AS median
      FROM orders o WHERE o.created_at < ${asOf} AND o.campaign_id IS NOT NULL
      GROUP BY o.campaign_id
    ), selling AS MATERIALIZED (
      SELECT o.id, count(*) AS attempts, coalesce(sum(c.duration_seconds), 0) AS talk
      FROM orders o JOIN calls c ON c.lead_id = o.lead_id AND c.org_id = ${orgId}
        AND c.started_at < o.created_at
      GROUP BY o.id
    ), history AS MATERIALIZED (
      SELECT o.id, o.phone, m.median, coalesce(c.attempts, 0) AS attempts, coalesce(c.talk, 0) AS talk,
        count(*) OVER (PARTITION BY o.phone ORDER BY o.created_at
          RANGE BETWEEN ${`${DUPLICATE_DAYS} days`}::interval PRECEDING AND CURRENT ROW) - 1 AS dups,
        count(*) FILTER (WHERE o.status = ${SO_STATUS.CANCELLED} AND o.updated_at < ${asOf})
          OVER (PARTITION BY o.phone ORDER BY o.created_at
            ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING) AS cancels
      FROM orders o
      LEFT JOIN medians m ON m.campaign_id = o.campaign_id
      LEFT JOIN selling c ON c.id = o.id
    ), batch AS MATERIALIZED (
      SELECT s.id, ${KEYS}
      FROM sale_orders s JOIN leads l ON l.id = s.lead_id JOIN history h ON h.id = s.id
      WHERE s.org_id = ${orgId} AND s.id = ANY(${ids}::int[])
    ), past AS MATERIALIZED (
      SELECT d.status = ${RETURNED} AS returned, ${KEYS}
      FROM delivery_orders d
      JOIN sale_orders s ON s.id = d.sale_order_id
      JOIN leads l ON l.id = s.lead_id
      JOIN history h ON h.id = s.id
      WHERE d.org_id = ${orgId} AND s.org_id = ${orgId}
        AND d.status IN (${DELIVERED}, ${RETURNED}) AND d.updated_at < ${asOf}
        AND NOT (d.sale_order_id = ANY(${ids}::int[]))
    )
    SELECT q.kind, q.id, q.signal, q.key, q.parcels::int AS parcels, q.returned::int AS returned,
      q.keys, q.medium, q.high
    FROM (
      SELECT 'order'::text AS kind, b.id, NULL::text AS signal, NULL::text AS key, 0::bigint AS parcels,
        0::bigint AS returned, to_json(b) AS keys, NULL::numeric AS medium, NULL::numeric AS high
      FROM batch b
      UNION ALL
      SELECT 'org', NULL, NULL, NULL, count(*), count(*) FILTER (WHERE returned), NULL,
        (SELECT r.medium_from FROM org_delivery_risk_settings r WHERE r.org_id = ${orgId}),
        (SELECT r.high_from FROM org_delivery_risk_settings r WHERE r.org_id = ${orgId})
      FROM past
      ${sql.join(
        bySignal.map((part) => sql`UNION ALL ${part}`),
        sql` `,
      )}
    ) q`;
}

export interface BatchCounts {
  /** Each order's counts, by sale order id (orders of another org, or unknown, are absent). */
  counts: Map<number, OrderSignalCounts>;
  /** The org's band thresholds; null when it has set none (the defaults follow its base rate). */
  thresholds: RiskThresholds | null;
}

/** The batch's counts and the org's thresholds, in one statement (none for an empty batch). */
export async function signalCounts(
  db: Kysely<Database>,
  orgId: number,
  saleOrderIds: readonly number[],
  asOf: Date,
): Promise<BatchCounts> {
  const counts = new Map<number, OrderSignalCounts>();
  if (saleOrderIds.length === 0) return { counts, thresholds: null };
  const { rows } = await statement(orgId, saleOrderIds, asOf).execute(db);
  let org: OutcomeCount = { parcels: 0, returned: 0 };
  let thresholds: RiskThresholds | null = null;
  const bySignal = new Map<string, OutcomeCount>();
  const orders: { id: number; keys: OrderKeys }[] = [];
  for (const row of rows) {
    const count = { parcels: Number(row.parcels), returned: Number(row.returned) };
    if (row.kind === 'order') orders.push({ id: Number(row.id), keys: row.keys as OrderKeys });
    else if (row.kind === 'org') {
      org = count;
      if (row.medium !== null && row.high !== null)
        thresholds = { mediumFrom: Number(row.medium), highFrom: Number(row.high) };
    } else bySignal.set(`${row.signal}:${row.key}`, count);
  }
  for (const order of orders) {
    const signals: OrderSignalCounts['signals'] = {};
    const bins: OrderSignalCounts['bins'] = {};
    for (const signal of RISK_SIGNALS) {
      const key = order.keys[signal] ?? null;
      const count = key === null ? undefined : bySignal.get(`${signal}:${key}`);
      if (count) signals[signal] = count;
      if (key !== null && isBinned(signal)) bins[signal] = key as DeliveryRiskBin;
    }
    counts.set(order.id, { org, signals, bins });
  }
  return { counts, thresholds };
}

const BINNED: ReadonlySet<RiskSignal> = new Set(DELIVERY_RISK_BINNED_SIGNALS);
const isBinned = (signal: RiskSignal) => BINNED.has(signal);
