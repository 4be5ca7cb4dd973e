import type { ApiModule } from '../../api-module.js';
import { orderExportsRoutes } from './order-exports.routes.js';

export const apiModule: ApiModule = {
  layer: 'screen',
  routes: ({ app }) => orderExportsRoutes(app),
};
