import { ENDPOINTS } from '@leadline/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { registerStepwiseEndpoint } from '../../http/register-endpoint.js';
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
export function orgSettingsRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerStepwiseEndpoint(app, ENDPOINTS.orgWebPhoneSettings, async ({ user }) => ({
    data: await webPhoneSettings(ctx, user),
  }));
  registerStepwiseEndpoint(app, ENDPOINTS.updateOrgWebPhoneSettings, async ({ user, body, request }) => ({
    data: await updateWebPhoneSettings(ctx, { user, ip: request.ip }, body),
  }));
  registerStepwiseEndpoint(app, ENDPOINTS.orgPaymentAccount, async ({ user }) => ({
    data: await paymentAccount(ctx, user),
  }));
  registerStepwiseEndpoint(app, ENDPOINTS.updateOrgPaymentAccount, async ({ user, body, request }) => ({
    data: await updatePaymentAccount(ctx, { user, ip: request.ip }, body),
  }));
  registerStepwiseEndpoint(app, ENDPOINTS.orgDeliveryCutoff, async ({ user }) => ({
    data: await deliveryCutoff(ctx, user),
  }));
  registerStepwiseEndpoint(app, ENDPOINTS.updateOrgDeliveryCutoff, async ({ user, body, request }) => ({
    data: await updateDeliveryCutoff(ctx, { user, ip: request.ip }, body),
  }));
  registerStepwiseEndpoint(app, ENDPOINTS.orgPostbackNetworks, async ({ user }) => ({
    data: await postbackNetworks(ctx, user),
  }));
  registerStepwiseEndpoint(app, ENDPOINTS.createOrgPostbackNetwork, async ({ user, body, request }) => ({
    data: await createPostbackNetwork(ctx, { user, ip: request.ip }, body),
  }));
  registerStepwiseEndpoint(
    app,
    ENDPOINTS.updateOrgPostbackNetwork,
    async ({ user, params, body, request }) => ({
      data: await updatePostbackNetwork(ctx, { user, ip: request.ip }, params.id, body),
    }),
  );
  registerStepwiseEndpoint(app, ENDPOINTS.orgLogisticsPartners, async ({ user }) => ({
    data: await logisticsPartners(ctx, user),
  }));
  registerStepwiseEndpoint(
    app,
    ENDPOINTS.updateOrgLogisticsPartner,
    async ({ user, params, body, request }) => ({
      data: await updateLogisticsPartner(ctx, { user, ip: request.ip }, params.partner, body),
    }),
  );
  registerStepwiseEndpoint(app, ENDPOINTS.myProfile, async ({ user }) => ({
    data: await myProfile(ctx, user),
  }));
  registerStepwiseEndpoint(app, ENDPOINTS.updateMyProfile, async ({ user, body, request }) => ({
    data: await updateMyProfile(ctx, { user, ip: request.ip }, body),
  }));
}
