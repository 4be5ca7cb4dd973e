import { buildPath, type ClientEndpoint, CODE_OK, type Envelope, STORAGE_KEYS } from '@leadline/contracts';
import type { z } from 'zod';
import i18n from '../i18n/i18n';
import { browserStorage, clearSessionStorage } from '../storage/browser-storage';
import { runtimeConfig } from './runtime-config';
import { sessionEvents } from './session-events';

/** A call that did not succeed; `envelope` is absent when the server never answered. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly envelope: Envelope<unknown> | null,
  ) {
    super(envelope?.message ?? `HTTP ${status}`);
  }

  get errorCode(): string | undefined {
    return this.envelope?.error;
  }
}

export interface CallOptions {
  query?: Record<string, string | number | boolean | undefined>;
  params?: Record<string, string | number>;
  body?: unknown;
  /**
   * 'all' (default) applies SPEC.md 8 in full; 'session' only the session rules (logout, block)
   * and leaves messages to the caller; 'none' leaves everything to the caller (the login page).
   */
  handling?: 'all' | 'session' | 'none';
  signal?: AbortSignal;
}

const MIN_MESSAGE_LENGTH = 4;

/**
 * SPEC.md 8, response interceptor: what a failed answer does to the session and the screen.
 * Every call that can fail goes through here, file transfers included. True when the session ended.
 */
export function applyResponseHandling(
  status: number,
  envelope: Envelope<unknown> | null,
  handling: CallOptions['handling'],
): boolean {
  if (handling === 'none') return false;
  if (envelope?.error === 'invalid_token' || envelope?.error === 'unauthorized') {
    clearSessionStorage();
    sessionEvents.emit({
      type: 'autoLogout',
      messageKey: envelope.error === 'invalid_token' ? 'ERRORS.ACCESS_TOKEN_EXPIRED' : 'ERRORS.AUTO_LOGOUT',
    });
    return true;
  }
  if (status === 401 || status === 403) {
    clearSessionStorage();
    sessionEvents.emit({ type: 'blockAgent', message: envelope?.message ?? '' });
    return true;
  }
  if (status === 404 || handling === 'session') return false;
  const message = envelope?.message;
  if (!message)
    sessionEvents.emit({ type: 'notify', severity: 'error', messageKey: 'ERRORS.CHECK_CONNECTION' });
  else if (message.length < MIN_MESSAGE_LENGTH)
    sessionEvents.emit({ type: 'notify', severity: 'error', messageKey: 'ERRORS.SOMETHING_WENT_ERROR' });
  else sessionEvents.emit({ type: 'notify', severity: 'error', message });
  return false;
}

/** The bearer token and the language every call carries. */
export function requestHeaders(): Record<string, string> {
  const headers: Record<string, string> = { 'accept-language': i18n.language || 'en' };
  const token = browserStorage.read(STORAGE_KEYS.accessToken);
  if (token) headers.authorization = `Bearer ${token}`;
  return headers;
}

function toQueryString(query: CallOptions['query']): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** Sends one request and returns the envelope of a 2xx answer; anything else throws ApiError. */
export async function request<T>(
  method: string,
  url: string,
  options: CallOptions & { form?: boolean } = {},
) {
  const headers: Record<string, string> = {
    'accept-language': i18n.language || 'en',
    accept: 'application/json',
  };
  const token = browserStorage.read(STORAGE_KEYS.accessToken);
  if (token) headers.authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.body !== undefined) {
    if (options.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(options.body as Record<string, string>).toString();
    } else {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
  }
  let response: Response;
  try {
    response = await fetch(`${url}${toQueryString(options.query)}`, {
      method,
      headers,
      body,
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    if (options.handling !== 'none')
      sessionEvents.emit({ type: 'notify', severity: 'error', messageKey: 'ERRORS.SERVER_UNREACHABLE' });
    throw new ApiError(0, null);
  }
  const envelope = (await response.json().catch(() => null)) as Envelope<T> | null;
  if (!response.ok || !envelope) {
    applyResponseHandling(response.status, envelope, options.handling ?? 'all');
    throw new ApiError(response.status, envelope);
  }
  return envelope;
}

type Infer<T> = T extends z.ZodType ? z.infer<T> : never;
/** The types of an endpoint's schemas (the client has the types, never the schemas). */
type SchemaOf<D extends ClientEndpoint, S extends 'body' | 'query' | 'data'> = Infer<
  NonNullable<D['schemas']>[S]
>;

/** Calls an endpoint of the contracts' table; a business code other than 200 throws. */
export async function callEndpoint<D extends ClientEndpoint>(
  definition: D,
  options: CallOptions & { body?: SchemaOf<D, 'body'>; query?: SchemaOf<D, 'query'> } = {},
): Promise<Envelope<SchemaOf<D, 'data'>>> {
  const base = definition.path.startsWith('/oauth') ? runtimeConfig.authBaseUrl : '';
  const url = `${base}${buildPath(definition.path, options.params ?? {})}`;
  const envelope = await request<SchemaOf<D, 'data'>>(definition.method, url, {
    ...options,
    form: definition.form,
  });
  if (envelope.code !== CODE_OK) {
    if ((options.handling ?? 'all') === 'all')
      sessionEvents.emit({ type: 'notify', severity: 'error', message: envelope.message });
    throw new ApiError(200, envelope);
  }
  return envelope;
}
