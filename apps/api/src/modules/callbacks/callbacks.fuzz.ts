import type { FuzzBaselines } from '../../testing/fuzz-baselines.js';

/** Valid requests of the calls of this module, spoiled field by field by http/hostile-input.test.ts. */
export const fuzzBaselines: FuzzBaselines = {
  callbackList: () => ({ query: { scope: 'team', due: 'overdue', search: 'a', limit: '5' } }),
  callbackListFilter: (fx) => ({
    body: { scope: 'team', due: 'today', campaignId: [fx.campaignId], limit: 5 },
  }),
};
