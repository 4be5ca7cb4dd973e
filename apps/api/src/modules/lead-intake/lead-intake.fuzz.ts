import { type FuzzBaselines, freshPhone } from '../../testing/fuzz-baselines.js';

/** Valid requests of the calls of this module, spoiled field by field by http/hostile-input.test.ts. */
export const fuzzBaselines: FuzzBaselines = {
  createLead: (fx) => ({
    body: {
      customerName: 'Fuzz Lead',
      phone: freshPhone(),
      campaignId: fx.campaignId,
      street: '1 Fuzz street',
      zipcode: '10000',
      sourceNetwork: 'fuzz',
      note: 'fuzz',
    },
  }),
  importLeads: (fx) => ({ params: { campaignId: fx.campaignId, callingListId: fx.callingListId } }),
  importFailedRows: () => ({ body: { importId: 1 } }),
  campaignCallingLists: (fx) => ({ params: { id: fx.campaignId } }),
};
