import type {
  ShippingPendingListFilter,
  ShippingPendingRemoveInput,
  ShippingPendingResendInput,
} from '@leadline/contracts';
import { CLIENT_ENDPOINTS } from '../../shared/api/client-endpoints';
import { type DownloadProgress, downloadFile } from '../../shared/api/file-download';
import { callEndpoint } from '../../shared/api/http-client';
import { useEndpointQuery } from '../../shared/api/use-endpoint-query';
import { useResourceMutation } from '../../shared/api/use-resource-mutation';
import { usePagedList } from '../../shared/list/use-paged-list';
import type { OrderAccess } from '../../shared/session/order-access';
import { type ShippingPendingForm, toShippingPendingFilter } from './shipping-pending-filters';

export const useShippingPendingList = (body: ShippingPendingListFilter) =>
  usePagedList('shippingPendingListFilter', body);

/** listFfm: the fulfilment partners with their last-mile partners and warehouses. */
export const useFfmPartners = (orgId: number | undefined) =>
  useEndpointQuery('shippingPendingFfm', { query: { orgId } }, { handling: 'session', fallback: [] });

/**
 * PUT resend and POST remove. SPEC.md 4: both reload the list on success; a refused call's
 * message is shown by the response handling (SPEC.md 8).
 */
export const useResend = () =>
  useResourceMutation(
    async (body: ShippingPendingResendInput) =>
      (await callEndpoint(CLIENT_ENDPOINTS.shippingPendingResend, { body })).data,
    ['shippingPending'],
  );

export const useRemove = () =>
  useResourceMutation(
    async (body: ShippingPendingRemoveInput) =>
      (await callEndpoint(CLIENT_ENDPOINTS.shippingPendingRemove, { body })).data,
    ['shippingPending'],
  );

export function fetchShippingPendingExport(
  form: ShippingPendingForm,
  access: OrderAccess,
  options: { language: string; signal: AbortSignal; onProgress(progress: DownloadProgress): void },
): Promise<Blob> {
  return downloadFile(CLIENT_ENDPOINTS.shippingPendingExport, toShippingPendingFilter(form, access), options);
}
