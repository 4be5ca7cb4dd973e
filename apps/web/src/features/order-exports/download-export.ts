import {
  ORDER_EXPORT_ENDPOINT_BY_KIND,
  type OrderExportKind,
  type OrderManagementFilter,
  withoutPaging,
} from '@leadline/contracts';
import { type DownloadProgress, downloadFile } from '../../shared/api/file-download';

/** SPEC.md 7.2: the kind's export gets the filter without offset and limit. */
export function fetchExport(
  kind: OrderExportKind,
  filter: OrderManagementFilter,
  options: { language: string; signal: AbortSignal; onProgress(progress: DownloadProgress): void },
): Promise<Blob> {
  return downloadFile(ORDER_EXPORT_ENDPOINT_BY_KIND[kind], withoutPaging(filter), options);
}
