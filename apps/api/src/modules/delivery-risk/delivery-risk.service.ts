import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { signalCounts } from './delivery-risk.repository.js';
import { type RiskScore, scoreOrder } from './delivery-risk-score.js';

/**
 * The delivery risk of a batch of sale orders of one org as of a time (docs/delivery-risk.md):
 * one statement whatever the batch's size. Orders not found in the org are absent.
 */
export async function scoreSaleOrders(
  db: Kysely<Database>,
  orgId: number,
  saleOrderIds: readonly number[],
  asOf: Date = new Date(),
): Promise<Map<number, RiskScore>> {
  const { counts, thresholds } = await signalCounts(db, orgId, saleOrderIds, asOf);
  const scores = new Map<number, RiskScore>();
  for (const [id, orderCounts] of counts) scores.set(id, scoreOrder(orderCounts, thresholds));
  return scores;
}
