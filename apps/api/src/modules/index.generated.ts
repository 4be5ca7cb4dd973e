// Written by scripts/write-api-module-index.ts from the module folders that hold a
// <folder>.module.ts: do not edit, run `npx tsx scripts/write-api-module-index.ts`.
import type { ApiModule } from '../api-module.js';
import { apiModule as agent } from './agent/agent.module.js';
import { apiModule as agentGroups } from './agent-groups/agent-groups.module.js';
import { apiModule as audit } from './audit/audit.module.js';
import { apiModule as auth } from './auth/auth.module.js';
import { apiModule as autoDialer } from './auto-dialer/auto-dialer.module.js';
import { apiModule as callbacks } from './callbacks/callbacks.module.js';
import { apiModule as campaigns } from './campaigns/campaigns.module.js';
import { apiModule as cdrs } from './cdrs/cdrs.module.js';
import { apiModule as dashboard } from './dashboard/dashboard.module.js';
import { apiModule as deliveryOrders } from './delivery-orders/delivery-orders.module.js';
import { apiModule as deliveryRisk } from './delivery-risk/delivery-risk.module.js';
import { apiModule as distribution } from './distribution/distribution.module.js';
import { apiModule as health } from './health/health.module.js';
import { apiModule as leadDetail } from './lead-detail/lead-detail.module.js';
import { apiModule as leadIntake } from './lead-intake/lead-intake.module.js';
import { apiModule as leads } from './leads/leads.module.js';
import { apiModule as locations } from './locations/locations.module.js';
import { apiModule as logistics } from './logistics/logistics.module.js';
import { apiModule as metrics } from './metrics/metrics.module.js';
import { apiModule as orderExports } from './order-exports/order-exports.module.js';
import { apiModule as orderManipulation } from './order-manipulation/order-manipulation.module.js';
import { apiModule as orders } from './orders/orders.module.js';
import { apiModule as orgSettings } from './org-settings/org-settings.module.js';
import { apiModule as paymentQr } from './payment-qr/payment-qr.module.js';
import { apiModule as postbacks } from './postbacks/postbacks.module.js';
import { apiModule as presence } from './presence/presence.module.js';
import { apiModule as products } from './products/products.module.js';
import { apiModule as push } from './push/push.module.js';
import { apiModule as reconcile } from './reconcile/reconcile.module.js';
import { apiModule as reference } from './reference/reference.module.js';
import { apiModule as saleOrders } from './sale-orders/sale-orders.module.js';
import { apiModule as shipping } from './shipping/shipping.module.js';
import { apiModule as shippingPending } from './shipping-pending/shipping-pending.module.js';
import { apiModule as telephony } from './telephony/telephony.module.js';
import { apiModule as transactionVerification } from './transaction-verification/transaction-verification.module.js';
import { apiModule as trash } from './trash/trash.module.js';
import { apiModule as userSettings } from './user-settings/user-settings.module.js';
import { apiModule as users } from './users/users.module.js';
import { apiModule as validation } from './validation/validation.module.js';

/** Every API module, in the order of their folders (app.ts registers them, the seed runs their steps). */
export const API_MODULES: readonly ApiModule[] = [
  agent,
  agentGroups,
  audit,
  auth,
  autoDialer,
  callbacks,
  campaigns,
  cdrs,
  dashboard,
  deliveryOrders,
  deliveryRisk,
  distribution,
  health,
  leadDetail,
  leadIntake,
  leads,
  locations,
  logistics,
  metrics,
  orderExports,
  orderManipulation,
  orders,
  orgSettings,
  paymentQr,
  postbacks,
  presence,
  products,
  push,
  reconcile,
  reference,
  saleOrders,
  shipping,
  shippingPending,
  telephony,
  transactionVerification,
  trash,
  userSettings,
  users,
  validation,
];
