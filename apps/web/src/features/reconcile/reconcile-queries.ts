import type { Envelope, ReconcileListFilter, ReconcileUploadResult } from '@leadline/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CLIENT_ENDPOINTS } from '../../shared/api/client-endpoints';
import { type DownloadProgress, downloadFile, saveEndpointFile } from '../../shared/api/file-download';
import { postFile } from '../../shared/api/file-upload';
import { callEndpoint } from '../../shared/api/http-client';
import { invalidateResources } from '../../shared/api/query-keys';
import { useEndpointQuery } from '../../shared/api/use-endpoint-query';
import { useResourceMutation } from '../../shared/api/use-resource-mutation';
import { usePagedList } from '../../shared/list/use-paged-list';

/** A page of a tab: paging in the query (SPEC.md 7.7 ?page=&size=), the filter in the body. */
export function useReconcileList(body: ReconcileListFilter, page: number, size: number) {
  const list = usePagedList('reconcileList', body, { page, size });
  return { ...list, rows: list.rows?.deliveryOrders };
}

export const useTrackingCodeLogs = (trackingCode: string | null) =>
  useEndpointQuery(
    'reconcileCodeLogs',
    { query: { trackingCode: trackingCode ?? '' } },
    { enabled: trackingCode !== null },
  );

/**
 * POST upload as multipart/form-data, mode preview or apply: the envelope of a success, else
 * ApiError carrying the server's answer (SPEC.md 8: its data field is the error shown).
 */
export function uploadReconcileFile(
  file: File,
  mode: 'preview' | 'apply',
): Promise<Envelope<ReconcileUploadResult>> {
  return postFile(CLIENT_ENDPOINTS.reconcileUpload, file, { query: `?mode=${mode}`, handling: 'session' });
}

export function useReconcileUpload() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, mode }: { file: File; mode: 'preview' | 'apply' }) =>
      uploadReconcileFile(file, mode),
    onSuccess: (envelope) => {
      if (envelope.data.applied) void invalidateResources(queryClient, ['reconcile']);
    },
  });
}

export const useReconcileOrder = () =>
  useResourceMutation(
    async (doId: number) => callEndpoint(CLIENT_ENDPOINTS.reconcileOrder, { body: { doId } }),
    ['reconcile'],
  );

/** reconcilation_template.xlsx, saved under its name. */
export const downloadReconcileTemplate = () => saveEndpointFile(CLIENT_ENDPOINTS.reconcileTemplate);

export function fetchReconcileExport(
  filter: ReconcileListFilter,
  options: { language: string; signal: AbortSignal; onProgress(progress: DownloadProgress): void },
): Promise<Blob> {
  return downloadFile(CLIENT_ENDPOINTS.reconcileExport, filter, options);
}
