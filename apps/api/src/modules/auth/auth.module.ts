import type { ApiModule } from '../../api-module.js';
import { authRoutes } from './auth.routes.js';

export const apiModule: ApiModule = {
  layer: 'platform',
  routes: ({ app, ctx }) => authRoutes(app, ctx.auth),
};
