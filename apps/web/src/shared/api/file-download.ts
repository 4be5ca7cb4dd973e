import { type Envelope, TOTAL_ROWS_HEADER } from '@leadline/contracts';
import { ApiError, applyResponseHandling, requestHeaders } from './http-client';
import { sessionEvents } from './session-events';

export interface DownloadProgress {
  /** Bytes of the file received so far. */
  receivedBytes: number;
  /** The rows the file holds (the server counts them before it starts), when it said so. */
  totalRows: number | null;
}

/** The file's answer started, then broke off (the server failed or the connection dropped). */
export class DownloadInterruptedError extends Error {}

interface FileEndpoint {
  method: string;
  path: string;
  file: { contentType: string };
}

/**
 * POSTs `body` to a call whose success is a file (the spreadsheet exports) and reads it as it
 * streams in, reporting the bytes received. A refusal answers the envelope: SPEC.md 8's handling
 * applies and ApiError is thrown; a cancelled one throws the AbortError of `signal`.
 */
export async function downloadFile(
  definition: FileEndpoint,
  body: unknown,
  options: { language: string; signal: AbortSignal; onProgress(progress: DownloadProgress): void },
): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(definition.path, {
      method: definition.method,
      headers: {
        ...requestHeaders(),
        'accept-language': options.language || 'en',
        accept: `${definition.file.contentType}, application/json`,
        'content-type': 'application/json',
      },
      body: JSON.stringify(body),
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    sessionEvents.emit({ type: 'notify', severity: 'error', messageKey: 'ERRORS.SERVER_UNREACHABLE' });
    throw new ApiError(0, null);
  }
  if (!response.ok || !response.body) {
    const envelope = (await response.json().catch(() => null)) as Envelope<unknown> | null;
    applyResponseHandling(response.status, envelope, 'all');
    throw new ApiError(response.status, envelope);
  }

  const rowsHeader = response.headers.get(TOTAL_ROWS_HEADER);
  const totalRows = rowsHeader !== null && /^\d+$/.test(rowsHeader) ? Number(rowsHeader) : null;
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let receivedBytes = 0;
  options.onProgress({ receivedBytes, totalRows });
  const reader = response.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      receivedBytes += value.byteLength;
      options.onProgress({ receivedBytes, totalRows });
    }
  } catch (error) {
    if ((error as Error).name === 'AbortError' || options.signal.aborted) throw error;
    throw new DownloadInterruptedError(String(error));
  }
  return new Blob(chunks, { type: definition.file.contentType });
}

/** GETs the file an endpoint serves (an import's template) and saves it under the endpoint's name. */
export async function saveEndpointFile(definition: {
  path: string;
  file: { fileName: string };
}): Promise<void> {
  const response = await fetch(definition.path, { headers: requestHeaders() });
  if (!response.ok) {
    const envelope = (await response.json().catch(() => null)) as Envelope<unknown> | null;
    applyResponseHandling(response.status, envelope, 'all');
    throw new ApiError(response.status, envelope);
  }
  saveFile(await response.blob(), definition.file.fileName);
}

/** Hands a file to the browser's downloads under `fileName`. */
export function saveFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.style.display = 'none';
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  // The download has its own reference once started; the URL is not needed for long.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** 512 KB, 3.4 MB: comma thousands like every number of the product (SPEC.md 9). */
export function formatBytes(bytes: number): string {
  const format = (value: number, digits: number) =>
    value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
  if (bytes < 1024 * 1024) return `${format(Math.max(1, Math.round(bytes / 1024)), 0)} KB`;
  return `${format(bytes / (1024 * 1024), 1)} MB`;
}
