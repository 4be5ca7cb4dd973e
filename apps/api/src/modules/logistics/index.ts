/** What other modules (the job runner, pending shipping) use of logistics. */

/** For other modules' tests (pending shipping): a partner of the test's own, DOs and settings to send. */
export { startFakePartner } from './fake-partner-server.js';
export {
  advanceSimulatedParcels,
  applyPartnerStatus,
  MAX_SEND_ATTEMPTS,
  pollTrackedParcels,
  retryDelay,
  type SendOutcome,
  sendDeliveryOrder,
} from './logistics.service.js';
export { configurePartner, deliveryOrderMaker } from './logistics-fixtures.js';
export { registerLogisticsJobs, registerSendSweep, sweepInterruptedSends } from './logistics-jobs.js';
export type { SendResult, StatusReport } from './partner.js';
