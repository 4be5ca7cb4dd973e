import { ENDPOINTS } from '@leadline/contracts';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { deliveryRiskSettings, updateDeliveryRiskSettings } from './delivery-risk-settings.service.js';
import { logisticsPartners, updateLogisticsPartner } from './logistics-partners.service.js';
import {
  deliveryCutoff,
  myProfile,
  paymentAccount,
  updateDeliveryCutoff,
  updateMyProfile,
  updatePaymentAccount,
  updateWebPhoneSettings,
  webPhoneSettings,
} from './org-settings.service.js';
import {
  createPostbackNetwork,
  postbackNetworks,
  updatePostbackNetwork,
} from './postback-networks.service.js';

/** The org settings tabs of /apps/settings/crm and the caller's profile (docs/settings.md). */
export function orgSettingsRoutes(app: FastifyInstance): void {
  registerEndpoint(app, ENDPOINTS.orgWebPhoneSettings, async ({ trx, user }) => ({
    data: await webPhoneSettings(trx, user),
  }));
  registerEndpoint(app, ENDPOINTS.updateOrgWebPhoneSettings, async ({ trx, user, body, request }) => ({
    data: await updateWebPhoneSettings(trx, { user, ip: request.ip }, body),
  }));
  registerEndpoint(app, ENDPOINTS.orgPaymentAccount, async ({ trx, user }) => ({
    data: await paymentAccount(trx, user),
  }));
  registerEndpoint(app, ENDPOINTS.updateOrgPaymentAccount, async ({ trx, user, body, request }) => ({
    data: await updatePaymentAccount(trx, { user, ip: request.ip }, body),
  }));
  registerEndpoint(app, ENDPOINTS.orgDeliveryCutoff, async ({ trx, user }) => ({
    data: await deliveryCutoff(trx, user),
  }));
  registerEndpoint(app, ENDPOINTS.updateOrgDeliveryCutoff, async ({ trx, user, body, request }) => ({
    data: await updateDeliveryCutoff(trx, { user, ip: request.ip }, body),
  }));
  registerEndpoint(app, ENDPOINTS.orgDeliveryRiskSettings, async ({ trx, user }) => ({
    data: await deliveryRiskSettings(trx, user),
  }));
  registerEndpoint(app, ENDPOINTS.updateOrgDeliveryRiskSettings, async ({ trx, user, body, request }) => ({
    data: await updateDeliveryRiskSettings(trx, { user, ip: request.ip }, body),
  }));
  registerEndpoint(app, ENDPOINTS.orgPostbackNetworks, async ({ trx, user }) => ({
    data: await postbackNetworks(trx, user),
  }));
  registerEndpoint(app, ENDPOINTS.createOrgPostbackNetwork, async ({ trx, user, body, request }) => ({
    data: await createPostbackNetwork(trx, { user, ip: request.ip }, body),
  }));
  registerEndpoint(app, ENDPOINTS.updateOrgPostbackNetwork, async ({ trx, user, params, body, request }) => ({
    data: await updatePostbackNetwork(trx, { user, ip: request.ip }, params.id, body),
  }));
  registerEndpoint(app, ENDPOINTS.orgLogisticsPartners, async ({ trx, user }) => ({
    data: await logisticsPartners(trx, user),
  }));
  registerEndpoint(
    app,
    ENDPOINTS.updateOrgLogisticsPartner,
    async ({ trx, user, params, body, request }) => ({
      data: await updateLogisticsPartner(trx, { user, ip: request.ip }, params.partner, body),
    }),
  );
  registerEndpoint(app, ENDPOINTS.myProfile, async ({ trx, user }) => ({
    data: await myProfile(trx, user),
  }));
  registerEndpoint(app, ENDPOINTS.updateMyProfile, async ({ trx, user, body, request }) => ({
    data: await updateMyProfile(trx, { user, ip: request.ip }, body),
  }));
}
