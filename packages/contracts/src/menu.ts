import type { CountryVariant } from './orgs.js';
import type { AppRouteKey } from './routes.js';

/** The Applications menu of SPEC.md 2.1. Visibility rules are applied in access/menu-access.ts. */
export type MenuGroupKey = 'customers' | 'orders' | 'callback' | 'product' | 'system' | 'administration';

export interface MenuItemDefinition {
  /** The route the item opens; also the id a user stars in the shortcut bar. */
  route: AppRouteKey;
  group: MenuGroupKey | null;
  icon: string;
  /** Shown only in these country variants (SPEC.md 9: hidden per country). */
  onlyIn?: readonly CountryVariant[];
  /** Shown only when the org has the partner-variant flag (the SAP flow). */
  requiresSapFlow?: boolean;
  /** An item of ours, not in SPEC.md 2.1's table (documented in docs/). */
  beyondSpec?: boolean;
  /**
   * A locale key of more words the menu search matches (the tabs of a page, other names users
   * call it): a search for "user" finds the settings page whose Users tab it is.
   */
  keywordsKey?: string;
}

export const MENU_GROUPS: readonly {
  key: MenuGroupKey;
  titleKey: string;
  icon: string;
  forcedHidden?: boolean;
  /** A forced-hidden group's items are shown in this group instead (an admin must find them). */
  itemsShownIn?: MenuGroupKey;
  /** A group of ours, not in SPEC.md 2.1 (docs/decisions.md). */
  beyondSpec?: boolean;
}[] = [
  { key: 'customers', titleKey: 'NAV.GROUP_CUSTOMERS', icon: 'people' },
  { key: 'orders', titleKey: 'NAV.GROUP_ORDERS', icon: 'shopping_cart' },
  { key: 'callback', titleKey: 'NAV.GROUP_CALLBACK', icon: 'phone_callback' },
  { key: 'product', titleKey: 'NAV.GROUP_PRODUCT', icon: 'inventory' },
  // SPEC.md 2.1: the System menu is forced hidden. Its Agent Group page, the settings, users and
  // campaigns were then reachable only by typing their address: they live under Administration.
  {
    key: 'system',
    titleKey: 'NAV.GROUP_SYSTEM',
    icon: 'settings',
    forcedHidden: true,
    itemsShownIn: 'administration',
  },
  { key: 'administration', titleKey: 'NAV.GROUP_ADMINISTRATION', icon: 'admin', beyondSpec: true },
];

export const MENU_ITEMS: readonly MenuItemDefinition[] = [
  { route: 'dashboard', group: null, icon: 'dashboard' },
  { route: 'customers.cdrs', group: 'customers', icon: 'call_log' },
  { route: 'agents.liveBoard', group: 'customers', icon: 'groups', beyondSpec: true },
  { route: 'orders.list', group: 'orders', icon: 'list' },
  { route: 'orders.management', group: 'orders', icon: 'assignment' },
  { route: 'orders.pendingPostback', group: 'orders', icon: 'rocket' },
  { route: 'orders.transactionVerification', group: 'orders', icon: 'account_balance', onlyIn: ['VN', 'TH'] },
  { route: 'orders.distribution', group: 'orders', icon: 'share' },
  { route: 'orders.validation', group: 'orders', icon: 'fact_check' },
  { route: 'orders.reconcile', group: 'orders', icon: 'compare' },
  { route: 'orders.shipping', group: 'orders', icon: 'local_shipping' },
  { route: 'orders.shippingKerry', group: 'orders', icon: 'local_shipping', onlyIn: ['TH'] },
  { route: 'orders.shippingSap', group: 'orders', icon: 'local_shipping', requiresSapFlow: true },
  { route: 'orders.shippingPending', group: 'orders', icon: 'pending' },
  { route: 'orders.trashManagement', group: 'orders', icon: 'delete' },
  { route: 'callback.list', group: 'callback', icon: 'list' },
  { route: 'callback.management', group: 'callback', icon: 'assignment' },
  { route: 'products.management', group: 'product', icon: 'inventory' },
  { route: 'products.combo', group: 'product', icon: 'category' },
  { route: 'products.promotion', group: 'product', icon: 'sell' },
  { route: 'system.agentGroup', group: 'system', icon: 'groups', keywordsKey: 'NAV_KEYWORDS.AGENT_GROUP' },
  {
    route: 'settings.crm',
    group: 'administration',
    icon: 'settings',
    beyondSpec: true,
    keywordsKey: 'NAV_KEYWORDS.SETTINGS',
  },
  {
    route: 'campaign.management',
    group: 'administration',
    icon: 'campaign',
    beyondSpec: true,
    keywordsKey: 'NAV_KEYWORDS.CAMPAIGNS',
  },
  {
    route: 'campaign.configurations',
    group: 'administration',
    icon: 'tune',
    beyondSpec: true,
    keywordsKey: 'NAV_KEYWORDS.CAMPAIGNS',
  },
];
