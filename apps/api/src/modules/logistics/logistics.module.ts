import type { ApiModule } from '../../api-module.js';
import { logisticsRoutes } from './logistics.routes.js';
import { logisticsFor } from './logistics.service.js';
import { LOGISTICS_POLL_JOB, registerLogisticsJobs, registerSendSweep } from './logistics-jobs.js';

/** The logistics partners: their webhook and simulator's ticker, the send job, the sweep and the DHL poll. */
export const apiModule: ApiModule = {
  layer: 'domain',
  routes: ({ app, ctx }) => logisticsRoutes(app, ctx),
  jobs: (jobs, ctx) => {
    registerLogisticsJobs(jobs, ctx);
    // A DO left 'sending' by a process that died, with no job left to finish it, is requeued.
    registerSendSweep(jobs, ctx);
    // DHL eCommerce pushes nothing (PARTNERS.md 2.2): one process asks it every LOGISTICS_POLL_MS.
    if (ctx.config.logistics.pollMs > 0)
      jobs.every(LOGISTICS_POLL_JOB, ctx.config.logistics.pollMs, () =>
        logisticsFor(ctx).pollTrackedParcels(),
      );
  },
};
