import type { ApiModule } from '../../api-module.js';
import { pushRoutes } from './push.routes.js';

export const apiModule: ApiModule = {
  layer: 'platform',
  routes: ({ app, push }) => pushRoutes(app, push),
};
