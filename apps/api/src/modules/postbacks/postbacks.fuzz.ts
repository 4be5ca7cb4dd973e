import type { FuzzBaselines } from '../../testing/fuzz-baselines.js';

/** Valid requests of the calls of this module, spoiled field by field by http/hostile-input.test.ts. */
export const fuzzBaselines: FuzzBaselines = {
  pendingPostbackList: () => ({
    query: { offset: '0', limit: '10' },
    body: { state: ['failed'], status: ['approved'], network: 'Affiliate network', search: 'L1' },
  }),
  postbackAttempts: () => ({ params: { id: '2000000000' } }),
  manualPostback: () => ({ body: { leadId: 2_000_000_000, status: 'approved' } }),
  resendPostbacks: () => ({ body: { ids: [2_000_000_000] } }),
  postbackSimulator: () => ({ params: { org: '4' }, query: { tid: 'T1', status: 'approved', fail: '0' } }),
};
