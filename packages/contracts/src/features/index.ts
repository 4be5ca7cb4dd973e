// Generated from the folders of features/ by scripts/write-contracts-feature-index.ts: do not edit
// (features.test.ts fails while it is stale). Each feature says what it brings in its feature.ts.
import { FEATURE as agentFeature } from './agent/feature.js';
import { FEATURE as agentGroupsFeature } from './agent-groups/feature.js';
import { agentGroupsEn, agentGroupsVi } from './agent-groups/locale.js';
import { FEATURE as authFeature } from './auth/feature.js';
import { FEATURE as autoDialerFeature } from './auto-dialer/feature.js';
import { autoDialerEn, autoDialerVi } from './auto-dialer/locale.js';
import { FEATURE as callbacksFeature } from './callbacks/feature.js';
import { callbacksEn, callbacksVi } from './callbacks/locale.js';
import { FEATURE as campaignsFeature } from './campaigns/feature.js';
import { campaignsEn, campaignsVi } from './campaigns/locale.js';
import { FEATURE as cdrsFeature } from './cdrs/feature.js';
import { cdrsEn, cdrsVi } from './cdrs/locale.js';
import { FEATURE as dashboardFeature } from './dashboard/feature.js';
import { dashboardPanelsEn, dashboardPanelsVi } from './dashboard/locale.js';
import { FEATURE as distributionFeature } from './distribution/feature.js';
import { distributionEn, distributionVi } from './distribution/locale.js';
import { FEATURE as healthFeature } from './health/feature.js';
import { FEATURE as leadDetailFeature } from './lead-detail/feature.js';
import { leadDetailEn, leadDetailVi } from './lead-detail/locale.js';
import { FEATURE as leadIntakeFeature } from './lead-intake/feature.js';
import { leadIntakeEn, leadIntakeVi } from './lead-intake/locale.js';
import { FEATURE as locationsFeature } from './locations/feature.js';
import { locationsEn, locationsVi } from './locations/locale.js';
import { FEATURE as logisticsFeature } from './logistics/feature.js';
import { logisticsEn, logisticsVi } from './logistics/locale.js';
import { FEATURE as orderExportsFeature } from './order-exports/feature.js';
import { orderExportsEn, orderExportsVi } from './order-exports/locale.js';
import { FEATURE as orderManipulationFeature } from './order-manipulation/feature.js';
import { orderManipulationEn, orderManipulationVi } from './order-manipulation/locale.js';
import { FEATURE as ordersFeature } from './orders/feature.js';
import { ordersEn, ordersVi } from './orders/locale.js';
import { FEATURE as orgSettingsFeature } from './org-settings/feature.js';
import { orgSettingsEn, orgSettingsVi } from './org-settings/locale.js';
import { FEATURE as paymentQrFeature } from './payment-qr/feature.js';
import { paymentQrEn, paymentQrVi } from './payment-qr/locale.js';
import { FEATURE as postbacksFeature } from './postbacks/feature.js';
import { postbacksEn, postbacksVi } from './postbacks/locale.js';
import { FEATURE as presenceFeature } from './presence/feature.js';
import { presenceEn, presenceVi } from './presence/locale.js';
import { FEATURE as productsFeature } from './products/feature.js';
import { productsEn, productsVi } from './products/locale.js';
import { FEATURE as reconcileFeature } from './reconcile/feature.js';
import { reconcileEn, reconcileVi } from './reconcile/locale.js';
import { FEATURE as referenceFeature } from './reference/feature.js';
import { FEATURE as saleOrdersFeature } from './sale-orders/feature.js';
import { FEATURE as shippingFeature } from './shipping/feature.js';
import { shippingEn, shippingVi } from './shipping/locale.js';
import { FEATURE as shippingPendingFeature } from './shipping-pending/feature.js';
import { shippingPendingEn, shippingPendingVi } from './shipping-pending/locale.js';
import { FEATURE as telephonyFeature } from './telephony/feature.js';
import { telephonyEn, telephonyVi } from './telephony/locale.js';
import { FEATURE as transactionVerificationFeature } from './transaction-verification/feature.js';
import { transactionVerificationEn, transactionVerificationVi } from './transaction-verification/locale.js';
import { FEATURE as trashFeature } from './trash/feature.js';
import { trashEn, trashVi } from './trash/locale.js';
import { FEATURE as userSettingsFeature } from './user-settings/feature.js';
import { FEATURE as usersFeature } from './users/feature.js';
import { usersEn, usersVi } from './users/locale.js';
import { FEATURE as validationFeature } from './validation/feature.js';
import { validationEn, validationVi } from './validation/locale.js';

export * from './agent/index.js';
export * from './agent-groups/index.js';
export * from './auth/index.js';
export * from './auto-dialer/index.js';
export * from './callbacks/index.js';
export * from './campaigns/index.js';
export * from './cdrs/index.js';
export * from './dashboard/index.js';
export * from './distribution/index.js';
export * from './lead-detail/index.js';
export * from './lead-intake/index.js';
export * from './locations/index.js';
export * from './logistics/index.js';
export * from './order-exports/index.js';
export * from './order-manipulation/index.js';
export * from './orders/index.js';
export * from './org-settings/index.js';
export * from './payment-qr/index.js';
export * from './postbacks/index.js';
export * from './presence/index.js';
export * from './products/index.js';
export * from './reconcile/index.js';
export * from './reference/index.js';
export * from './sale-orders/index.js';
export * from './shipping/index.js';
export * from './shipping-pending/index.js';
export * from './telephony/index.js';
export * from './transaction-verification/index.js';
export * from './trash/index.js';
export * from './user-settings/index.js';
export * from './users/index.js';
export * from './validation/index.js';

/** Every feature by folder: its calls (ENDPOINTS is assembled from them) and its locale section. */
export const FEATURES = {
  agent: agentFeature,
  'agent-groups': agentGroupsFeature,
  auth: authFeature,
  'auto-dialer': autoDialerFeature,
  callbacks: callbacksFeature,
  campaigns: campaignsFeature,
  cdrs: cdrsFeature,
  dashboard: dashboardFeature,
  distribution: distributionFeature,
  health: healthFeature,
  'lead-detail': leadDetailFeature,
  'lead-intake': leadIntakeFeature,
  locations: locationsFeature,
  logistics: logisticsFeature,
  'order-exports': orderExportsFeature,
  'order-manipulation': orderManipulationFeature,
  orders: ordersFeature,
  'org-settings': orgSettingsFeature,
  'payment-qr': paymentQrFeature,
  postbacks: postbacksFeature,
  presence: presenceFeature,
  products: productsFeature,
  reconcile: reconcileFeature,
  reference: referenceFeature,
  'sale-orders': saleOrdersFeature,
  shipping: shippingFeature,
  'shipping-pending': shippingPendingFeature,
  telephony: telephonyFeature,
  'transaction-verification': transactionVerificationFeature,
  trash: trashFeature,
  'user-settings': userSettingsFeature,
  users: usersFeature,
  validation: validationFeature,
};

/** The features' English texts by locale section (locales/en.ts spreads them). */
export const FEATURE_TEXTS_EN = {
  AGENT_GROUPS: agentGroupsEn,
  AUTO_DIALER: autoDialerEn,
  CALLBACKS: callbacksEn,
  CAMPAIGNS: campaignsEn,
  CDRS: cdrsEn,
  DASHBOARD_PANELS: dashboardPanelsEn,
  DISTRIBUTION: distributionEn,
  ORDER_EDIT: leadDetailEn,
  LEAD_INTAKE: leadIntakeEn,
  LOCATIONS: locationsEn,
  LOGISTICS: logisticsEn,
  ORDER_EXPORTS: orderExportsEn,
  ORDER_MANIPULATION: orderManipulationEn,
  ORDERS: ordersEn,
  ORG_SETTINGS: orgSettingsEn,
  PAYMENT_QR: paymentQrEn,
  POSTBACKS: postbacksEn,
  PRESENCE: presenceEn,
  PRODUCTS: productsEn,
  RECONCILE: reconcileEn,
  SHIPPING: shippingEn,
  SHIPPING_PENDING: shippingPendingEn,
  TELEPHONY: telephonyEn,
  TRANSACTION_VERIFICATION: transactionVerificationEn,
  TRASH: trashEn,
  USERS: usersEn,
  VALIDATION: validationEn,
};

/** The features' Vietnamese texts by locale section (locales/vi.ts spreads them; typed there by en). */
export const FEATURE_TEXTS_VI = {
  AGENT_GROUPS: agentGroupsVi,
  AUTO_DIALER: autoDialerVi,
  CALLBACKS: callbacksVi,
  CAMPAIGNS: campaignsVi,
  CDRS: cdrsVi,
  DASHBOARD_PANELS: dashboardPanelsVi,
  DISTRIBUTION: distributionVi,
  ORDER_EDIT: leadDetailVi,
  LEAD_INTAKE: leadIntakeVi,
  LOCATIONS: locationsVi,
  LOGISTICS: logisticsVi,
  ORDER_EXPORTS: orderExportsVi,
  ORDER_MANIPULATION: orderManipulationVi,
  ORDERS: ordersVi,
  ORG_SETTINGS: orgSettingsVi,
  PAYMENT_QR: paymentQrVi,
  POSTBACKS: postbacksVi,
  PRESENCE: presenceVi,
  PRODUCTS: productsVi,
  RECONCILE: reconcileVi,
  SHIPPING: shippingVi,
  SHIPPING_PENDING: shippingPendingVi,
  TELEPHONY: telephonyVi,
  TRANSACTION_VERIFICATION: transactionVerificationVi,
  TRASH: trashVi,
  USERS: usersVi,
  VALIDATION: validationVi,
};
