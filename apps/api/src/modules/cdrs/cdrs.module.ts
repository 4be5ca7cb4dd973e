import type { ApiModule } from '../../api-module.js';
import { cdrsRoutes } from './cdrs.routes.js';

export const apiModule: ApiModule = {
  layer: 'screen',
  routes: ({ app, ctx }) => cdrsRoutes(app, ctx),
};
