import { CALLBACK_LIST_STORAGE_KEY, canAccessRoute, findRoute, STORAGE_KEYS } from '@leadline/contracts';
import { useNavigate } from 'react-router';
import { useSession } from '../../shared/session/session';
import { browserStorage } from '../../shared/storage/browser-storage';
import type { ReconcileOpenState } from '../reconcile';
import { shippingStorageKey } from '../shipping';

/**
 * Where a figure leads: the list it counts, with the same filter. Lists that keep their filter
 * form in the browser get it written there (each list reads a partial form, the rest its
 * defaults); the reconcile list takes its tab and days as navigation state.
 */
export interface ListLink {
  routeKey: string;
  storageKey?: string;
  filter?: Record<string, unknown>;
  state?: unknown;
}

type Ids = readonly number[] | undefined;
const ids = (values: Ids) => (values ? [...values] : []);

export const LIST_LINKS = {
  /** The order list (leads): by creation day or last call, campaign, agents. */
  orderList: (filter: {
    dateField: 'createdAt' | 'lastCallAt';
    dateFrom: string;
    dateTo: string;
    campaignId?: Ids;
    agentId?: Ids;
  }): ListLink => ({
    routeKey: 'orders.list',
    storageKey: STORAGE_KEYS.orderListFilter,
    filter: { ...filter, campaignId: ids(filter.campaignId), agentId: ids(filter.agentId) },
  }),
  /** Order management (sale orders): by creation day, SO status, campaign, agents. */
  orderManagement: (filter: {
    dateFrom: string;
    dateTo: string;
    soStatus?: Ids;
    campaignId?: Ids;
    agentId?: Ids;
  }): ListLink => ({
    routeKey: 'orders.management',
    storageKey: STORAGE_KEYS.orderManagementFilter,
    filter: {
      ...filter,
      soStatus: ids(filter.soStatus),
      campaignId: ids(filter.campaignId),
      agentId: ids(filter.agentId),
    },
  }),
  /** The agent's callback list, due today. */
  callbacksDueToday: (): ListLink => ({
    routeKey: 'callback.list',
    storageKey: CALLBACK_LIST_STORAGE_KEY,
    filter: { due: 'today' },
  }),
  /** The shipping list of every partner, filtered by partner, DO status and creation day. */
  shipping: (filter: { partner?: string; status: Ids; dateFrom: string; dateTo: string }): ListLink => ({
    routeKey: 'orders.shipping',
    storageKey: shippingStorageKey('ALL'),
    filter: { ...filter, partner: filter.partner ?? '', status: ids(filter.status) },
  }),
  /** The reconcile list on a tab, by the partner's reported day. */
  reconcile: (state: ReconcileOpenState): ListLink => ({ routeKey: 'orders.reconcile', state }),
  liveBoard: (): ListLink => ({ routeKey: 'agents.liveBoard' }),
};

/** Opens a figure's list (its filter stored first), when the user may open that screen. */
export function useListLinks() {
  const navigate = useNavigate();
  const { access } = useSession();
  const canOpen = (link: ListLink | undefined): link is ListLink => {
    const route = link ? findRoute(link.routeKey) : undefined;
    return Boolean(route && access && canAccessRoute(route, access));
  };
  const open = (link: ListLink) => {
    const route = findRoute(link.routeKey);
    if (!route) return;
    if (link.storageKey) browserStorage.writeJson(link.storageKey, link.filter ?? {});
    void navigate(route.path, link.state === undefined ? undefined : { state: link.state });
  };
  return { canOpen, open };
}
