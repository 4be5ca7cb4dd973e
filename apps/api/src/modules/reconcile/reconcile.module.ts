import type { ApiModule } from '../../api-module.js';
import { reconcileRoutes } from './reconcile.routes.js';
import { seedReconciliations } from './reconcile.seed.js';

export const apiModule: ApiModule = {
  layer: 'screen',
  routes: ({ app, ctx }) => reconcileRoutes(app, ctx),
  seeds: [{ order: 130, run: seedReconciliations }],
};
