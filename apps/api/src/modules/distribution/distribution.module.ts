import type { ApiModule } from '../../api-module.js';
import { distributionRoutes } from './distribution.routes.js';

export const apiModule: ApiModule = {
  layer: 'screen',
  routes: ({ app, ctx }) => distributionRoutes(app, ctx),
};
