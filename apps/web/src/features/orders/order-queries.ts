import { DEFAULT_PAGE_SIZE, type OrderListFilter, type OrderManagementFilter } from '@leadline/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CLIENT_ENDPOINTS } from '../../shared/api/client-endpoints';
import { callEndpoint } from '../../shared/api/http-client';
import { invalidateResources } from '../../shared/api/query-keys';
import { useEndpointQuery } from '../../shared/api/use-endpoint-query';
import { usePagedList } from '../../shared/list/use-paged-list';
import { usePushEvent } from '../../shared/push/use-push-event';

const ROUTER_STALE_MS = 5 * 60_000;

export const useOrderList = (body: OrderListFilter) => usePagedList('orderListSearch', body);

/** The resell list: the filter form in the body, page and size in the query (SPEC.md 7.2). */
export const useResellList = (body: OrderListFilter) => {
  const { page, size, offset: _offset, limit: _limit, ...filter } = body;
  return usePagedList('orderListResell', filter, {
    page: page ?? 0,
    size: size ?? DEFAULT_PAGE_SIZE,
  });
};

/**
 * Which list the user works (routerProcessingLeads): 'normal' or 'resell'. A failure falls back
 * to the order list, which every user of this screen may open.
 */
export function useResellRouter() {
  return useEndpointQuery(
    'orderListResellRouter',
    {},
    {
      handling: 'session',
      fallback: { list: 'normal', routerProcessingLeads: null },
      select: (data) => data.list,
      localized: false,
      staleTime: ROUTER_STALE_MS,
    },
  );
}

/**
 * Hold lead (or release it). SPEC.md 8: the server's message is shown, on success as on refusal
 * (the response handling shows a refusal's); the lists reload to show the hold.
 */
export function useHoldLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { leadId: number; release?: boolean }) =>
      callEndpoint(CLIENT_ENDPOINTS.holdLead, { body }),
    onSettled: async () => {
      await invalidateResources(queryClient, ['leads']);
    },
  });
}

export const useOrderManagement = (body: OrderManagementFilter) =>
  usePagedList('orderManagementSearch', body);

/** SPEC.md 4: reassigning reloads the lists with their last filter. */
export function useReassign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { leadIds: number[]; agentId: number }) =>
      (await callEndpoint(CLIENT_ENDPOINTS.reassign, { body })).data,
    onSuccess: async () => {
      await invalidateResources(queryClient, ['leads']);
    },
  });
}

/**
 * Leads distributed to or recalled from this agent (the leads.assignment push, docs/distribution.md):
 * the lists load again by themselves, so the agent sees them arrive and leave.
 */
export function useLeadsAssignmentRefresh(): void {
  const queryClient = useQueryClient();
  usePushEvent('leads.assignment', () => {
    void invalidateResources(queryClient, ['leads']);
  });
}
