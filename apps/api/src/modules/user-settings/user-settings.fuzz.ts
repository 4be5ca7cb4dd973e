import { DEFAULT_LAYOUT_SETTINGS } from '@leadline/contracts';
import type { FuzzBaselines } from '../../testing/fuzz-baselines.js';

/** Valid requests of the calls of this module, spoiled field by field by http/hostile-input.test.ts. */
export const fuzzBaselines: FuzzBaselines = {
  updateMyLayout: () => ({ body: { layout: DEFAULT_LAYOUT_SETTINGS } }),
  updateMyShortcuts: () => ({ body: { shortcuts: ['dashboard'] } }),
  updateMyHiddenMenu: () => ({ body: { hiddenMenu: ['orders.list'] } }),
};
