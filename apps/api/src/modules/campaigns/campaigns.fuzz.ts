import type { FuzzBaselines } from '../../testing/fuzz-baselines.js';

/** Valid requests of the calls of this module, spoiled field by field by http/hostile-input.test.ts. */
export const fuzzBaselines: FuzzBaselines = {
  campaignList: () => ({ query: { search: 'a', active: 'active', limit: '5' } }),
  campaignListFilter: () => ({ body: { search: 'a', active: 'all', limit: 5 } }),
  campaignCreate: () => ({ body: { code: 'FUZZ-1', name: 'Fuzz', callingLists: ['Fuzz list'] } }),
  campaignUpdate: (fx) => ({ params: { campaignId: fx.campaignId }, body: { name: 'Fuzz', active: true } }),
  campaignConfigure: (fx) => ({
    params: { campaignId: fx.campaignId },
    body: { callAttemptsLimit: 5, callbackDaysAhead: 14, network: 'Fuzz', active: true },
  }),
  callingListCreate: (fx) => ({ params: { campaignId: fx.campaignId }, body: { name: 'Fuzz list' } }),
  callingListRename: (fx) => ({
    params: { campaignId: fx.campaignId, callingListId: fx.callingListId },
    body: { name: 'Fuzz renamed' },
  }),
};
