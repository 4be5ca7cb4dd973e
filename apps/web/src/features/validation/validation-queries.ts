import { SYNONYM_TYPE, type ValidateOrderInput, type ValidationListFilter } from '@leadline/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { CLIENT_ENDPOINTS } from '../../shared/api/client-endpoints';
import { type DownloadProgress, downloadFile } from '../../shared/api/file-download';
import { callEndpoint } from '../../shared/api/http-client';
import { invalidateResources } from '../../shared/api/query-keys';
import { useEndpointQuery } from '../../shared/api/use-endpoint-query';
import type { Option } from '../../shared/list/filter-fields';
import { usePagedList } from '../../shared/list/use-paged-list';
import { useSynonyms } from '../../shared/reference/use-reference-lists';
import type { OrderAccess } from '../../shared/session/order-access';
import { toValidationFilter, type ValidationForm } from './validation-filters';

export const useValidationList = (body: ValidationListFilter) => usePagedList('validationListSearch', body);

/** A detail page's order: by its SO id, or the lead's newest order. A 404 is shown by the page. */
export const useValidationDetail = (by: { soId: number } | { leadId: number }, enabled: boolean) =>
  useEndpointQuery('validationDetail', { query: by }, { handling: 'session', retry: false, enabled });

/** A synonym list (50 validation statuses, 49 cancel reasons) as choices, by value. */
function useSynonymOptions(typeId: number): Option[] {
  const { data } = useSynonyms(typeId);
  return useMemo(
    () => (data ?? []).map((item) => ({ value: item.value, label: item.localizedName || item.name })),
    [data],
  );
}

export const useValidationStatusOptions = () => useSynonymOptions(SYNONYM_TYPE.VALIDATION_PENDING);
export const useCancelReasonOptions = () => useSynonymOptions(SYNONYM_TYPE.VALIDATION_CANCEL);

/**
 * PUT SO/Validate. SPEC.md 4: on success the list reloads (and the detail page's order); a
 * refusal (409 included) shows the server's message through the response handling (SPEC.md 8).
 */
export function useValidateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ValidateOrderInput) =>
      (await callEndpoint(CLIENT_ENDPOINTS.validateOrder, { body })).data,
    // A refused validation reloads too: the order may have been validated by someone else.
    onSettled: async () => {
      await invalidateResources(queryClient, ['validation']);
    },
  });
}

/** POSTs the filter to the export (offset and limit dropped) and reads validation.xlsx as it streams. */
export function fetchValidationExport(
  form: ValidationForm,
  access: OrderAccess,
  options: { language: string; signal: AbortSignal; onProgress(progress: DownloadProgress): void },
): Promise<Blob> {
  return downloadFile(CLIENT_ENDPOINTS.validationExport, toValidationFilter(form, access), options);
}
