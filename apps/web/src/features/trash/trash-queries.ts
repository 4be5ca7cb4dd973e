import type { TrashListFilter, TrashRestoreInput } from '@leadline/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { CLIENT_ENDPOINTS } from '../../shared/api/client-endpoints';
import { callEndpoint } from '../../shared/api/http-client';
import { invalidateResources } from '../../shared/api/query-keys';
import { useEndpointQuery } from '../../shared/api/use-endpoint-query';
import type { Option } from '../../shared/list/filter-fields';
import { useUserOptions } from '../../shared/list/use-filter-options';
import { usePagedList } from '../../shared/list/use-paged-list';
import { useReasons } from '../../shared/reference/use-reference-lists';

export const useTrashList = (body: TrashListFilter) => usePagedList('trashListFilter', body);

/** The trashed lead's page: a 404 (not in trash, or not the caller's to see) is shown by the page. */
export const useTrashDetail = (leadId: number, typeLead: 'lead' | 'so') =>
  useEndpointQuery('trashDetail', { params: { typeLead, leadId } }, { handling: 'session', retry: false });

/** Trash reasons as filter choices. */
export function useTrashReasonOptions(): Option[] {
  const { data } = useReasons('TRASH');
  return useMemo(
    () => (data ?? []).map((item) => ({ value: item.id, label: item.localizedName || item.name })),
    [data],
  );
}

/** Who trashed a lead still in trash; HQ narrows by org and sees each user's org. */
export const useTrasherOptions = (hq: boolean, orgId: number | null): Option[] =>
  useUserOptions('trashTrashers', hq, orgId);

/**
 * PUT restore. SPEC.md 4: a restore reloads its list (and the lead is back in the order lists);
 * the refusal's message is shown by the response handling (SPEC.md 8).
 */
export function useRestoreLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ leadId, ...body }: TrashRestoreInput & { leadId: number }) =>
      (await callEndpoint(CLIENT_ENDPOINTS.trashRestore, { params: { leadId }, body })).data,
    // The trashed lead's own page is not reloaded: the lead is no longer in trash (its page leaves).
    onSuccess: async () => {
      await invalidateResources(queryClient, ['trash', 'leads']);
    },
  });
}
