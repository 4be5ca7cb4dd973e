import type { AccessExpectations } from '../../testing/access-expectations.js';
import type { AGENT_GROUP_ENDPOINTS } from './endpoints.js';

/** Who may call the agent-groups calls, held against SPEC.md 6 by access/endpoint-access.test.ts. */
export const ACCESS_EXPECTATIONS: AccessExpectations<typeof AGENT_GROUP_ENDPOINTS> = {
  bounds: {
    listAgentGroups: 'group.admin',
    createAgentGroup: 'group.admin',
    updateAgentGroup: 'group.admin',
    addGroupAgents: 'group.admin',
    removeGroupAgent: 'group.admin',
    setGroupCampaigns: 'group.admin',
    // SPEC.md 7.8: the distribution screen's call (an Orders screen; team leaders and above).
    groupAgents: 'group.orders',
  },
};
