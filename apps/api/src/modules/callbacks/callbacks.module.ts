import { CALLBACK_REMINDER_INTERVAL_MS } from '@leadline/contracts';
import type { ApiModule } from '../../api-module.js';
import { callbackRoutes } from './callbacks.routes.js';
import { seedDemoCallbacks } from './callbacks.seed.js';
import { CALLBACK_REMINDER_JOB, remindDueCallbacks } from './callbacks.service.js';

/** Callbacks: the list, the recurring reminder of due callbacks, and the demo's callbacks. */
export const apiModule: ApiModule = {
  layer: 'screen',
  routes: ({ app, ctx }) => callbackRoutes(app, ctx),
  jobs: (jobs, ctx) =>
    jobs.every(CALLBACK_REMINDER_JOB, CALLBACK_REMINDER_INTERVAL_MS, async () => {
      await remindDueCallbacks(ctx.systemDb, ctx.push);
    }),
  seeds: [{ order: 100, demo: true, run: (db) => seedDemoCallbacks(db) }],
};
