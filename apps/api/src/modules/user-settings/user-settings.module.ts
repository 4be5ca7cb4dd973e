import type { ApiModule } from '../../api-module.js';
import { userSettingsRoutes } from './user-settings.routes.js';

export const apiModule: ApiModule = {
  // A user's stored settings, read by the agent's profile: platform, as accounts are.
  layer: 'platform',
  routes: ({ app, ctx }) => userSettingsRoutes(app, ctx),
};
