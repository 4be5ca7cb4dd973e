import type { ApiModule } from '../../api-module.js';

/** Leads' rules and SQL for the screens above (index.ts): no route of their own. */
export const apiModule: ApiModule = {
  layer: 'domain',
};
