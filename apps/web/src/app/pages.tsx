import type { AppRouteKey } from '@leadline/contracts';
import { type ComponentType, lazy } from 'react';
import { DenyAccessPage, DenyLeadAccessPage, NotFoundPage, ServerErrorPage } from '../features/errors';

const OrderEditPage = lazy(() => import('../features/lead-detail/order-edit-page'));
const ValidationDetailPage = lazy(() => import('../features/validation/validation-detail-page'));

/** Screens built so far, by route key; every other route shows its placeholder. Pages load lazily. */
export const PAGES: Partial<Record<AppRouteKey, ComponentType>> = {
  dashboard: lazy(() => import('../features/dashboard/dashboard-page')),
  profile: lazy(() => import('../features/profile/profile-page')),
  'auth.login': lazy(() => import('../features/auth/login-page')),
  'auth.forgotPassword': lazy(() => import('../features/auth/forgot-password-page')),
  'auth.logout': lazy(() => import('../features/auth/logout-page')),
  'auth.loginAutoDial': lazy(() => import('../features/auth/login-auto-dial-page')),
  autoDialer: lazy(() => import('../features/auto-dialer/auto-dialer-page')),
  'orders.list': lazy(() => import('../features/orders/order-list-page')),
  'orders.management': lazy(() => import('../features/orders/order-management-page')),
  'customers.cdrs': lazy(() => import('../features/cdrs/cdrs-page')),
  'agents.liveBoard': lazy(() => import('../features/presence/live-board-page')),
  phone: lazy(() => import('../features/telephony/phone-page')),
  'orders.edit': OrderEditPage,
  'orders.listorder': OrderEditPage,
  'orders.listorderUpdateLead': OrderEditPage,
  'orders.distribution': lazy(() => import('../features/distribution/distribution-all-page')),
  'orders.distributionDetail': lazy(() => import('../features/distribution/distribution-detail-page')),
  'orders.trashManagement': lazy(() => import('../features/trash/trash-management-page')),
  'orders.trash': lazy(() => import('../features/trash/trash-lead-page')),
  'orders.shipping': lazy(() => import('../features/shipping/shipping-page')),
  'orders.shippingDhl': lazy(() =>
    import('../features/shipping/shipping-page').then((m) => ({ default: m.ShippingDhlPage })),
  ),
  'orders.shippingKerry': lazy(() =>
    import('../features/shipping/shipping-page').then((m) => ({ default: m.ShippingKerryPage })),
  ),
  'orders.shippingSap': lazy(() =>
    import('../features/shipping/shipping-page').then((m) => ({ default: m.ShippingSapPage })),
  ),
  'orders.reconcile': lazy(() => import('../features/reconcile/reconcile-page')),
  'orders.shippingPending': lazy(() => import('../features/shipping-pending/shipping-pending-page')),
  'orders.transactionVerification': lazy(
    () => import('../features/transaction-verification/transaction-verification-page'),
  ),
  'orders.pendingPostback': lazy(() => import('../features/postbacks/postbacks-page')),
  'orders.validation': lazy(() => import('../features/validation/validation-page')),
  'orders.validationDetail': ValidationDetailPage,
  'orders.validationLead': ValidationDetailPage,
  'orders.create': lazy(() => import('../features/lead-detail/order-create-page')),
  'products.management': lazy(() => import('../features/products/catalogue-page')),
  'products.combo': lazy(() => import('../features/products/combo-page')),
  'products.promotion': lazy(() => import('../features/products/promotion-page')),
  'settings.crm': lazy(() => import('../features/settings/settings-page')),
  'system.agentGroup': lazy(() => import('../features/agent-groups/agent-groups-page')),
  'callback.list': lazy(() => import('../features/callbacks/callbacks-page')),
  'callback.management': lazy(() =>
    import('../features/callbacks/callbacks-page').then((m) => ({ default: m.CallbackManagementPage })),
  ),
  'campaign.management': lazy(() => import('../features/campaigns/campaign-management-page')),
  'campaign.configurations': lazy(() => import('../features/campaigns/campaign-configurations-page')),
  'errors.404': NotFoundPage,
  'errors.500': ServerErrorPage,
  'errors.denyAccess': DenyAccessPage,
  'errors.denyLeadAccess': DenyLeadAccessPage,
};
