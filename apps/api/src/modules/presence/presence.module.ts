import type { ApiModule } from '../../api-module.js';
import { presenceRoutes } from './presence.routes.js';

export const apiModule: ApiModule = {
  // Agent states follow sessions (auth's hooks): platform, below the screens that show them.
  layer: 'platform',
  routes: ({ app, ctx }) => presenceRoutes(app, ctx),
};
