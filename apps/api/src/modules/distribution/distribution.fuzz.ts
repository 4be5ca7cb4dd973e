import { ORG_ID } from '@leadline/contracts';
import { type FuzzBaselines, teamLeaderId, vn1GroupId } from '../../testing/fuzz-baselines.js';

/** Valid requests of the calls of this module, spoiled field by field by http/hostile-input.test.ts. */
export const fuzzBaselines: FuzzBaselines = {
  distributionCampaigns: () => ({ query: { orgId: String(ORG_ID.VN1) } }),
  distributionResellCampaigns: () => ({ query: { rule: 'bdr' } }),
  distributionProducts: (fx) => ({ query: { campaignId: String(fx.campaignId) } }),
  distributionTab: (fx) => ({
    params: { campaignId: fx.campaignId },
    query: { tab: 'AGENTS_TAB' },
    body: { productIds: [fx.productId], typeLead: 'lead' },
  }),
  distributionRecallView: (fx) => ({
    params: { campaignId: fx.campaignId },
    query: { tab: 'GROUPS_TAB' },
    body: {},
  }),
  distributionGroups: (fx) => ({ params: { campaignId: fx.campaignId } }),
  distributionAgents: (fx) => ({ params: { campaignId: fx.campaignId } }),
  // One lead at a time to the demo sales team or agent; a recall from the team leader, who holds none.
  distributeToGroup: async (fx) => ({
    params: { campaignId: fx.campaignId, callingListId: fx.callingListId },
    body: { groupId: await vn1GroupId(fx), count: 1, skipAway: false },
  }),
  distributeToAgents: (fx) => ({
    params: { campaignId: fx.campaignId, callingListId: 0 },
    body: { agentIds: [fx.agentId], count: 1 },
  }),
  distributionRecall: async (fx) => ({
    params: { campaignId: fx.campaignId },
    body: { agentId: await teamLeaderId(fx), leadStatuses: [1] },
  }),
};
