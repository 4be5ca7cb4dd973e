import type { ApiModule } from '../../api-module.js';
import { trashRoutes } from './trash.routes.js';
import { seedDemoTrash } from './trash.seed.js';

export const apiModule: ApiModule = {
  layer: 'screen',
  routes: ({ app, ctx }) => trashRoutes(app, ctx),
  seeds: [{ order: 50, demo: true, run: (db) => seedDemoTrash(db) }],
};
