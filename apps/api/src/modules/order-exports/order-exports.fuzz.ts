import type { FuzzBaselines } from '../../testing/fuzz-baselines.js';

/** Valid requests of the calls of this module, spoiled field by field by http/hostile-input.test.ts. */
export const fuzzBaselines: FuzzBaselines = {
  orderExportManagement: (fx) => ({ body: { soStatus: [1], agentId: [fx.agentId] } }),
  orderExportMarketer: (fx) => ({ body: { soStatus: [1], campaignId: [fx.campaignId] } }),
  orderExportCommission: (fx) => ({ body: { soStatus: [1], agentId: [fx.agentId] } }),
  orderExportCollection: () => ({ body: { soStatus: [1], paymentMethodId: [1] } }),
};
