import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CLIENT_ENDPOINTS } from '../../shared/api/client-endpoints';
import { type DownloadProgress, downloadFile } from '../../shared/api/file-download';
import { callEndpoint } from '../../shared/api/http-client';
import { queryKeys } from '../../shared/api/query-keys';

/** The CDR list's filter as the page keeps it (empty strings = no filter). */
export interface CdrForm {
  dateFrom: string;
  dateTo: string;
  agentId: string;
  disposition: string;
  phone: string;
  leadId: string;
}

export const EMPTY_CDR_FORM: CdrForm = {
  dateFrom: '',
  dateTo: '',
  agentId: '',
  disposition: '',
  phone: '',
  leadId: '',
};

/** The form as the list's query string: only the fields that are set. */
export function toCdrFilter(form: CdrForm): Record<string, string> {
  return Object.fromEntries(Object.entries(form).filter(([, value]) => value.trim() !== ''));
}

export function useCdrList(form: CdrForm, page: number, size: number) {
  const query = { ...toCdrFilter(form), page, size };
  return useQuery({
    queryKey: queryKeys.own('cdrList', query),
    queryFn: async () => {
      // The form's values go as they are typed; the server's schema parses them.
      const envelope = await callEndpoint(CLIENT_ENDPOINTS.cdrList, { query: query as never });
      return {
        rows: envelope.data,
        total: envelope.total ?? envelope.data.length,
        // Above LIST_TOTAL_CAP calls the total is the server's estimate: "about N" (docs/api.md).
        totalIsEstimate: envelope.totalIsEstimate === true,
      };
    },
    placeholderData: keepPreviousData,
  });
}

/** POSTs the filter to the export and reads cdrs.xlsx as it streams in. */
export function fetchCdrExport(
  form: CdrForm,
  options: { language: string; signal: AbortSignal; onProgress(progress: DownloadProgress): void },
): Promise<Blob> {
  return downloadFile(CLIENT_ENDPOINTS.cdrExport, toCdrFilter(form), options);
}
