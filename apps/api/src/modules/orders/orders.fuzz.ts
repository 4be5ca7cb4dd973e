import type { FuzzBaselines } from '../../testing/fuzz-baselines.js';

/** Valid requests of the calls of this module, spoiled field by field by http/hostile-input.test.ts. */
export const fuzzBaselines: FuzzBaselines = {
  orderList: (fx) => ({
    query: { search: 'a', leadStatus: '1', campaignId: String(fx.campaignId), limit: '5' },
  }),
  orderListSearch: (fx) => ({ body: { search: 'a', leadStatus: [1], agentId: [fx.agentId], limit: 5 } }),
  orderListResell: () => ({ query: { page: '0', size: '5' }, body: { search: 'a' } }),
  holdLead: (fx) => ({ body: { leadId: fx.lead.id } }),
  orderManagement: (fx) => ({ query: { soStatus: '1', doStatus: '1', agentId: String(fx.agentId) } }),
  orderManagementSearch: (fx) => ({ body: { soStatus: [1], campaignId: [fx.campaignId] } }),
  reassign: (fx) => ({ body: { leadIds: [fx.reassignLeadId], agentId: fx.agentId } }),
};
