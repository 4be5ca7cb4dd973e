import type { ApiModule } from '../../api-module.js';
import { productsRoutes } from './products.routes.js';
import { seedProducts } from './products.seed.js';

export const apiModule: ApiModule = {
  layer: 'domain',
  routes: ({ app, ctx }) => productsRoutes(app, ctx),
  seeds: [{ order: 20, run: seedProducts }],
};
