import {
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
) {
  const { i18n } = useTranslation();
  const query = useQuery({
    queryKey: [...key, i18n.language, body],
    queryFn: async ({ signal }) => {
      const envelope = await callEndpoint(endpoint as EndpointDefinition, { body, signal });
      return { rows: envelope.data as DataOf<D>, total: envelope.total ?? 0 };
    },
    placeholderData: keepPreviousData,
  });
  const failed = query.isError;
  return {
    rows: failed ? ([] as DataOf<D>) : query.data?.rows,
    total: failed ? 0 : (query.data?.total ?? 0),
    fetching: query.isFetching,
    failed,
    /** The rows on screen are those of the current filter and page, and no call is under way. */
    settled: !query.isPlaceholderData && !query.isFetching,
    /** When the rows on screen arrived (epoch ms; 0 before the first answer). */
    updatedAt: query.isPlaceholderData ? 0 : query.dataUpdatedAt,
    refetch: query.refetch,
  };
}

export const useOrderList = (body: OrderListFilter) =>
  usePagedList(ORDER_KEYS.list, ENDPOINTS.orderListSearch, body);

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
      ]);
    },
  });
}
