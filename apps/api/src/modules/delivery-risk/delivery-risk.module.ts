import type { ApiModule } from '../../api-module.js';

/** Delivery risk: rules and their SQL for the validation screen; no route or job of its own yet. */
export const apiModule: ApiModule = {
  layer: 'domain',
};
