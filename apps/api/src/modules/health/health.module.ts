import type { ApiModule } from '../../api-module.js';
import { healthRoutes } from './health.routes.js';

export const apiModule: ApiModule = {
  layer: 'platform',
  routes: ({ app, ctx }) => healthRoutes(app, ctx),
};
