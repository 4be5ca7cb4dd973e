import type { ApiModule } from '../../api-module.js';
import { validationRoutes } from './validation.routes.js';

export const apiModule: ApiModule = {
  layer: 'screen',
  routes: ({ app, ctx }) => validationRoutes(app, ctx),
};
