import type {
  DhlStatusChange,
  Envelope,
  ShippingImportResult,
  ShippingListFilter,
} from '@leadline/contracts';
import { CLIENT_ENDPOINTS } from '../../shared/api/client-endpoints';
import { type DownloadProgress, downloadFile, saveEndpointFile } from '../../shared/api/file-download';
import { postFile } from '../../shared/api/file-upload';
import { callEndpoint } from '../../shared/api/http-client';
import { useEndpointQuery } from '../../shared/api/use-endpoint-query';
import { useResourceMutation } from '../../shared/api/use-resource-mutation';
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

export const useCancelDeliveryOrder = () =>
  useResourceMutation(
    async (doId: number) => (await callEndpoint(CLIENT_ENDPOINTS.shippingCancel, { params: { doId } })).data,
    ['shipping'],
  );

export const useChangeDhlStatus = () =>
  useResourceMutation(
    async ({ doId, ...body }: DhlStatusChange & { doId: number }) =>
      (await callEndpoint(CLIENT_ENDPOINTS.shippingDhlStatus, { params: { doId }, body })).data,
    ['shipping'],
  );

/**
 * POST import DO as multipart/form-data; the envelope of a success, else ApiError carrying the
 * server's message (the dialog shows it: SPEC.md 8 'the server message is shown for import').
 */
export const uploadImport = (file: File): Promise<Envelope<ShippingImportResult>> =>
  postFile(CLIENT_ENDPOINTS.shippingImport, file, { handling: 'session' });

export const useImportDeliveryOrders = () => useResourceMutation(uploadImport, ['shipping']);

/** The import template, saved under its name. */
export const downloadImportTemplate = () => saveEndpointFile(CLIENT_ENDPOINTS.shippingImportTemplate);

/** shipping.xlsx of the filter (offset and limit are not sent). */
export function fetchShippingExport(
  filter: ShippingListFilter,
  options: { language: string; signal: AbortSignal; onProgress(progress: DownloadProgress): void },
): Promise<Blob> {
  return downloadFile(CLIENT_ENDPOINTS.shippingExport, filter, options);
}
