import {
  FINAL_DO_STATUSES,
  LOGISTICS_DO_STATUS,
  type ReconcileReason,
  type ReconcileResult,
} from '@leadline/contracts';

/** What matching needs of a delivery order. */
export interface MatchedOrder {
  id: number;
  status: number;
  codAmount: number;
}

export interface Match {
  result: ReconcileResult;
  reason: ReconcileReason | null;
  expectedCod: number | null;
  difference: number | null;
}

/**
 * DOMAIN.md 'Reconciliation', as a pure rule: no DO, or no final status yet (the partner's or the
 * DO's), is pending; a final status that agrees with the DO's and a COD collected equal to what
 * the DO should bring (its COD when delivered, nothing otherwise) is matched; anything else is
 * mismatched, with the difference collected − expected.
 */
export function matchRow(
  reported: { status: number; codCollected: number },
  order: MatchedOrder | null,
): Match {
  if (!order) return { result: 'pending', reason: 'NO_DO', expectedCod: null, difference: null };
  const expectedCod = order.status === LOGISTICS_DO_STATUS.DELIVERED ? order.codAmount : 0;
  const difference = reported.codCollected - expectedCod;
  if (!FINAL_DO_STATUSES.includes(reported.status) || !FINAL_DO_STATUSES.includes(order.status))
    return { result: 'pending', reason: 'NOT_FINAL', expectedCod, difference };
  const statusDiffers = reported.status !== order.status;
  const amountDiffers = difference !== 0;
  if (!statusDiffers && !amountDiffers) return { result: 'matched', reason: null, expectedCod, difference };
  const reason: ReconcileReason =
    statusDiffers && amountDiffers
      ? 'STATUS_AND_AMOUNT_DIFFER'
      : statusDiffers
        ? 'STATUS_DIFFERS'
        : 'AMOUNT_DIFFERS';
  return { result: 'mismatched', reason, expectedCod, difference };
}
