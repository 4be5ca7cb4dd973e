import type { ApiModule } from '../../api-module.js';
import { leadDetailRoutes } from './lead-detail.routes.js';

export const apiModule: ApiModule = {
  layer: 'screen',
  routes: ({ app, ctx }) => leadDetailRoutes(app, ctx),
};
