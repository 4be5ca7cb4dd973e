import type { ApiModule } from '../../api-module.js';
import { agentGroupsRoutes } from './agent-groups.routes.js';
import { seedDemoAgentGroups } from './agent-groups.seed.js';

export const apiModule: ApiModule = {
  layer: 'screen',
  routes: ({ app }) => agentGroupsRoutes(app),
  seeds: [{ order: 60, demo: true, run: (db) => seedDemoAgentGroups(db) }],
};
