import { ORG_ID } from '@leadline/contracts';
import type { FuzzBaselines } from '../../testing/fuzz-baselines.js';

/** Valid requests of the calls of this module, spoiled field by field by http/hostile-input.test.ts. */
export const fuzzBaselines: FuzzBaselines = {
  shippingPendingList: () => ({ query: { partner: 'DHL', reasonKind: 'timeout', search: 'a', limit: '5' } }),
  shippingPendingListFilter: () => ({
    body: {
      partner: ['DHL'],
      reasonKind: ['refused'],
      dateFrom: '2024-01-01',
      dateTo: '2030-01-01',
      limit: 5,
    },
  }),
  shippingPendingFfm: () => ({ query: { orgId: String(ORG_ID.VN1) } }),
  // An id no DO has: the answer is one 'not found' row, and nothing is sent.
  shippingPendingResend: () => ({ body: { doIds: [2_000_000_000], lmPartner: 'GENERAL' } }),
  shippingPendingRemove: () => ({ body: { doIds: [2_000_000_000] } }),
  shippingPendingExport: () => ({ body: { partner: ['DHL'], search: '09', offset: 0, limit: 10 } }),
};
