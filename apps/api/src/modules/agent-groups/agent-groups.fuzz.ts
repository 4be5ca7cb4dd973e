import { ORG_ID } from '@leadline/contracts';
import { type FuzzBaselines, vn1GroupId } from '../../testing/fuzz-baselines.js';

/** Valid requests of the calls of this module, spoiled field by field by http/hostile-input.test.ts. */
export const fuzzBaselines: FuzzBaselines = {
  listAgentGroups: () => ({ query: { orgId: String(ORG_ID.VN1), activeOnly: 'true' } }),
  createAgentGroup: () => ({ body: { name: 'Fuzz group', description: 'fuzz' } }),
  updateAgentGroup: async (fx) => ({
    params: { id: await vn1GroupId(fx) },
    body: { name: 'Sales team', description: null, active: true },
  }),
  groupAgents: async (fx) => ({ params: { id: await vn1GroupId(fx) } }),
  addGroupAgents: async (fx) => ({ params: { id: await vn1GroupId(fx) }, body: { userIds: [fx.agentId] } }),
  removeGroupAgent: async (fx) => ({ params: { id: await vn1GroupId(fx), userId: fx.agentId } }),
  setGroupCampaigns: async (fx) => ({
    params: { id: await vn1GroupId(fx) },
    body: { campaignIds: [fx.campaignId] },
  }),
};
