import type { ManualPostbackInput, PendingPostbackFilter, ResendPostbacksInput } from '@leadline/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CLIENT_ENDPOINTS } from '../../shared/api/client-endpoints';
import { callEndpoint } from '../../shared/api/http-client';
import { invalidateResources } from '../../shared/api/query-keys';
import { useEndpointQuery } from '../../shared/api/use-endpoint-query';
import { usePagedList } from '../../shared/list/use-paged-list';

export const usePendingPostbackList = (body: PendingPostbackFilter) =>
  usePagedList('pendingPostbackList', body);

/** The tries of one postback (the dialog asks when it opens). */
export const usePostbackAttempts = (id: number | null) =>
  useEndpointQuery(
    'postbackAttempts',
    { params: { id: id ?? 0 } },
    { enabled: id !== null, localized: false },
  );

/** Resend and manual postback reload the list and the tries (SPEC.md 4: an action reloads its list). */
export function useResendPostbacks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ResendPostbacksInput) =>
      (await callEndpoint(CLIENT_ENDPOINTS.resendPostbacks, { body })).data,
    onSuccess: () => invalidateResources(queryClient, ['postbacks']),
  });
}

export function useManualPostback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ManualPostbackInput) =>
      (await callEndpoint(CLIENT_ENDPOINTS.manualPostback, { body })).data,
    onSuccess: () => invalidateResources(queryClient, ['postbacks']),
  });
}
