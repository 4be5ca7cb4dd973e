import { agentGroupsEn } from '../features/agent-groups/locale.js';
import { autoDialerEn } from '../features/auto-dialer/locale.js';
import { callbacksEn } from '../features/callbacks/locale.js';
import { campaignsEn } from '../features/campaigns/locale.js';
import { cdrsEn } from '../features/cdrs/locale.js';
import { dashboardPanelsEn } from '../features/dashboard/locale.js';
import { distributionEn } from '../features/distribution/locale.js';
import type { FeatureTexts } from '../features/index.js';
import { leadDetailEn } from '../features/lead-detail/locale.js';
import { leadIntakeEn } from '../features/lead-intake/locale.js';
import { locationsEn } from '../features/locations/locale.js';
import { logisticsEn } from '../features/logistics/locale.js';
import { orderExportsEn } from '../features/order-exports/locale.js';
import { ordersEn } from '../features/orders/locale.js';
import { orgSettingsEn } from '../features/org-settings/locale.js';
import { paymentQrEn } from '../features/payment-qr/locale.js';
import { postbacksEn } from '../features/postbacks/locale.js';
import { presenceEn } from '../features/presence/locale.js';
import { productsEn } from '../features/products/locale.js';
import { reconcileEn } from '../features/reconcile/locale.js';
import { shippingEn } from '../features/shipping/locale.js';
import { shippingPendingEn } from '../features/shipping-pending/locale.js';
import { telephonyEn } from '../features/telephony/locale.js';
import { transactionVerificationEn } from '../features/transaction-verification/locale.js';
import { trashEn } from '../features/trash/locale.js';
import { usersEn } from '../features/users/locale.js';
import { validationEn } from '../features/validation/locale.js';

/**
 * The features' English texts by section, the en half of FEATURES' locale entries: a module per
 * language, so the web app loads English alone at first (docs/web.md). `satisfies` makes a section
 * missing here, or one FEATURES does not list, a compile error; features.test.ts checks the objects.
 */
export const FEATURE_TEXTS_EN = {
  USERS: usersEn,
  ORG_SETTINGS: orgSettingsEn,
  AGENT_GROUPS: agentGroupsEn,
  LOCATIONS: locationsEn,
  PRODUCTS: productsEn,
  ORDERS: ordersEn,
  ORDER_EXPORTS: orderExportsEn,
  ORDER_EDIT: leadDetailEn,
  LEAD_INTAKE: leadIntakeEn,
  AUTO_DIALER: autoDialerEn,
  TELEPHONY: telephonyEn,
  CDRS: cdrsEn,
  PRESENCE: presenceEn,
  DISTRIBUTION: distributionEn,
  TRASH: trashEn,
  VALIDATION: validationEn,
  LOGISTICS: logisticsEn,
  DASHBOARD_PANELS: dashboardPanelsEn,
  SHIPPING: shippingEn,
  SHIPPING_PENDING: shippingPendingEn,
  PAYMENT_QR: paymentQrEn,
  TRANSACTION_VERIFICATION: transactionVerificationEn,
  POSTBACKS: postbacksEn,
  RECONCILE: reconcileEn,
  CALLBACKS: callbacksEn,
  CAMPAIGNS: campaignsEn,
} satisfies FeatureTexts<'en'>;
