import { buildPath, type ClientEndpoint, CODE_OK, type Envelope } from '@leadline/contracts';
import { saveFile } from '../../shared/api/file-download';
import { ApiError, applyResponseHandling, requestHeaders } from '../../shared/api/http-client';
import { sessionEvents } from '../../shared/api/session-events';

/**
 * The calls whose body or answer is a file (an upload, a spreadsheet download), with the same
 * rules as shared/api/http-client.ts for everything else: the bearer token and the language on
 * every call, and SPEC.md 8's handling of a refusal, which comes back as the envelope. The
 * session rules (auto logout, block) always apply; the message of any other refusal is left
 * to the caller, which shows it where the user is looking (the import dialog).
 */

const headers = requestHeaders;

/** SPEC.md 8's session rules for a refused call; true when the session ended. */
function applySessionRules(status: number, envelope: Envelope<unknown> | null): boolean {
  return applyResponseHandling(status, envelope, 'session');
}

function parseEnvelope(text: string): Envelope<unknown> | null {
  try {
    const value = JSON.parse(text) as Envelope<unknown>;
    return typeof value === 'object' && value !== null && 'code' in value ? value : null;
  } catch {
    return null;
  }
}

/** The message to show for a failed call (SPEC.md 8), as a locale key or the server's text. */
export function failureMessage(error: unknown): { key?: string; text?: string } {
  if (!(error instanceof ApiError)) return { key: 'ERRORS.SOMETHING_WENT_ERROR' };
  if (error.status === 0) return { key: 'ERRORS.SERVER_UNREACHABLE' };
  const message = error.envelope?.message;
  if (!message) return { key: 'ERRORS.CHECK_CONNECTION' };
  if (message.length < 4) return { key: 'ERRORS.SOMETHING_WENT_ERROR' };
  return { text: message };
}

function endpointUrl(
  definition: ClientEndpoint,
  params: Record<string, string | number> = {},
  query: Record<string, string | number> = {},
): string {
  const search = new URLSearchParams(Object.entries(query).map(([name, value]) => [name, String(value)]));
  const path = buildPath(definition.path, params);
  return search.size > 0 ? `${path}?${search}` : path;
}

/**
 * Sends a file as multipart/form-data in the part the definition names, reporting the upload's
 * progress (0 to 1); answers the envelope of a success, or throws ApiError.
 */
export function uploadFile<T>(
  definition: ClientEndpoint,
  file: File,
  options: {
    params?: Record<string, string | number>;
    /** The query string (the users import's org for HQ). */
    query?: Record<string, string | number>;
    onProgress?: (fraction: number) => void;
    signal?: AbortSignal;
  } = {},
): Promise<Envelope<T>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(definition.method, endpointUrl(definition, options.params, options.query));
    for (const [name, value] of Object.entries(headers())) xhr.setRequestHeader(name, value);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    };
    xhr.upload.onload = () => options.onProgress?.(1);
    xhr.onerror = () => {
      sessionEvents.emit({ type: 'notify', severity: 'error', messageKey: 'ERRORS.SERVER_UNREACHABLE' });
      reject(new ApiError(0, null));
    };
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    xhr.onload = () => {
      const envelope = parseEnvelope(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300 && envelope?.code === CODE_OK) {
        resolve(envelope as Envelope<T>);
        return;
      }
      applySessionRules(xhr.status, envelope);
      reject(new ApiError(xhr.status, envelope));
    };
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append(definition.upload?.field ?? 'file', file, file.name);
    xhr.send(form);
  });
}

/**
 * Calls a `file` endpoint (its answer is a file) and saves the file under the definition's name
 * (SPEC.md 7.2: downloadImportFailed.xlsx); a refusal answers the envelope and throws ApiError.
 */
export async function downloadFile(
  definition: ClientEndpoint,
  options: { body?: unknown; params?: Record<string, string | number> } = {},
): Promise<void> {
  const init: RequestInit = { method: definition.method, headers: headers() };
  if (options.body !== undefined) {
    init.headers = { ...headers(), 'content-type': 'application/json' };
    init.body = JSON.stringify(options.body);
  }
  let response: Response;
  try {
    response = await fetch(endpointUrl(definition, options.params), init);
  } catch {
    sessionEvents.emit({ type: 'notify', severity: 'error', messageKey: 'ERRORS.SERVER_UNREACHABLE' });
    throw new ApiError(0, null);
  }
  const type = response.headers.get('content-type') ?? '';
  if (response.ok && !type.startsWith('application/json')) {
    saveFile(await response.blob(), definition.file?.fileName ?? 'download');
    return;
  }
  const envelope = parseEnvelope(await response.text().catch(() => ''));
  applySessionRules(response.status, envelope);
  throw new ApiError(response.status, envelope);
}
