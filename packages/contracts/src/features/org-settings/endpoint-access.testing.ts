import type { AccessExpectations } from '../../testing/access-expectations.js';
import type { ORG_SETTINGS_ENDPOINTS } from './endpoints.js';

/** Who may call the org-settings calls, held against SPEC.md 6 by access/endpoint-access.test.ts. */
export const ACCESS_EXPECTATIONS: AccessExpectations<typeof ORG_SETTINGS_ENDPOINTS> = {
  bounds: {
    myProfile: 'group.all',
    updateMyProfile: 'group.all',
    orgWebPhoneSettings: 'group.admin',
    updateOrgWebPhoneSettings: 'group.admin',
    orgPaymentAccount: 'group.admin',
    updateOrgPaymentAccount: 'group.admin',
    orgDeliveryCutoff: 'group.admin',
    updateOrgDeliveryCutoff: 'group.admin',
    orgDeliveryRiskSettings: 'group.admin',
    updateOrgDeliveryRiskSettings: 'group.admin',
    orgPostbackNetworks: 'group.admin',
    createOrgPostbackNetwork: 'group.admin',
    updateOrgPostbackNetwork: 'group.admin',
    orgLogisticsPartners: 'group.admin',
    updateOrgLogisticsPartner: 'group.admin',
  },
  notWrites: {
    updateMyProfile: 'own-account',
  },
};
