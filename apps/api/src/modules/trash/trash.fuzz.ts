import { ORG_ID } from '@leadline/contracts';
import { type FuzzBaselines, leadVersion } from '../../testing/fuzz-baselines.js';

/** Valid requests of the calls of this module, spoiled field by field by http/hostile-input.test.ts. */
export const fuzzBaselines: FuzzBaselines = {
  trashList: () => ({ query: { search: 'a', reasonId: '201', limit: '5' } }),
  trashListFilter: (fx) => ({
    body: { search: 'a', reasonId: [201], campaignId: [fx.campaignId], limit: 5 },
  }),
  trashTrashers: () => ({ query: { orgId: String(ORG_ID.VN1) } }),
  trashDetail: (fx) => ({ params: { typeLead: 'lead', leadId: fx.trashedLeadId } }),
  trashRestore: async (fx) => ({
    params: { leadId: fx.trashedLeadId },
    body: { version: await leadVersion(fx, fx.trashedLeadId), note: 'fuzz' },
  }),
};
