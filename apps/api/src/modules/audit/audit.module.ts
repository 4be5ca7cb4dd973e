import type { ApiModule } from '../../api-module.js';

export const apiModule: ApiModule = {
  layer: 'platform',
};
