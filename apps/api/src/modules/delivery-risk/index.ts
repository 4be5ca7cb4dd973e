/**
 * Delivery risk (docs/delivery-risk.md): the chance an order's parcel comes back, learnt from the
 * org's own parcels, with its reasons. Validation shows it; the back-test measures it.
 */

export { orgBaseRate } from './base-rate.repository.js';
export { signalCounts } from './delivery-risk.repository.js';
export {
  HISTORY_FRESH_MS,
  HISTORY_RECOUNT_JOB,
  recountHistories,
  scoreSaleOrders,
} from './delivery-risk.service.js';
export {
  bandOf,
  DEFAULT_RISK_FACTORS,
  defaultThresholds,
  type OrderSignalCounts,
  RISK_SIGNALS,
  type RiskBand,
  type RiskReason,
  type RiskScore,
  type RiskSignal,
  type RiskThresholds,
  scoreOrder,
} from './delivery-risk-score.js';
export { historySignalCounts, KEPT_SIGNALS, recountHistory } from './history-counts.repository.js';
