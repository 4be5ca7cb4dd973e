import { z } from 'zod';
import type { EndpointDefinition } from '../../endpoint-definition.js';
import { deliveryRiskSettingsSchema, updateDeliveryRiskSettingsSchema } from './delivery-risk-settings.js';
import {
  logisticsPartnerParamsSchema,
  logisticsPartnerSchema,
  updateLogisticsPartnerSchema,
} from './logistics-partners.js';
import {
  deliveryCutoffSchema,
  orgPaymentAccountSchema,
  profileSchema,
  updateDeliveryCutoffSchema,
  updatePaymentAccountSchema,
  updateProfileSchema,
  updateWebPhoneSettingsSchema,
  webPhoneSettingsSchema,
} from './org-settings.js';
import {
  postbackNetworkInputSchema,
  postbackNetworkParamsSchema,
  postbackNetworkSchema,
} from './postback-networks.js';
import { ORG_SETTINGS_ROLES } from './roles.js';

/** The org settings tabs of /apps/settings/crm and the caller's own profile (docs/settings.md). */
/** The example body of a postback network's create and edit. */
const postbackNetworkExample = {
  code: 'affiliate-vn',
  name: 'Affiliate network',
  urlTemplate: 'https://tracker.example.com/pb?click={click_id}&status={status}',
  payouts: { approved: 50000 },
  currency: 'VND',
  active: true,
};

export const ORG_SETTINGS_ENDPOINTS = {
  orgWebPhoneSettings: {
    method: 'GET',
    path: '/api/org-settings/web-phone',
    summary: 'Where the org’s web phone frame loads from, and the users who get it whatever their role',
    tag: 'org-settings',
    access: ORG_SETTINGS_ROLES,
    data: webPhoneSettingsSchema,
  },
  updateOrgWebPhoneSettings: {
    method: 'PUT',
    path: '/api/org-settings/web-phone',
    summary: 'Changes the web phone address (https, or http on localhost) and its listed users',
    tag: 'org-settings',
    access: ORG_SETTINGS_ROLES,
    body: updateWebPhoneSettingsSchema,
    example: { webPhoneUrl: 'https://phone.example.vn', webPhoneUserIds: [5, 6] },
    data: webPhoneSettingsSchema,
  },
  orgPaymentAccount: {
    method: 'GET',
    path: '/api/org-settings/payment-account',
    summary: 'The account the org’s payment QR codes pay into (the feed secret only said to exist)',
    tag: 'org-settings',
    access: ORG_SETTINGS_ROLES,
    data: orgPaymentAccountSchema,
  },
  updateOrgPaymentAccount: {
    method: 'PUT',
    path: '/api/org-settings/payment-account',
    summary: 'Changes the QR account; it must make a QR that parses back to it',
    tag: 'org-settings',
    access: ORG_SETTINGS_ROLES,
    body: updatePaymentAccountSchema,
    data: orgPaymentAccountSchema,
  },
  orgDeliveryCutoff: {
    method: 'GET',
    path: '/api/org-settings/delivery-cutoff',
    summary: 'The time after which, and the days on which, an approved order’s DO waits a working day',
    tag: 'org-settings',
    access: ORG_SETTINGS_ROLES,
    data: deliveryCutoffSchema,
  },
  updateOrgDeliveryCutoff: {
    method: 'PUT',
    path: '/api/org-settings/delivery-cutoff',
    summary: 'Changes the delivery cut-off and working days',
    tag: 'org-settings',
    access: ORG_SETTINGS_ROLES,
    body: updateDeliveryCutoffSchema,
    data: deliveryCutoffSchema,
  },
  orgDeliveryRiskSettings: {
    method: 'GET',
    path: '/api/org-settings/delivery-risk',
    summary:
      'The org’s delivery-risk band thresholds (null when the defaults apply) and its base rate with the default bands it gives',
    tag: 'org-settings',
    access: ORG_SETTINGS_ROLES,
    data: deliveryRiskSettingsSchema,
  },
  updateOrgDeliveryRiskSettings: {
    method: 'PUT',
    path: '/api/org-settings/delivery-risk',
    summary: 'Sets the band thresholds (0 < mediumFrom < highFrom < 1), or null for the defaults',
    tag: 'org-settings',
    access: ORG_SETTINGS_ROLES,
    body: updateDeliveryRiskSettingsSchema,
    // The generated example (two equal numbers) breaks the medium < high rule.
    example: { thresholds: { mediumFrom: 0.2, highFrom: 0.35 } },
    data: deliveryRiskSettingsSchema,
  },
  orgPostbackNetworks: {
    method: 'GET',
    path: '/api/org-settings/postback-networks',
    summary: 'The org’s postback networks and their URL templates, active and disabled',
    tag: 'org-settings',
    access: ORG_SETTINGS_ROLES,
    data: z.array(postbackNetworkSchema),
  },
  createOrgPostbackNetwork: {
    method: 'POST',
    path: '/api/org-settings/postback-networks',
    summary: 'Adds a postback network; its template is checked (http(s), known placeholders)',
    tag: 'org-settings',
    access: ORG_SETTINGS_ROLES,
    body: postbackNetworkInputSchema,
    example: postbackNetworkExample,
    data: postbackNetworkSchema,
  },
  updateOrgPostbackNetwork: {
    method: 'PUT',
    path: '/api/org-settings/postback-networks/:id',
    summary: 'Changes or disables a postback network of the org',
    tag: 'org-settings',
    access: ORG_SETTINGS_ROLES,
    params: postbackNetworkParamsSchema,
    body: postbackNetworkInputSchema,
    example: postbackNetworkExample,
    data: postbackNetworkSchema,
  },
  orgLogisticsPartners: {
    method: 'GET',
    path: '/api/org-settings/logistics-partners',
    summary: 'The org’s logistics partners: address, options, which credentials are set (never their values)',
    tag: 'org-settings',
    access: ORG_SETTINGS_ROLES,
    data: z.array(logisticsPartnerSchema),
  },
  updateOrgLogisticsPartner: {
    method: 'PUT',
    path: '/api/org-settings/logistics-partners/:partner',
    summary: 'Changes a partner’s settings; an empty credential keeps the stored one',
    tag: 'org-settings',
    access: ORG_SETTINGS_ROLES,
    params: logisticsPartnerParamsSchema,
    body: updateLogisticsPartnerSchema,
    data: logisticsPartnerSchema,
  },
  myProfile: {
    method: 'GET',
    path: '/api/profile',
    summary: 'The caller’s own profile',
    tag: 'org-settings',
    access: 'authenticated',
    data: profileSchema,
  },
  updateMyProfile: {
    method: 'PUT',
    path: '/api/profile',
    summary: 'Changes the caller’s own full name',
    tag: 'org-settings',
    access: 'authenticated',
    effect: 'own-account',
    body: updateProfileSchema,
    data: profileSchema,
  },
} as const satisfies Record<string, EndpointDefinition>;
