import {
  CODE_OK,
  type DhlStatusChange,
  type Envelope,
  type ShippingImportResult,
  type ShippingListFilter,
} from '@leadline/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CLIENT_ENDPOINTS } from '../../shared/api/client-endpoints';
import { type DownloadProgress, downloadFile, saveFile } from '../../shared/api/file-download';
import { ApiError, applyResponseHandling, callEndpoint, requestHeaders } from '../../shared/api/http-client';
import { invalidateResources } from '../../shared/api/query-keys';
import { sessionEvents } from '../../shared/api/session-events';
import { useEndpointQuery } from '../../shared/api/use-endpoint-query';
import { usePagedList } from '../../shared/list/use-paged-list';

export const useShippingList = (body: ShippingListFilter) => usePagedList('shippingListSearch', body);

/** The detail dialog's three calls; SPEC.md 8: a failure of the items is swallowed (an empty list). */
export const useShippingDetail = (doId: number | null) =>
  useEndpointQuery('shippingOrderDetail', { params: { doId: doId ?? 0 } }, { enabled: doId !== null });
export const useShippingHistory = (doId: number | null) =>
  useEndpointQuery('shippingOrderHistory', { params: { doId: doId ?? 0 } }, { enabled: doId !== null });
export const useShippingItems = (doId: number | null) =>
  useEndpointQuery(
    'shippingOrderItems',
    { params: { doId: doId ?? 0 } },
    {
      enabled: doId !== null,
      handling: 'session',
      retry: false,
      fallback: { items: [], totalAmount: 0, currency: '' },
    },
  );

export function useCancelDeliveryOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (doId: number) =>
      (await callEndpoint(CLIENT_ENDPOINTS.shippingCancel, { params: { doId } })).data,
    onSuccess: () => invalidateResources(queryClient, ['shipping']),
  });
}

export function useChangeDhlStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ doId, ...body }: DhlStatusChange & { doId: number }) =>
      (await callEndpoint(CLIENT_ENDPOINTS.shippingDhlStatus, { params: { doId }, body })).data,
    onSuccess: () => invalidateResources(queryClient, ['shipping']),
  });
}

/**
 * POST import DO as multipart/form-data; the envelope of a success, else ApiError carrying the
 * server's message (the dialog shows it: SPEC.md 8 'the server message is shown for import').
 */
export async function uploadImport(file: File): Promise<Envelope<ShippingImportResult>> {
  const form = new FormData();
  form.append(CLIENT_ENDPOINTS.shippingImport.upload.field, file, file.name);
  let response: Response;
  try {
    response = await fetch(CLIENT_ENDPOINTS.shippingImport.path, {
      method: 'POST',
      headers: { ...requestHeaders(), accept: 'application/json' },
      body: form,
    });
  } catch {
    sessionEvents.emit({ type: 'notify', severity: 'error', messageKey: 'ERRORS.SERVER_UNREACHABLE' });
    throw new ApiError(0, null);
  }
  const envelope = (await response.json().catch(() => null)) as Envelope<ShippingImportResult> | null;
  if (response.ok && envelope?.code === CODE_OK) return envelope;
  applyResponseHandling(response.status, envelope, 'session');
  throw new ApiError(response.status, envelope);
}

export function useImportDeliveryOrders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadImport,
    onSuccess: () => invalidateResources(queryClient, ['shipping']),
  });
}

/** The import template, saved under its name. */
export async function downloadImportTemplate(): Promise<void> {
  const definition = CLIENT_ENDPOINTS.shippingImportTemplate;
  const response = await fetch(definition.path, { headers: requestHeaders() });
  if (!response.ok) {
    const envelope = (await response.json().catch(() => null)) as Envelope<unknown> | null;
    applyResponseHandling(response.status, envelope, 'all');
    throw new ApiError(response.status, envelope);
  }
  saveFile(await response.blob(), definition.file.fileName);
}

/** shipping.xlsx of the filter (offset and limit are not sent). */
export function fetchShippingExport(
  filter: ShippingListFilter,
  options: { language: string; signal: AbortSignal; onProgress(progress: DownloadProgress): void },
): Promise<Blob> {
  return downloadFile(CLIENT_ENDPOINTS.shippingExport, filter, options);
}
