import {
  DEFAULT_PAGE_SIZE,
  ENDPOINTS,
  type EndpointDefinition,
  type OrderListFilter,
  type OrderManagementFilter,
} from '@leadline/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { callEndpoint } from '../../shared/api/http-client';

/** Query keys: ['orders', 'list' | 'management' | 'reference', ...]; names follow the language. */
export const ORDER_KEYS = {
  all: ['orders'] as const,
  list: ['orders', 'list'] as const,
  management: ['orders', 'management'] as const,
  resell: ['orders', 'resell'] as const,
  reference: ['orders', 'reference'] as const,
};

const REFERENCE_STALE_MS = 5 * 60_000;

type DataOf<D extends EndpointDefinition> = z.infer<D['data']>;

/**
 * A reference list (statuses, campaigns, agents...). SPEC.md 8: a failed lookup is swallowed and
 * gives an empty list; only the session rules (logout, block) apply.
 */
function useReferenceList<D extends EndpointDefinition>(
  name: string,
  endpoint: D,
  options: { query?: Record<string, number | undefined>; enabled?: boolean } = {},
) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...ORDER_KEYS.reference, name, i18n.language, options.query ?? {}],
    queryFn: ({ signal }) =>
      callEndpoint(endpoint as EndpointDefinition, { query: options.query, handling: 'session', signal })
        .then((envelope) => envelope.data as DataOf<D>)
        .catch(() => [] as DataOf<D>),
    staleTime: REFERENCE_STALE_MS,
    enabled: options.enabled ?? true,
  });
}

export const useLeadStatuses = () => useReferenceList('leadStatuses', ENDPOINTS.leadStatuses);
export const useSoStatuses = () => useReferenceList('soStatuses', ENDPOINTS.soStatuses);
export const useDoStatuses = () => useReferenceList('doStatuses', ENDPOINTS.doStatuses);
export const usePaymentMethods = () => useReferenceList('paymentMethods', ENDPOINTS.paymentMethods);
export const useCampaigns = () => useReferenceList('campaigns', ENDPOINTS.campaigns);

/** Agents for the filters and the reassign dialog; HQ narrows them to one org. */
export const useAgents = (orgId: number | null, enabled = true) =>
  useReferenceList('agents', ENDPOINTS.agents, {
    query: { orgId: orgId ?? undefined },
    enabled,
  });

/**
 * A page of a list: the previous page stays on screen while the next one loads (no jump), and
 * a failed call empties the list (SPEC.md 8; the server message is shown by the client).
 */
function usePagedList<D extends EndpointDefinition>(
  key: readonly string[],
  endpoint: D,
  body: z.infer<NonNullable<D['body']>>,
  query?: Record<string, number>,
) {
  const { i18n } = useTranslation();
  const answer = useQuery({
    queryKey: [...key, i18n.language, body, query ?? {}],
    queryFn: async ({ signal }) => {
      const envelope = await callEndpoint(endpoint as EndpointDefinition, { body, query, signal });
      return {
        rows: envelope.data as DataOf<D>,
        total: envelope.total ?? 0,
        totalIsEstimate: envelope.totalIsEstimate === true,
      };
    },
    placeholderData: keepPreviousData,
  });
  const failed = answer.isError;
  return {
    rows: failed ? ([] as DataOf<D>) : answer.data?.rows,
    total: failed ? 0 : (answer.data?.total ?? 0),
    /** A large list's total is the server's estimate (docs/orders.md). */
    totalIsEstimate: !failed && answer.data?.totalIsEstimate === true,
    fetching: answer.isFetching,
    failed,
    /** The rows on screen are those of the current filter and page, and no call is under way. */
    settled: !answer.isPlaceholderData && !answer.isFetching,
    /** When the rows on screen arrived (epoch ms; 0 before the first answer). */
    updatedAt: answer.isPlaceholderData ? 0 : answer.dataUpdatedAt,
    refetch: answer.refetch,
  };
}

export const useOrderList = (body: OrderListFilter) =>
  usePagedList(ORDER_KEYS.list, ENDPOINTS.orderListSearch, body);

/** The resell list: the filter form in the body, page and size in the query (SPEC.md 7.2). */
export const useResellList = (body: OrderListFilter) => {
  const { page, size, offset: _offset, limit: _limit, ...filter } = body;
  return usePagedList(ORDER_KEYS.resell, ENDPOINTS.orderListResell, filter, {
    page: page ?? 0,
    size: size ?? DEFAULT_PAGE_SIZE,
  });
};

/**
 * Which list the user works (routerProcessingLeads): 'normal' or 'resell'. A failure falls back
 * to the order list, which every user of this screen may open.
 */
export function useResellRouter() {
  return useQuery({
    queryKey: [...ORDER_KEYS.all, 'router'],
    queryFn: ({ signal }) =>
      callEndpoint(ENDPOINTS.orderListResellRouter, { handling: 'session', signal })
        .then((envelope) => envelope.data.list)
        .catch(() => 'normal' as const),
    staleTime: REFERENCE_STALE_MS,
  });
}

/**
 * Hold lead (or release it). SPEC.md 8: the server's message is shown, on success as on refusal
 * (the response handling shows a refusal's); the lists reload to show the hold.
 */
export function useHoldLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { leadId: number; release?: boolean }) =>
      callEndpoint(ENDPOINTS.holdLead, { body }),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ORDER_KEYS.list }),
        queryClient.invalidateQueries({ queryKey: ORDER_KEYS.resell }),
      ]);
    },
  });
}

export const useOrderManagement = (body: OrderManagementFilter) =>
  usePagedList(ORDER_KEYS.management, ENDPOINTS.orderManagementSearch, body);

/** SPEC.md 4: reassigning reloads the lists with their last filter. */
export function useReassign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { leadIds: number[]; agentId: number }) =>
      (await callEndpoint(ENDPOINTS.reassign, { body })).data,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ORDER_KEYS.management }),
        queryClient.invalidateQueries({ queryKey: ORDER_KEYS.list }),
        queryClient.invalidateQueries({ queryKey: ORDER_KEYS.resell }),
      ]);
    },
  });
}
