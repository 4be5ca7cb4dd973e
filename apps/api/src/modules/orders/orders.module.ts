import type { ApiModule } from '../../api-module.js';
import { ordersRoutes } from './orders.routes.js';

export const apiModule: ApiModule = {
  layer: 'screen',
  routes: ({ app, ctx }) => ordersRoutes(app, ctx),
};
