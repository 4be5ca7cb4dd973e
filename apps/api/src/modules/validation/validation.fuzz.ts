import { type FuzzBaselines, saleOrderVersion } from '../../testing/fuzz-baselines.js';

/** Valid requests of the calls of this module, spoiled field by field by http/hostile-input.test.ts. */
export const fuzzBaselines: FuzzBaselines = {
  validationList: (fx) => ({ query: { status: '1', search: 'a', agentId: String(fx.agentId), limit: '5' } }),
  validationListSearch: (fx) => ({
    body: { status: [1], campaignId: [fx.campaignId], search: '09', limit: 5 },
  }),
  validationDetail: (fx) => ({ query: { soId: String(fx.validationSoId) } }),
  validationExport: (fx) => ({ body: { status: [1], agentId: [fx.agentId], offset: 0, limit: 10 } }),
  validateOrder: async (fx) => ({
    body: {
      soId: fx.validationSoId,
      action: 'approve',
      version: await saleOrderVersion(fx, fx.validationSoId),
      createDoAt: new Date(Date.now() + 86_400_000).toISOString(),
    },
  }),
};
