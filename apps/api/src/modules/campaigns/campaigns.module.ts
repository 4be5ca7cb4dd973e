import type { ApiModule } from '../../api-module.js';
import { campaignRoutes } from './campaigns.routes.js';

export const apiModule: ApiModule = {
  // Campaigns' rules (the callback window the edit screen checks) are domain; its routes manage them.
  layer: 'domain',
  routes: ({ app, ctx }) => campaignRoutes(app, ctx),
};
