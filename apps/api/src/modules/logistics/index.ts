/** What other modules (the job runner, pending shipping) use of logistics. */

export { insertTrackingLog } from './logistics.repository.js';
export {
  advanceSimulatedParcels,
  applyPartnerStatus,
  MAX_SEND_ATTEMPTS,
  pollTrackedParcels,
  retryDelay,
  type SendOutcome,
  sendDeliveryOrder,
} from './logistics.service.js';
export { registerLogisticsJobs, registerSendSweep, sweepInterruptedSends } from './logistics-jobs.js';
export type { SendResult, StatusReport } from './partner.js';
