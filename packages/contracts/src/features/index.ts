import type { Language } from '../constants.js';
import type { EndpointDefinition } from '../endpoint-definition.js';
import { AGENT_ENDPOINTS } from './agent/endpoints.js';
import { AGENT_GROUP_ENDPOINTS } from './agent-groups/endpoints.js';
import { agentGroupsEn, agentGroupsVi } from './agent-groups/locale.js';
import { AUTH_ENDPOINTS } from './auth/endpoints.js';
import { AUTO_DIALER_ENDPOINTS } from './auto-dialer/endpoints.js';
import { autoDialerEn, autoDialerVi } from './auto-dialer/locale.js';
import { CALLBACK_ENDPOINTS } from './callbacks/endpoints.js';
import { callbacksEn, callbacksVi } from './callbacks/locale.js';
import { CAMPAIGN_ENDPOINTS } from './campaigns/endpoints.js';
import { campaignsEn, campaignsVi } from './campaigns/locale.js';
import { CDR_ENDPOINTS } from './cdrs/endpoints.js';
import { cdrsEn, cdrsVi } from './cdrs/locale.js';
import { DASHBOARD_ENDPOINTS } from './dashboard/endpoints.js';
import { dashboardPanelsEn, dashboardPanelsVi } from './dashboard/locale.js';
import { DISTRIBUTION_ENDPOINTS } from './distribution/endpoints.js';
import { distributionEn, distributionVi } from './distribution/locale.js';
import { HEALTH_ENDPOINTS } from './health/endpoints.js';
import { LEAD_DETAIL_ENDPOINTS } from './lead-detail/endpoints.js';
import { leadDetailEn, leadDetailVi } from './lead-detail/locale.js';
import { LEAD_INTAKE_ENDPOINTS } from './lead-intake/endpoints.js';
import { leadIntakeEn, leadIntakeVi } from './lead-intake/locale.js';
import { LOCATION_ENDPOINTS } from './locations/endpoints.js';
import { locationsEn, locationsVi } from './locations/locale.js';
import { LOGISTICS_ENDPOINTS } from './logistics/endpoints.js';
import { logisticsEn, logisticsVi } from './logistics/locale.js';
import { ORDER_EXPORT_ENDPOINTS } from './order-exports/endpoints.js';
import { orderExportsEn, orderExportsVi } from './order-exports/locale.js';
import { ORDER_ENDPOINTS } from './orders/endpoints.js';
import { ordersEn, ordersVi } from './orders/locale.js';
import { ORG_SETTINGS_ENDPOINTS } from './org-settings/endpoints.js';
import { orgSettingsEn, orgSettingsVi } from './org-settings/locale.js';
import { PAYMENT_QR_ENDPOINTS } from './payment-qr/endpoints.js';
import { paymentQrEn, paymentQrVi } from './payment-qr/locale.js';
import { POSTBACK_ENDPOINTS } from './postbacks/endpoints.js';
import { postbacksEn, postbacksVi } from './postbacks/locale.js';
import { PRESENCE_ENDPOINTS } from './presence/endpoints.js';
import { presenceEn, presenceVi } from './presence/locale.js';
import { PRODUCT_ENDPOINTS } from './products/endpoints.js';
import { productsEn, productsVi } from './products/locale.js';
import { RECONCILE_ENDPOINTS } from './reconcile/endpoints.js';
import { reconcileEn, reconcileVi } from './reconcile/locale.js';
import { REFERENCE_ENDPOINTS } from './reference/endpoints.js';
import { SHIPPING_ENDPOINTS } from './shipping/endpoints.js';
import { shippingEn, shippingVi } from './shipping/locale.js';
import { SHIPPING_PENDING_ENDPOINTS } from './shipping-pending/endpoints.js';
import { shippingPendingEn, shippingPendingVi } from './shipping-pending/locale.js';
import { TELEPHONY_ENDPOINTS } from './telephony/endpoints.js';
import { telephonyEn, telephonyVi } from './telephony/locale.js';
import { TRANSACTION_VERIFICATION_ENDPOINTS } from './transaction-verification/endpoints.js';
import { transactionVerificationEn, transactionVerificationVi } from './transaction-verification/locale.js';
import { TRASH_ENDPOINTS } from './trash/endpoints.js';
import { trashEn, trashVi } from './trash/locale.js';
import { USER_SETTINGS_ENDPOINTS } from './user-settings/endpoints.js';
import { USER_ENDPOINTS } from './users/endpoints.js';
import { usersEn, usersVi } from './users/locale.js';
import { VALIDATION_ENDPOINTS } from './validation/endpoints.js';
import { validationEn, validationVi } from './validation/locale.js';

/** A feature's section of the locales: its top-level key, and its texts in every language. */
type FeatureLocale = { key: string } & Record<Language, object>;

interface FeatureEntry {
  endpoints: Record<string, EndpointDefinition>;
  locale?: FeatureLocale;
}

/**
 * Every feature folder, in the one list a new feature joins: ENDPOINTS (endpoints.ts) and the en
 * and vi locales are assembled from it, so no other table needs editing. An endpoint key and a
 * locale section belong to one feature only (features.test.ts). The order is ENDPOINTS' order.
 */
export const FEATURES = {
  health: { endpoints: HEALTH_ENDPOINTS },
  auth: { endpoints: AUTH_ENDPOINTS },
  agent: { endpoints: AGENT_ENDPOINTS },
  reference: { endpoints: REFERENCE_ENDPOINTS },
  'user-settings': { endpoints: USER_SETTINGS_ENDPOINTS },
  users: { endpoints: USER_ENDPOINTS, locale: { key: 'USERS', en: usersEn, vi: usersVi } },
  'org-settings': {
    endpoints: ORG_SETTINGS_ENDPOINTS,
    locale: { key: 'ORG_SETTINGS', en: orgSettingsEn, vi: orgSettingsVi },
  },
  'agent-groups': {
    endpoints: AGENT_GROUP_ENDPOINTS,
    locale: { key: 'AGENT_GROUPS', en: agentGroupsEn, vi: agentGroupsVi },
  },
  locations: {
    endpoints: LOCATION_ENDPOINTS,
    locale: { key: 'LOCATIONS', en: locationsEn, vi: locationsVi },
  },
  products: { endpoints: PRODUCT_ENDPOINTS, locale: { key: 'PRODUCTS', en: productsEn, vi: productsVi } },
  orders: { endpoints: ORDER_ENDPOINTS, locale: { key: 'ORDERS', en: ordersEn, vi: ordersVi } },
  'order-exports': {
    endpoints: ORDER_EXPORT_ENDPOINTS,
    locale: { key: 'ORDER_EXPORTS', en: orderExportsEn, vi: orderExportsVi },
  },
  // The section keeps the key the web app's texts use (ORDER_EDIT.*).
  'lead-detail': {
    endpoints: LEAD_DETAIL_ENDPOINTS,
    locale: { key: 'ORDER_EDIT', en: leadDetailEn, vi: leadDetailVi },
  },
  'lead-intake': {
    endpoints: LEAD_INTAKE_ENDPOINTS,
    locale: { key: 'LEAD_INTAKE', en: leadIntakeEn, vi: leadIntakeVi },
  },
  // Schemas only so far: the edit screen's calls carry its sale orders.
  'sale-orders': { endpoints: {} },
  'auto-dialer': {
    endpoints: AUTO_DIALER_ENDPOINTS,
    locale: { key: 'AUTO_DIALER', en: autoDialerEn, vi: autoDialerVi },
  },
  telephony: {
    endpoints: TELEPHONY_ENDPOINTS,
    locale: { key: 'TELEPHONY', en: telephonyEn, vi: telephonyVi },
  },
  cdrs: { endpoints: CDR_ENDPOINTS, locale: { key: 'CDRS', en: cdrsEn, vi: cdrsVi } },
  presence: { endpoints: PRESENCE_ENDPOINTS, locale: { key: 'PRESENCE', en: presenceEn, vi: presenceVi } },
  distribution: {
    endpoints: DISTRIBUTION_ENDPOINTS,
    locale: { key: 'DISTRIBUTION', en: distributionEn, vi: distributionVi },
  },
  trash: { endpoints: TRASH_ENDPOINTS, locale: { key: 'TRASH', en: trashEn, vi: trashVi } },
  validation: {
    endpoints: VALIDATION_ENDPOINTS,
    locale: { key: 'VALIDATION', en: validationEn, vi: validationVi },
  },
  logistics: {
    endpoints: LOGISTICS_ENDPOINTS,
    locale: { key: 'LOGISTICS', en: logisticsEn, vi: logisticsVi },
  },
  // Its texts are the shell's DASHBOARD section (locales/en.ts), which the page had before its figures.
  dashboard: {
    endpoints: DASHBOARD_ENDPOINTS,
    locale: { key: 'DASHBOARD_PANELS', en: dashboardPanelsEn, vi: dashboardPanelsVi },
  },
  shipping: { endpoints: SHIPPING_ENDPOINTS, locale: { key: 'SHIPPING', en: shippingEn, vi: shippingVi } },
  'shipping-pending': {
    endpoints: SHIPPING_PENDING_ENDPOINTS,
    locale: { key: 'SHIPPING_PENDING', en: shippingPendingEn, vi: shippingPendingVi },
  },
  'payment-qr': {
    endpoints: PAYMENT_QR_ENDPOINTS,
    locale: { key: 'PAYMENT_QR', en: paymentQrEn, vi: paymentQrVi },
  },
  'transaction-verification': {
    endpoints: TRANSACTION_VERIFICATION_ENDPOINTS,
    locale: { key: 'TRANSACTION_VERIFICATION', en: transactionVerificationEn, vi: transactionVerificationVi },
  },
  postbacks: {
    endpoints: POSTBACK_ENDPOINTS,
    locale: { key: 'POSTBACKS', en: postbacksEn, vi: postbacksVi },
  },
  reconcile: {
    endpoints: RECONCILE_ENDPOINTS,
    locale: { key: 'RECONCILE', en: reconcileEn, vi: reconcileVi },
  },
  callbacks: {
    endpoints: CALLBACK_ENDPOINTS,
    locale: { key: 'CALLBACKS', en: callbacksEn, vi: callbacksVi },
  },
  campaigns: {
    endpoints: CAMPAIGN_ENDPOINTS,
    locale: { key: 'CAMPAIGNS', en: campaignsEn, vi: campaignsVi },
  },
} as const satisfies Record<string, FeatureEntry>;

type Entry = (typeof FEATURES)[keyof typeof FEATURES];
type KeysOfUnion<T> = T extends unknown ? keyof T : never;
type ValueAt<T, K extends PropertyKey> = T extends { readonly [P in K]: infer V } ? V : never;

/** Every feature's endpoints as one table, each key typed as its feature defines it. */
export type FeatureEndpoints = {
  readonly [K in KeysOfUnion<Entry['endpoints']>]: ValueAt<Entry['endpoints'], K>;
};

/** The locale sections of the features in one language, by section key. */
export type FeatureTexts<L extends Language> = {
  [E in Extract<Entry, { locale: FeatureLocale }> as E['locale']['key']]: E['locale'][L];
};

const entries: readonly FeatureEntry[] = Object.values(FEATURES);

export const FEATURE_ENDPOINTS = Object.assign(
  {},
  ...entries.map((feature) => feature.endpoints),
) as FeatureEndpoints;

export function featureTexts<L extends Language>(language: L): FeatureTexts<L> {
  return Object.fromEntries(
    entries.flatMap((feature) => (feature.locale ? [[feature.locale.key, feature.locale[language]]] : [])),
  ) as FeatureTexts<L>;
}
