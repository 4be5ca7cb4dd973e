import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { signalCounts } from './delivery-risk.repository.js';
import { type RiskScore, scoreOrder } from './delivery-risk-score.js';
import type { BatchCounts } from './delivery-risk-sql.js';
import { historySignalCounts, recountEveryOrg } from './history-counts.repository.js';

/** The recurring recount of every org's history counts (docs/delivery-risk.md 'History counts'). */
export const HISTORY_RECOUNT_JOB = 'delivery-risk-recount';
export const HISTORY_RECOUNT_INTERVAL_MS = 5 * 60_000;
/** Counts older than three rounds (the job stopped, or a fresh database) are not used: scored live. */
export const HISTORY_FRESH_MS = 3 * HISTORY_RECOUNT_INTERVAL_MS;

/**
 * The delivery risk of a batch of sale orders of one org (docs/delivery-risk.md): one statement
 * whatever the batch's size. With `asOf` (the back-test, a past time), counted live as of then.
 * Without, as of now: from the org's history counts while they are fresh, else live. Orders not
 * found in the org are absent.
 */
export async function scoreSaleOrders(
  db: Kysely<Database>,
  orgId: number,
  saleOrderIds: readonly number[],
  asOf?: Date,
): Promise<Map<number, RiskScore>> {
  const scores = new Map<number, RiskScore>();
  if (saleOrderIds.length === 0) return scores;
  let batch: BatchCounts | null = null;
  if (asOf === undefined) {
    const now = new Date();
    batch =
      (await historySignalCounts(db, orgId, saleOrderIds, now)) ??
      (await signalCounts(db, orgId, saleOrderIds, now));
  } else batch = await signalCounts(db, orgId, saleOrderIds, asOf);
  for (const [id, orderCounts] of batch.counts) scores.set(id, scoreOrder(orderCounts, batch.thresholds));
  return scores;
}

/** The recurring job's round: every org's history counts as of now. */
export const recountHistories = (systemDb: Kysely<Database>) =>
  recountEveryOrg(systemDb, new Date(), HISTORY_FRESH_MS);
