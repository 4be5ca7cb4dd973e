import type { ApiModule } from '../../api-module.js';
import { shippingPendingRoutes } from './shipping-pending.routes.js';
import { seedFulfilmentPartners } from './shipping-pending.seed.js';

export const apiModule: ApiModule = {
  layer: 'screen',
  routes: ({ app, ctx }) => shippingPendingRoutes(app, ctx),
  seeds: [{ order: 120, run: (db) => seedFulfilmentPartners(db) }],
};
