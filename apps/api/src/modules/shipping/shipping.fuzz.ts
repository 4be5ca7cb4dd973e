import { type FuzzBaselines, shippingDoId } from '../../testing/fuzz-baselines.js';

/** Valid requests of the calls of this module, spoiled field by field by http/hostile-input.test.ts. */
export const fuzzBaselines: FuzzBaselines = {
  shippingList: () => ({ query: { partner: 'GENERAL', status: '2', search: 'a', limit: '5' } }),
  shippingListSearch: () => ({
    body: {
      partner: 'DHL',
      status: [2, 3],
      dateFrom: '2026-01-01',
      dateTo: '2026-12-31',
      search: '09',
      limit: 5,
    },
  }),
  shippingExport: () => ({ body: { partner: 'KERRY', status: [1], offset: 0, limit: 10 } }),
  shippingOrderDetail: async (fx) => ({ params: { doId: await shippingDoId(fx) } }),
  shippingOrderHistory: async (fx) => ({ params: { doId: await shippingDoId(fx) } }),
  shippingOrderItems: async (fx) => ({ params: { doId: await shippingDoId(fx) } }),
  shippingCancel: async (fx) => ({ params: { doId: await shippingDoId(fx) } }),
  shippingDhlStatus: async (fx) => ({
    params: { doId: await shippingDoId(fx) },
    body: { status: 4, note: 'fuzz' },
  }),
};
