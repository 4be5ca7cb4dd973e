import type { ApiModule } from '../../api-module.js';
import { shippingRoutes } from './shipping.routes.js';

export const apiModule: ApiModule = {
  layer: 'screen',
  routes: ({ app, ctx }) => shippingRoutes(app, ctx),
};
