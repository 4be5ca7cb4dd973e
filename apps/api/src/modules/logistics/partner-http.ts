import { refused, retryLater, type SendResult } from './partner.js';

export interface PartnerResponse {
  status: number;
  headers: Headers;
  /** The parsed JSON answer; null when the body was empty or not JSON. */
  body: unknown;
  text: string;
}

export type PartnerCall = { ok: true; response: PartnerResponse } | { ok: false; failure: SendResult };

/** The base URL and a path joined with one slash. */
export function joinUrl(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/**
 * One HTTP call to a partner, with the timeout of LOGISTICS_PARTNER_TIMEOUT_MS covering the
 * whole answer. What goes wrong on the way is a SendResult: a timeout or an unreachable host may
 * pass (retryable). The status code is the adapter's to judge (`failureOfStatus`).
 */
export async function callPartner(
  url: string,
  init: { method: 'GET' | 'POST'; headers?: Record<string, string>; json?: unknown; timeoutMs: number },
): Promise<PartnerCall> {
  try {
    const response = await fetch(url, {
      method: init.method,
      headers: {
        accept: 'application/json',
        ...(init.json === undefined ? {} : { 'content-type': 'application/json' }),
        ...init.headers,
      },
      ...(init.json === undefined ? {} : { body: JSON.stringify(init.json) }),
      signal: AbortSignal.timeout(init.timeoutMs),
    });
    const text = await response.text();
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = null;
    }
    return { ok: true, response: { status: response.status, headers: response.headers, body, text } };
  } catch (error) {
    const name = (error as Error).name;
    return {
      ok: false,
      failure: retryLater(name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'unreachable'),
    };
  }
}

/** Keeps a partner's message short and on one line for the DO's last_send_error. */
export function shortDetail(detail: unknown): string {
  const text =
    typeof detail === 'string'
      ? detail
      : detail === undefined || detail === null
        ? ''
        : JSON.stringify(detail);
  return text.replace(/\s+/g, ' ').trim().slice(0, 200);
}

/**
 * A non-2xx answer: 5xx, 408 and 429 may pass (retryable); any other 4xx is the partner refusing
 * this request, which sending it again would not change.
 */
export function failureOfStatus(status: number, detail: unknown): SendResult {
  const said = shortDetail(detail);
  const reason = `http_${status}${said ? `: ${said}` : ''}`;
  if (status >= 500 || status === 408 || status === 429) return retryLater(reason);
  return refused(reason);
}

/** A nested field of a JSON answer, or undefined (partners' answers are not trusted to be shaped). */
export function pick(value: unknown, ...path: (string | number)[]): unknown {
  let current = value;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string | number, unknown>)[key];
  }
  return current;
}

export const textOf = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : null;
