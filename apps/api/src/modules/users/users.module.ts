import type { ApiModule } from '../../api-module.js';
import { usersRoutes } from './users.routes.js';

export const apiModule: ApiModule = {
  // Accounts are platform (agent groups build on them, as sign-in does); the routes are the users screen's.
  layer: 'platform',
  routes: ({ app, ctx }) => usersRoutes(app, ctx),
};
