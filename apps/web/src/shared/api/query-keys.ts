import type { EndpointKey } from '@leadline/contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { CallOptions } from './http-client';

/** What a call sends besides its endpoint: path parameters, query string and body. */
export interface EndpointInput {
  params?: CallOptions['params'];
  query?: CallOptions['query'];
  body?: unknown;
}

/**
 * Drops what the server never sees (unset query fields, empty sections), so `{}` and
 * `{ query: { orgId: undefined } }` name the same call and share one cache entry.
 */
function sent(input: EndpointInput): EndpointInput {
  const query = Object.fromEntries(
    Object.entries(input.query ?? {}).filter(([, value]) => value !== undefined),
  );
  return {
    ...(input.params && Object.keys(input.params).length > 0 ? { params: input.params } : {}),
    ...(Object.keys(query).length > 0 ? { query } : {}),
    ...(input.body !== undefined ? { body: input.body } : {}),
  };
}

/**
 * The query keys of the answers of the contracts' endpoints, built from the endpoint's key and
 * the call's input (after Medusa's lib/query-key-factory.ts). Two screens asking an endpoint the
 * same thing share one cache entry, and a write invalidates an endpoint's answers without
 * knowing which screen asked for them. The language is part of a key when the answer carries
 * translated names: switching it asks again.
 */
export const queryKeys = {
  /** Every cached answer of an endpoint: what a write that changes it invalidates. */
  endpoint: (key: EndpointKey) => [key] as const,
  /** The envelope's data of one call. */
  data: (key: EndpointKey, input: EndpointInput, language: string | null) =>
    [key, 'data', sent(input), language] as const,
  /** One page of a paged list: its rows and total. */
  page: (key: EndpointKey, input: EndpointInput, language: string | null) =>
    [key, 'page', sent(input), language] as const,
};

/** Marks the endpoints' answers stale; those on screen load again. */
export function invalidateEndpoints(
  queryClient: QueryClient,
  keys: readonly EndpointKey[],
): Promise<unknown> {
  return Promise.all(keys.map((key) => queryClient.invalidateQueries({ queryKey: queryKeys.endpoint(key) })));
}
