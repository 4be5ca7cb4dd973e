import type { ApiModule } from '../../api-module.js';
import { postbacksRoutes } from './postbacks.routes.js';
import { seedDemoPostbacks } from './postbacks.seed.js';
import { registerPostbackJobs } from './postbacks-jobs.js';

/** Conversion postbacks: the screens' routes, the send job, and the demo's postbacks. */
export const apiModule: ApiModule = {
  layer: 'domain',
  routes: ({ app, ctx }) => postbacksRoutes(app, ctx),
  jobs: (jobs, ctx) => registerPostbackJobs(jobs, ctx),
  seeds: [{ order: 90, demo: true, run: (db) => seedDemoPostbacks(db) }],
};
