import type { ApiModule } from '../../api-module.js';
import { metricsRoutes } from './metrics.routes.js';

export const apiModule: ApiModule = {
  layer: 'platform',
  // Before every other module's routes: its hook times them all.
  hooks: ({ app, ctx, push }) => metricsRoutes(app, ctx, push),
};
