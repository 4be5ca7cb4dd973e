import {
  DELIVERY_RISK_BINNED_SIGNALS,
  DELIVERY_RISK_MIN_STREET,
  type DeliveryRiskBin,
  LOGISTICS_DO_STATUS,
  SO_STATUS,
} from '@leadline/contracts';
import { sql } from 'kysely';
import {
  DUPLICATE_DAYS,
  type OrderSignalCounts,
  type OutcomeCount,
  RISK_SIGNALS,
  type RiskSignal,
  type RiskThresholds,
} from './delivery-risk-score.js';

/**
 * The parts of the scoring statements (docs/delivery-risk.md) that the live statement
 * (delivery-risk.repository.ts) and the history counts (history-counts.repository.ts) share, so a
 * key, a bin or a window means the same in both. Aliases: s a sale order, l its lead, h its
 * history row, o an order of the `orders` CTE.
 */

export const { DELIVERED, RETURNED } = LOGISTICS_DO_STATUS;

/** The normalised phone: E.164, else the raw form's digits (0036's generated column, indexed). */
export const ORDER_PHONE = sql`l.phone_key`;

/** What the history reads of an order (the `orders` CTE's columns). */
export const ORDER_COLUMNS = sql`s.id, s.created_at, s.status, s.updated_at, s.amount, s.lead_id,
  l.campaign_id, ${ORDER_PHONE} AS phone`;

/** Each campaign's median order amount over the orders of `orders` created before asOf. */
export const campaignMedians = (asOf: Date) => sql`
  SELECT o.campaign_id, percentile_cont(0.5) WITHIN GROUP (ORDER BY o.amount) AS median
  FROM orders o WHERE o.created_at < ${asOf} AND o.campaign_id IS NOT NULL
  GROUP BY o.campaign_id`;

/** The calls on each order's lead started before the order (known when it is scored). */
export const sellingCalls = (orgId: number, onlyIds?: readonly number[]) => sql`
  SELECT o.id, count(*) AS attempts, coalesce(sum(c.duration_seconds), 0) AS talk
  FROM orders o JOIN calls c ON c.lead_id = o.lead_id AND c.org_id = ${orgId}
    AND c.started_at < o.created_at
  ${onlyIds ? sql`WHERE o.id = ANY(${[...onlyIds]}::int[])` : sql``}
  GROUP BY o.id`;

/**
 * An order's history row from `orders` (o) and `selling` (c): its phone's other orders in the
 * DUPLICATE_DAYS before it (known when it is scored: it exists then) and the phone's earlier orders
 * cancelled at validation before asOf (an outcome: asOf bounds it). The windows need every order of
 * the phone in `orders`.
 */
export const historyColumns = (asOf: Date) => sql`
  o.id, o.phone, coalesce(c.attempts, 0) AS attempts, coalesce(c.talk, 0) AS talk,
  count(*) OVER (PARTITION BY o.phone ORDER BY o.created_at
    RANGE BETWEEN ${`${DUPLICATE_DAYS} days`}::interval PRECEDING AND CURRENT ROW) - 1 AS dups,
  count(*) FILTER (WHERE o.status = ${SO_STATUS.CANCELLED} AND o.updated_at < ${asOf})
    OVER (PARTITION BY o.phone ORDER BY o.created_at
      ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING) AS cancels`;

/**
 * A count as its bin (contracts' DELIVERY_RISK_BINS). No phone, or none counted, no bin: the
 * ordinary case holds most parcels, so its rate is the base rate and a term of its own would only
 * echo what the other signals already say (both binned signals would add the same nudge).
 */
const bin = (count: ReturnType<typeof sql>) => sql`CASE WHEN h.phone IS NULL OR ${count} = 0 THEN NULL
  WHEN ${count} >= 2 THEN '2+' ELSE (${count})::text END`;

/**
 * The address as its bin: no ward (the carrier cannot route it), else a street text under
 * DELIVERY_RISK_MIN_STREET characters (no house number and street to find the door); complete is
 * no bin. District and province are not binned: a ward sits in them, a lead with a ward has both.
 */
const addressBin = sql`CASE WHEN l.ward_id IS NULL THEN 'no-ward'
  WHEN length(btrim(coalesce(l.street, ''))) < ${DELIVERY_RISK_MIN_STREET} THEN 'no-street' END`;

/** The order's amount over its campaign's median (h.median): 0.5 to 1.5 is the usual, no bin. */
const valueBin = sql`CASE WHEN h.median IS NULL OR h.median <= 0 THEN NULL
  WHEN s.amount < 0.5 * h.median THEN 'value-low' WHEN s.amount < 1.5 * h.median THEN NULL
  WHEN s.amount < 3 * h.median THEN 'value-high' ELSE 'value-very-high' END`;

/** The selling calls (h.attempts, h.talk): an order without a call has no bin (imported, resold). */
const talkBin = sql`CASE WHEN h.attempts = 0 THEN NULL WHEN h.talk < 60 THEN 'talk-short'
  WHEN h.talk >= 300 THEN 'talk-long' END`;
const attemptsBin = sql`CASE WHEN h.attempts >= 4 THEN '4+' WHEN h.attempts >= 2 THEN '2-3' END`;

/** The same key expressions for a scored order and a past parcel's order (aliases s, l, h). */
export const KEYS = sql`
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

/**
 * The CTEs `orders`, `medians`, `selling` and `history` over every order of the org, as of asOf:
 * what binning a past parcel's order needs (the live statement and the recount).
 */
export const orgHistoryCtes = (orgId: number, asOf: Date) => sql`
  orders AS MATERIALIZED (
    SELECT ${ORDER_COLUMNS} FROM sale_orders s JOIN leads l ON l.id = s.lead_id
    WHERE s.org_id = ${orgId}
  ), medians AS MATERIALIZED (${campaignMedians(asOf)}
  ), selling AS MATERIALIZED (${sellingCalls(orgId)}
  ), history AS MATERIALIZED (
    SELECT ${historyColumns(asOf)}, m.median
    FROM orders o
    LEFT JOIN medians m ON m.campaign_id = o.campaign_id
    LEFT JOIN selling c ON c.id = o.id
  )`;

/**
 * The org's parcels that reached their outcome before asOf (updated_at is the time of the report
 * that set it), with their order's keys from `history`; the excluded orders' own parcels never
 * count (the orders being scored). Both the parcel and its order name the org.
 */
export const pastParcels = (orgId: number, asOf: Date, excluded: readonly number[]) => sql`
  SELECT d.status = ${RETURNED} AS returned, ${KEYS}
  FROM delivery_orders d
  JOIN sale_orders s ON s.id = d.sale_order_id
  JOIN leads l ON l.id = s.lead_id
  JOIN history h ON h.id = s.id
  WHERE d.org_id = ${orgId} AND s.org_id = ${orgId}
    AND d.status IN (${DELIVERED}, ${RETURNED}) AND d.updated_at < ${asOf}
    ${excluded.length > 0 ? sql`AND NOT (d.sale_order_id = ANY(${[...excluded]}::int[]))` : sql``}`;

/** A relation's (alias) keys of the signals given, one row (signal, key) each: for grouping. */
export const keysOf = (alias: string, signals: readonly RiskSignal[]) =>
  sql`(VALUES ${sql.join(
    signals.map((signal) => sql`(${signal}::text, ${sql.ref(`${alias}.${signal}`)}::text)`),
  )})`;

/**
 * A scored order's keys (alias b, a row of KEYS) as a text array in RISK_SIGNALS' order: cheaper to
 * build and to read than a JSON object per order when a batch holds thousands.
 */
export const keysArray = (alias: string) =>
  sql`ARRAY[${sql.join(RISK_SIGNALS.map((signal) => sql.ref(`${alias}.${signal}`)))}]::text[]`;

/** A row of a scoring statement: a scored order's keys, the org's totals, or a key's count. */
export interface SignalRow {
  kind: 'order' | 'org' | 'count';
  id: number | null;
  signal: RiskSignal | null;
  key: string | null;
  parcels: number;
  returned: number;
  /** An 'order' row's keys, in RISK_SIGNALS' order (keysArray). */
  keys: (string | null)[] | null;
  medium: string | number | null;
  high: string | number | null;
}

/** What a scoring statement answers: the orders' counts, and the org's thresholds. */
export interface BatchCounts {
  /** Each order's counts, by sale order id (orders of another org, or unknown, are absent). */
  counts: Map<number, OrderSignalCounts>;
  /** The org's band thresholds; null when it has set none (the defaults follow its base rate). */
  thresholds: RiskThresholds | null;
}

/** The statement's rows as each order's counts; null when it answered no 'org' row. */
export function batchCountsOf(rows: readonly SignalRow[]): BatchCounts | null {
  let org: OutcomeCount | null = null;
  let thresholds: RiskThresholds | null = null;
  const bySignal = new Map<string, OutcomeCount>();
  const orders: { id: number; keys: (string | null)[] }[] = [];
  for (const row of rows) {
    const count = { parcels: Number(row.parcels), returned: Number(row.returned) };
    if (row.kind === 'order') orders.push({ id: Number(row.id), keys: row.keys ?? [] });
    else if (row.kind === 'org') {
      org = count;
      if (row.medium !== null && row.high !== null)
        thresholds = { mediumFrom: Number(row.medium), highFrom: Number(row.high) };
    } else bySignal.set(`${row.signal}:${row.key}`, count);
  }
  if (org === null) return null;
  const counts = new Map<number, OrderSignalCounts>();
  for (const order of orders) {
    const signals: OrderSignalCounts['signals'] = {};
    const bins: OrderSignalCounts['bins'] = {};
    for (const [index, signal] of RISK_SIGNALS.entries()) {
      const key = order.keys[index] ?? null;
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

/** The org's thresholds, as the 'org' row's two last columns. */
export const thresholdColumns = (orgId: number) => sql`
  (SELECT r.medium_from FROM org_delivery_risk_settings r WHERE r.org_id = ${orgId}),
  (SELECT r.high_from FROM org_delivery_risk_settings r WHERE r.org_id = ${orgId})`;
