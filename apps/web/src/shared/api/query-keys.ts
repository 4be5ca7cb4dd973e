import type { EndpointKey } from '@leadline/contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { CallOptions } from './http-client';

/** What a call sends besides its endpoint: path parameters, query string and body. */
export interface EndpointInput {
  params?: CallOptions['params'];
  query?: CallOptions['query'];
  body?: unknown;
}

/**
 * Drops what the server never sees (unset query fields, empty sections), so `{}` and
 * `{ query: { orgId: undefined } }` name the same call and share one cache entry.
 */
function sent(input: EndpointInput): EndpointInput {
  const query = Object.fromEntries(
    Object.entries(input.query ?? {}).filter(([, value]) => value !== undefined),
  );
  return {
    ...(input.params && Object.keys(input.params).length > 0 ? { params: input.params } : {}),
    ...(Object.keys(query).length > 0 ? { query } : {}),
    ...(input.body !== undefined ? { body: input.body } : {}),
  };
}

/**
 * The query keys of the answers of the contracts' endpoints, built from the endpoint's key and
 * the call's input (after Medusa's lib/query-key-factory.ts). Two screens asking an endpoint the
 * same thing share one cache entry, and a write invalidates an endpoint's answers without
 * knowing which screen asked for them. The language is part of a key when the answer carries
 * translated names: switching it asks again.
 */
export const queryKeys = {
  /** Every cached answer of an endpoint: what a write that changes it invalidates. */
  endpoint: (key: EndpointKey) => [key] as const,
  /** The envelope's data of one call. */
  data: (key: EndpointKey, input: EndpointInput, language: string | null) =>
    [key, 'data', sent(input), language] as const,
  /** One page of a paged list: its rows and total. */
  page: (key: EndpointKey, input: EndpointInput, language: string | null) =>
    [key, 'page', sent(input), language] as const,
  /**
   * A query a feature shapes itself (kept current by pushes, its own answer shape): still under its
   * endpoint's key, so invalidating the endpoint or its resource reaches it.
   */
  own: (key: EndpointKey, ...parts: readonly unknown[]) => [key, 'own', ...parts] as const,
};

/**
 * What the screens show, by resource: the endpoints whose answers show each. A write says which
 * resources it changed (`invalidateResources(queryClient, ['leads'])`) and every screen showing
 * them asks again, without the writer naming the lists of other features (a restore from trash
 * changes leads: the order lists reload, whoever shows them). A new screen adds its reads to the
 * resource it shows.
 */
export const RESOURCES = {
  /** Leads and their sale orders as the order screens and the edit screen show them. */
  leads: [
    'orderListSearch',
    'orderListResell',
    'orderListResellRouter',
    'orderManagementSearch',
    'orderDetail',
    'leadHistory',
    'recentOrders',
  ],
  trash: ['trashListFilter', 'trashTrashers'],
  validation: ['validationListSearch', 'validationDetail'],
  bankTransactions: ['bankTransactions', 'bankTransactionDetail'],
  shipping: ['shippingListSearch', 'shippingOrderDetail', 'shippingOrderHistory', 'shippingOrderItems'],
  shippingPending: ['shippingPendingListFilter'],
  postbacks: ['pendingPostbackList', 'postbackAttempts'],
  reconcile: ['reconcileList', 'reconcileCodeLogs'],
  /** Distribution's counts: campaigns, calling lists, agents and what a recall would take. */
  distribution: [
    'distributionCampaigns',
    'distributionResellCampaigns',
    'distributionTab',
    'distributionRecallView',
    'distributionAgents',
  ],
  users: ['searchUsers', 'listUsers', 'getUser'],
  agentGroups: ['listAgentGroups', 'groupAgents'],
  campaigns: ['campaignListFilter', 'campaignList', 'campaigns', 'campaignCallingLists'],
  /** Products, stock and promotions, in management and in the agents' pickers. */
  catalogue: [
    'productManagementList',
    'productManagementGet',
    'productStock',
    'productHistory',
    'productUsage',
    'promotionManagementList',
    'listProducts',
    'getProduct',
    'getCombo',
    'listPromotions',
  ],
  orgSettings: [
    'orgWebPhoneSettings',
    'orgDeliveryCutoff',
    'orgDeliveryRiskSettings',
    'orgPaymentAccount',
    'orgPostbackNetworks',
    'orgLogisticsPartners',
  ],
  /** The signed-in user's own profile. */
  me: ['agentMe'],
  /** The signed-in agent's call. */
  currentCall: ['currentCall'],
} as const satisfies Record<string, readonly EndpointKey[]>;

export type Resource = keyof typeof RESOURCES;

/** The endpoints whose answers show the resources, each once. */
export function endpointsOf(resources: readonly Resource[]): EndpointKey[] {
  return [...new Set(resources.flatMap((resource) => RESOURCES[resource]))];
}

/** Marks the endpoints' answers stale; those on screen load again. */
function invalidateEndpoints(queryClient: QueryClient, keys: readonly EndpointKey[]): Promise<unknown> {
  return Promise.all(keys.map((key) => queryClient.invalidateQueries({ queryKey: queryKeys.endpoint(key) })));
}

/** What a write that changed these resources does: every answer showing them is stale, those on screen load again. */
export function invalidateResources(
  queryClient: QueryClient,
  resources: readonly Resource[],
): Promise<unknown> {
  return invalidateEndpoints(queryClient, endpointsOf(resources));
}
