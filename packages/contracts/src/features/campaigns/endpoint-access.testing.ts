import type { AccessExpectations } from '../../testing/access-expectations.js';
import type { CAMPAIGN_ENDPOINTS } from './endpoints.js';

/** Who may call the campaigns calls, held against SPEC.md 6 by access/endpoint-access.test.ts. */
export const ACCESS_EXPECTATIONS: AccessExpectations<typeof CAMPAIGN_ENDPOINTS> = {
  bounds: {
    campaignList: 'group.campaign',
    campaignListFilter: 'group.campaign',
    campaignCreate: 'group.campaign',
    campaignUpdate: 'group.campaign',
    campaignConfigure: 'group.campaign',
    callingListCreate: 'group.campaign',
    callingListRename: 'group.campaign',
  },
  notWrites: {
    campaignListFilter: 'read',
  },
};
