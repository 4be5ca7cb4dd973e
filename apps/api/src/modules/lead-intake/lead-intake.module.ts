import type { ApiModule } from '../../api-module.js';
import { leadIntakeRoutes } from './lead-intake.routes.js';

export const apiModule: ApiModule = {
  // Lead creation by intake's rules, which order creation (lead-detail) builds on: domain.
  layer: 'domain',
  routes: ({ app }) => leadIntakeRoutes(app),
};
