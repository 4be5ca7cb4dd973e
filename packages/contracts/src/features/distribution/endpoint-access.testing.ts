import type { AccessExpectations } from '../../testing/access-expectations.js';
import type { DISTRIBUTION_ENDPOINTS } from './endpoints.js';

/** Who may call the distribution calls, held against SPEC.md 6 by access/endpoint-access.test.ts. */
export const ACCESS_EXPECTATIONS: AccessExpectations<typeof DISTRIBUTION_ENDPOINTS> = {
  bounds: {
    // Not in SPEC.md 6's route lists: ROUTE_ROLES.distribution, within the orders group.
    distributionCampaigns: 'group.orders',
    distributionResellCampaigns: 'group.orders',
    distributionProducts: 'group.orders',
    distributionTab: 'group.orders',
    distributionRecallView: 'group.orders',
    distributionGroups: 'group.orders',
    distributionAgents: 'group.orders',
    distributeToGroup: 'group.orders',
    distributeToAgents: 'group.orders',
    distributionRecall: 'group.orders',
  },
  notWrites: {
    distributionRecallView: 'read',
    distributionTab: 'read',
  },
};
