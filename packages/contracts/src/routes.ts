import type { CountryVariant } from './orgs.js';
import { ORG_ID } from './orgs.js';
import type { RoleCode } from './roles.js';
import { DIALER_ROLES, ROLE_GROUPS, ROUTE_ROLES } from './roles.js';

/**
 * Every screen route of SPEC.md 2.1 and 2.2 with its guard rules (SPEC.md 2.4 and 6).
 * `auth` is the role group of the feature, `authDetail` the route's own list; a user passes a
 * route only when both pass (see access/route-access.ts).
 */
export interface AppRouteDefinition {
  key: string;
  path: string;
  titleKey: string;
  /** The page's own title where the menu title needs its group to be understood ('List' of Callback). */
  pageTitleKey?: string;
  auth?: readonly RoleCode[];
  authDetail?: readonly RoleCode[];
  /** In these country variants the authDetail list is waived (pending postback's country check). */
  authDetailWaivedIn?: readonly CountryVariant[];
  /** Organisation check: the user's org must be listed, unless the environment is DEV or UAT. */
  orgs?: readonly number[];
  /** Pages without navbar, toolbar and footer (error and login pages). */
  bare?: boolean;
  /** Reachable without a session (login and error pages). */
  public?: boolean;
}

const all = ROLE_GROUPS.all;

export const APP_ROUTES = [
  { key: 'dashboard', path: '/apps/dashboard', titleKey: 'NAV.DASHBOARD', auth: all },
  { key: 'customers.cdrs', path: '/apps/customers/cdrs', titleKey: 'NAV.CDRS', auth: ROLE_GROUPS.customers },
  // Not in SPEC.md 2.1: the monitor group's live board of agent states (docs/presence.md).
  {
    key: 'agents.liveBoard',
    path: '/apps/agents/live-board',
    titleKey: 'PRESENCE.LIVE_BOARD.TITLE',
    auth: ROLE_GROUPS.monitor,
  },
  {
    key: 'orders.list',
    path: '/apps/orders/list',
    titleKey: 'NAV.ORDER_LIST',
    auth: all,
    authDetail: ROUTE_ROLES.orderList,
  },
  {
    key: 'orders.management',
    path: '/apps/orders/management',
    titleKey: 'NAV.ORDER_MANAGEMENT',
    auth: all,
    authDetail: ROUTE_ROLES.orderManagement,
  },
  {
    key: 'orders.pendingPostback',
    path: '/apps/orders/pendingPostback',
    titleKey: 'NAV.PENDING_POSTBACK',
    auth: all,
    authDetail: ROUTE_ROLES.pendingPostbackRestricted,
    authDetailWaivedIn: ['TH'],
  },
  {
    key: 'orders.transactionVerification',
    path: '/apps/orders/transactionVerification',
    titleKey: 'NAV.TRANSACTION_VERIFICATION',
    auth: all,
    authDetail: ROUTE_ROLES.transactionVerification,
  },
  {
    key: 'orders.distribution',
    path: '/apps/orders/distribution/all',
    titleKey: 'NAV.BULK_DISTRIBUTION',
    auth: all,
    authDetail: ROUTE_ROLES.distribution,
  },
  {
    key: 'orders.distributionDetail',
    path: '/apps/orders/distribution/:id',
    titleKey: 'NAV.BULK_DISTRIBUTION',
    auth: all,
    authDetail: ROUTE_ROLES.distribution,
  },
  {
    key: 'orders.validation',
    path: '/apps/orders/validation',
    titleKey: 'NAV.VALIDATION',
    auth: all,
    authDetail: ROUTE_ROLES.validation,
  },
  {
    key: 'orders.validationDetail',
    path: '/apps/orders/validation/detail/:orderId',
    titleKey: 'NAV.VALIDATION',
    auth: all,
    authDetail: ROUTE_ROLES.validation,
  },
  {
    key: 'orders.validationLead',
    path: '/apps/orders/validation/:typeLead/:leadId',
    titleKey: 'NAV.VALIDATION',
    auth: all,
    authDetail: ROUTE_ROLES.validation,
  },
  {
    key: 'orders.reconcile',
    path: '/apps/orders/reconcile',
    titleKey: 'NAV.DO_RECONCILE',
    auth: all,
    authDetail: ROUTE_ROLES.reconcile,
  },
  {
    key: 'orders.shipping',
    path: '/apps/orders/shipping',
    titleKey: 'NAV.SHIPPING',
    auth: all,
    authDetail: ROUTE_ROLES.shipping,
  },
  {
    key: 'orders.shippingDhl',
    path: '/apps/orders/shipping-dhl',
    titleKey: 'NAV.SHIPPING_DHL',
    auth: all,
    authDetail: ROUTE_ROLES.shipping,
  },
  {
    key: 'orders.shippingKerry',
    path: '/apps/orders/shipping-kerry',
    titleKey: 'NAV.SHIPPING_KERRY',
    auth: all,
    authDetail: ROUTE_ROLES.shipping,
  },
  {
    key: 'orders.shippingSap',
    path: '/apps/orders/shipping-sap',
    titleKey: 'NAV.SHIPPING_SAP',
    auth: all,
    authDetail: ROUTE_ROLES.shipping,
  },
  {
    key: 'orders.shippingPending',
    path: '/apps/orders/shipping-pending',
    titleKey: 'NAV.SHIPPING_PENDING',
    auth: all,
    authDetail: ROUTE_ROLES.shipping,
  },
  {
    key: 'orders.trashManagement',
    path: '/apps/orders/trash-management',
    titleKey: 'NAV.TRASH_MANAGEMENT',
    auth: all,
    authDetail: ROUTE_ROLES.trashManagement,
  },
  {
    key: 'orders.trash',
    path: '/apps/orders/trash/:typeLead/:leadId',
    titleKey: 'NAV.TRASH_MANAGEMENT',
    auth: all,
    authDetail: ROUTE_ROLES.trashManagement,
  },
  {
    key: 'orders.edit',
    path: '/apps/orders/edit/:typeLead/:leadId',
    titleKey: 'PAGES.ORDER_EDIT',
    auth: ROLE_GROUPS.orders,
  },
  {
    key: 'orders.listorderUpdateLead',
    path: '/apps/orders/listorder/returnList/UpdateLead/:leadId',
    titleKey: 'PAGES.ORDER_EDIT',
    auth: ROLE_GROUPS.orders,
  },
  {
    key: 'orders.listorder',
    path: '/apps/orders/listorder/:returnList/:typeLead/:leadId',
    titleKey: 'PAGES.ORDER_EDIT',
    auth: ROLE_GROUPS.orders,
  },
  {
    key: 'orders.create',
    path: '/apps/orders/create/:typeLead',
    titleKey: 'PAGES.ORDER_CREATE',
    auth: ROLE_GROUPS.orders,
  },
  {
    key: 'orders.manipulation',
    path: '/apps/orders/manipulation',
    titleKey: 'PAGES.ORDER_MANIPULATION',
    auth: ROLE_GROUPS.admin,
  },
  {
    key: 'callback.list',
    path: '/apps/callback/list',
    titleKey: 'NAV.CALLBACK_LIST',
    pageTitleKey: 'PAGES.CALLBACK_LIST',
    auth: ROLE_GROUPS.callback,
  },
  {
    key: 'callback.management',
    path: '/apps/callback/management',
    titleKey: 'NAV.CALLBACK_MANAGEMENT',
    pageTitleKey: 'PAGES.CALLBACK_MANAGEMENT',
    auth: ROLE_GROUPS.callback,
  },
  {
    key: 'products.management',
    path: '/apps/products/management',
    titleKey: 'NAV.PRODUCT_MANAGEMENT',
    auth: ROLE_GROUPS.product,
  },
  {
    key: 'products.combo',
    path: '/apps/product-combo/management',
    titleKey: 'NAV.COMBO',
    auth: ROLE_GROUPS.product,
  },
  {
    key: 'products.promotion',
    path: '/apps/product-promotion/management',
    titleKey: 'NAV.PROMOTION',
    auth: ROLE_GROUPS.product,
  },
  {
    key: 'system.agentGroup',
    path: '/apps/system/agent-group/all',
    titleKey: 'NAV.AGENT_GROUP',
    auth: ROLE_GROUPS.admin,
  },
  {
    key: 'campaign.management',
    path: '/apps/campaign/management',
    titleKey: 'PAGES.CAMPAIGN_MANAGEMENT',
    auth: ROLE_GROUPS.campaign,
  },
  {
    key: 'campaign.configurations',
    path: '/apps/campaign/configurations',
    titleKey: 'PAGES.CAMPAIGN_CONFIGURATIONS',
    auth: ROLE_GROUPS.campaign,
  },
  {
    key: 'settings.crm',
    path: '/apps/settings/crm',
    titleKey: 'PAGES.SETTINGS_CRM',
    auth: ROLE_GROUPS.admin,
  },
  { key: 'profile', path: '/apps/profile', titleKey: 'PAGES.PROFILE', auth: all },
  // The web phone's own page, loaded in the shell's phone frame (SPEC.md 7.10, docs/telephony.md).
  { key: 'phone', path: '/apps/phone', titleKey: 'TELEPHONY.PHONE.TITLE', bare: true, auth: all },
  {
    key: 'autoDialer',
    path: '/apps/auto-dialer/:leadId',
    titleKey: 'PAGES.AUTO_DIALER',
    auth: DIALER_ROLES,
    orgs: [ORG_ID.VN4],
  },
  {
    key: 'errors.404',
    path: '/apps/errors/error-404',
    titleKey: 'ERRORS.NOT_FOUND_TITLE',
    bare: true,
    public: true,
  },
  {
    key: 'errors.500',
    path: '/apps/errors/error-500',
    titleKey: 'ERRORS.SERVER_ERROR_TITLE',
    bare: true,
    public: true,
  },
  {
    key: 'errors.denyAccess',
    path: '/apps/errors/deny-access',
    titleKey: 'ERRORS.DENY_ACCESS_TITLE',
    bare: true,
    public: true,
  },
  {
    key: 'errors.denyLeadAccess',
    path: '/apps/errors/deny-lead-access',
    titleKey: 'ERRORS.DENY_LEAD_ACCESS_TITLE',
    bare: true,
    public: true,
  },
  { key: 'auth.login', path: '/auth/login', titleKey: 'AUTH.LOGIN', bare: true, public: true },
  {
    key: 'auth.loginAutoDial',
    path: '/auth/login-auto-dial',
    titleKey: 'AUTH.LOGIN_AUTO_DIAL',
    bare: true,
    auth: DIALER_ROLES,
    orgs: [ORG_ID.VN4],
  },
  {
    key: 'auth.forgotPassword',
    path: '/auth/forgot-password',
    titleKey: 'AUTH.FORGOT_PASSWORD',
    bare: true,
    public: true,
  },
  { key: 'auth.logout', path: '/auth/logout', titleKey: 'AUTH.LOGOUT', bare: true, public: true },
] as const satisfies readonly AppRouteDefinition[];

export type AppRouteKey = (typeof APP_ROUTES)[number]['key'];

/** SPEC.md 2.3: section roots and their targets. Unknown paths go to error-404. */
export const ROUTE_REDIRECTS: Readonly<Record<string, string>> = {
  '/': '/apps/dashboard',
  '/apps': '/apps/dashboard',
  '/apps/orders': '/apps/orders/list',
  '/apps/callback': '/apps/callback/list',
  '/apps/campaign': '/apps/campaign/management',
  '/apps/customers': '/apps/customers/cdrs',
  '/apps/products': '/apps/products/management',
  '/apps/settings': '/apps/settings/crm',
};

export const PATHS = {
  dashboard: '/apps/dashboard',
  login: '/auth/login',
  loginAutoDial: '/auth/login-auto-dial',
  logout: '/auth/logout',
  forgotPassword: '/auth/forgot-password',
  denyAccess: '/apps/errors/deny-access',
  denyLeadAccess: '/apps/errors/deny-lead-access',
  notFound: '/apps/errors/error-404',
  serverError: '/apps/errors/error-500',
  orderList: '/apps/orders/list',
  orderManagement: '/apps/orders/management',
  trashManagement: '/apps/orders/trash-management',
  validation: '/apps/orders/validation',
} as const;

export function findRoute(key: string): AppRouteDefinition | undefined {
  return (APP_ROUTES as readonly AppRouteDefinition[]).find((route) => route.key === key);
}

/** Replaces `:name` segments of a route path. */
export function buildPath(path: string, params: Record<string, string | number>): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(String(params[name] ?? '')));
}

/** Finds the route a concrete path belongs to (static segments win over parameters). */
export function matchRoute(pathname: string): AppRouteDefinition | undefined {
  const parts = pathname.replace(/\/+$/, '').split('/');
  let best: { route: AppRouteDefinition; score: number } | undefined;
  for (const route of APP_ROUTES as readonly AppRouteDefinition[]) {
    const pattern = route.path.split('/');
    if (pattern.length !== parts.length) continue;
    let score = 0;
    const matches = pattern.every((segment, index) => {
      if (segment.startsWith(':')) return (parts[index] ?? '') !== '';
      score += 1;
      return segment === parts[index];
    });
    if (matches && (!best || score > best.score)) best = { route, score };
  }
  return best?.route;
}
