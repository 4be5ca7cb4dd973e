import type { ApiModule } from '../../api-module.js';
import {
  HISTORY_RECOUNT_INTERVAL_MS,
  HISTORY_RECOUNT_JOB,
  recountHistories,
} from './delivery-risk.service.js';

/**
 * Delivery risk: rules and their SQL for the validation screen, and the recurring recount of the
 * orgs' history counts the validation list scores from (docs/delivery-risk.md 'History counts').
 */
export const apiModule: ApiModule = {
  layer: 'domain',
  jobs: (jobs) => jobs.every(HISTORY_RECOUNT_JOB, HISTORY_RECOUNT_INTERVAL_MS, recountHistories),
};
