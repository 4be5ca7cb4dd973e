import type { ApiModule } from '../../api-module.js';
import { agentRoutes } from './agent.routes.js';

export const apiModule: ApiModule = {
  layer: 'screen',
  routes: ({ app, ctx, tokens }) => agentRoutes(app, ctx, tokens),
};
