import type { ApiModule } from '../../api-module.js';
import { telephonyRoutes } from './telephony.routes.js';

export const apiModule: ApiModule = {
  // Calls and their provider, which the edit screen starts calls through: domain.
  layer: 'domain',
  routes: ({ app, ctx }) => telephonyRoutes(app, ctx),
};
