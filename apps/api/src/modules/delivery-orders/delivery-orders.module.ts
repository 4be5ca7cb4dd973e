import type { ApiModule } from '../../api-module.js';
import { registerDeliveryOrderJobs } from './delivery-order-job.js';

/** Delivery orders: no route of their own; the delayed creation job of an approved sale order. */
export const apiModule: ApiModule = {
  layer: 'domain',
  jobs: (jobs) => registerDeliveryOrderJobs(jobs),
};
