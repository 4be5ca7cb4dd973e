import type { ApiModule } from '../../api-module.js';
import { dashboardRoutes } from './dashboard.routes.js';

export const apiModule: ApiModule = {
  layer: 'screen',
  routes: ({ app }) => dashboardRoutes(app),
};
