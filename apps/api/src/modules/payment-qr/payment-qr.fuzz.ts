import type { FuzzBaselines } from '../../testing/fuzz-baselines.js';

/** Valid requests of the calls of this module, spoiled field by field by http/hostile-input.test.ts. */
export const fuzzBaselines: FuzzBaselines = {
  transactionByLead: (fx) => ({ params: { leadId: fx.lead.id } }),
  generateQr: (fx) => ({ query: { leadId: String(fx.lead.id) }, body: {} }),
};
