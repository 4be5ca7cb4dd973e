import { agentGroupsVi } from '../features/agent-groups/locale.js';
import { autoDialerVi } from '../features/auto-dialer/locale.js';
import { callbacksVi } from '../features/callbacks/locale.js';
import { campaignsVi } from '../features/campaigns/locale.js';
import { cdrsVi } from '../features/cdrs/locale.js';
import { dashboardPanelsVi } from '../features/dashboard/locale.js';
import { distributionVi } from '../features/distribution/locale.js';
import type { FeatureTexts } from '../features/index.js';
import { leadDetailVi } from '../features/lead-detail/locale.js';
import { leadIntakeVi } from '../features/lead-intake/locale.js';
import { locationsVi } from '../features/locations/locale.js';
import { logisticsVi } from '../features/logistics/locale.js';
import { orderExportsVi } from '../features/order-exports/locale.js';
import { ordersVi } from '../features/orders/locale.js';
import { orgSettingsVi } from '../features/org-settings/locale.js';
import { paymentQrVi } from '../features/payment-qr/locale.js';
import { postbacksVi } from '../features/postbacks/locale.js';
import { presenceVi } from '../features/presence/locale.js';
import { productsVi } from '../features/products/locale.js';
import { reconcileVi } from '../features/reconcile/locale.js';
import { shippingVi } from '../features/shipping/locale.js';
import { shippingPendingVi } from '../features/shipping-pending/locale.js';
import { telephonyVi } from '../features/telephony/locale.js';
import { transactionVerificationVi } from '../features/transaction-verification/locale.js';
import { trashVi } from '../features/trash/locale.js';
import { usersVi } from '../features/users/locale.js';
import { validationVi } from '../features/validation/locale.js';

/**
 * The features' Vietnamese texts by section, the vi half of FEATURES' locale entries: a module per
 * language, so the web app loads Vietnamese only when the user picks it (docs/web.md). `satisfies` makes a section
 * missing here, or one FEATURES does not list, a compile error; features.test.ts checks the objects.
 */
export const FEATURE_TEXTS_VI = {
  USERS: usersVi,
  ORG_SETTINGS: orgSettingsVi,
  AGENT_GROUPS: agentGroupsVi,
  LOCATIONS: locationsVi,
  PRODUCTS: productsVi,
  ORDERS: ordersVi,
  ORDER_EXPORTS: orderExportsVi,
  ORDER_EDIT: leadDetailVi,
  LEAD_INTAKE: leadIntakeVi,
  AUTO_DIALER: autoDialerVi,
  TELEPHONY: telephonyVi,
  CDRS: cdrsVi,
  PRESENCE: presenceVi,
  DISTRIBUTION: distributionVi,
  TRASH: trashVi,
  VALIDATION: validationVi,
  LOGISTICS: logisticsVi,
  DASHBOARD_PANELS: dashboardPanelsVi,
  SHIPPING: shippingVi,
  SHIPPING_PENDING: shippingPendingVi,
  PAYMENT_QR: paymentQrVi,
  TRANSACTION_VERIFICATION: transactionVerificationVi,
  POSTBACKS: postbacksVi,
  RECONCILE: reconcileVi,
  CALLBACKS: callbacksVi,
  CAMPAIGNS: campaignsVi,
} satisfies FeatureTexts<'vi'>;
