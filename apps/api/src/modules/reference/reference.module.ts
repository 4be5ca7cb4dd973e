import type { ApiModule } from '../../api-module.js';
import { referenceRoutes } from './reference.routes.js';
import { seedReferenceLists } from './reference.seed.js';

export const apiModule: ApiModule = {
  // Reference lists (reasons, payment methods, status names): domain data every screen reads.
  layer: 'domain',
  routes: ({ app }) => referenceRoutes(app),
  seeds: [{ order: 30, run: (db) => seedReferenceLists(db) }],
};
