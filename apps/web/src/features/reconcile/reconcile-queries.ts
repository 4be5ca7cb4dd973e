import {
  CODE_OK,
  type Envelope,
  type ReconcileListFilter,
  type ReconcileUploadResult,
} from '@leadline/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CLIENT_ENDPOINTS } from '../../shared/api/client-endpoints';
import { type DownloadProgress, downloadFile, saveFile } from '../../shared/api/file-download';
import { ApiError, applyResponseHandling, callEndpoint, requestHeaders } from '../../shared/api/http-client';
import { invalidateResources } from '../../shared/api/query-keys';
import { sessionEvents } from '../../shared/api/session-events';
import { useEndpointQuery } from '../../shared/api/use-endpoint-query';
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
export async function uploadReconcileFile(
  file: File,
  mode: 'preview' | 'apply',
): Promise<Envelope<ReconcileUploadResult>> {
  const form = new FormData();
  form.append(CLIENT_ENDPOINTS.reconcileUpload.upload.field, file, file.name);
  let response: Response;
  try {
    response = await fetch(`${CLIENT_ENDPOINTS.reconcileUpload.path}?mode=${mode}`, {
      method: 'POST',
      headers: { ...requestHeaders(), accept: 'application/json' },
      body: form,
    });
  } catch {
    sessionEvents.emit({ type: 'notify', severity: 'error', messageKey: 'ERRORS.SERVER_UNREACHABLE' });
    throw new ApiError(0, null);
  }
  const envelope = (await response.json().catch(() => null)) as Envelope<ReconcileUploadResult> | null;
  if (response.ok && envelope?.code === CODE_OK) return envelope;
  applyResponseHandling(response.status, envelope, 'session');
  throw new ApiError(response.status, envelope);
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

export function useReconcileOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (doId: number) => callEndpoint(CLIENT_ENDPOINTS.reconcileOrder, { body: { doId } }),
    onSuccess: () => invalidateResources(queryClient, ['reconcile']),
  });
}

/** reconcilation_template.xlsx, saved under its name. */
export async function downloadReconcileTemplate(): Promise<void> {
  const definition = CLIENT_ENDPOINTS.reconcileTemplate;
  const response = await fetch(definition.path, { headers: requestHeaders() });
  if (!response.ok) {
    const envelope = (await response.json().catch(() => null)) as Envelope<unknown> | null;
    applyResponseHandling(response.status, envelope, 'all');
    throw new ApiError(response.status, envelope);
  }
  saveFile(await response.blob(), definition.file.fileName);
}

export function fetchReconcileExport(
  filter: ReconcileListFilter,
  options: { language: string; signal: AbortSignal; onProgress(progress: DownloadProgress): void },
): Promise<Blob> {
  return downloadFile(CLIENT_ENDPOINTS.reconcileExport, filter, options);
}
