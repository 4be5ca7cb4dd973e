import { type ClientEndpoint, CODE_OK, type Envelope } from '@leadline/contracts';
import { ApiError, applyResponseHandling, type CallOptions, requestHeaders } from './http-client';
import { sessionEvents } from './session-events';

/**
 * POSTs `file` as multipart/form-data in the part the endpoint names (an import, an upload):
 * the envelope of a success, else ApiError carrying the server's answer after SPEC.md 8's
 * handling (`session`: the dialog shows the server's message itself; `all`: the notice does).
 */
export async function postFile<T>(
  definition: ClientEndpoint,
  file: File,
  { query = '', handling }: { query?: string; handling: CallOptions['handling'] },
): Promise<Envelope<T>> {
  const form = new FormData();
  form.append(definition.upload?.field ?? 'file', file, file.name);
  let response: Response;
  try {
    response = await fetch(`${definition.path}${query}`, {
      method: 'POST',
      headers: { ...requestHeaders(), accept: 'application/json' },
      body: form,
    });
  } catch {
    sessionEvents.emit({ type: 'notify', severity: 'error', messageKey: 'ERRORS.SERVER_UNREACHABLE' });
    throw new ApiError(0, null);
  }
  const envelope = (await response.json().catch(() => null)) as Envelope<T> | null;
  if (response.ok && envelope?.code === CODE_OK) return envelope;
  applyResponseHandling(response.status, envelope, handling);
  throw new ApiError(response.status, envelope);
}
