import type { ApiModule } from '../../api-module.js';
import { locationsRoutes } from './locations.routes.js';
import { seedLocations } from './locations.seed.js';

export const apiModule: ApiModule = {
  // Addresses: domain data the leads, orders and warehouses refer to.
  layer: 'domain',
  routes: ({ app }) => locationsRoutes(app),
  // Addresses first: products (warehouses) and leads refer to them.
  seeds: [{ order: 10, run: seedLocations }],
};
