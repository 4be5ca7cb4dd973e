import type { ApiModule } from '../../api-module.js';
import { autoDialerRoutes } from './auto-dialer.routes.js';

export const apiModule: ApiModule = {
  layer: 'screen',
  routes: ({ app, ctx }) => autoDialerRoutes(app, ctx),
};
