import type { ApiModule } from '../../api-module.js';
import { orderManipulationRoutes } from './order-manipulation.routes.js';

export const apiModule: ApiModule = {
  layer: 'screen',
  routes: ({ app, ctx }) => orderManipulationRoutes(app, ctx),
};
