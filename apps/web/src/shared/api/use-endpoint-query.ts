import type { ClientEndpoint, EndpointData, EndpointKey } from '@leadline/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CLIENT_ENDPOINTS } from './client-endpoints';
import { type CallOptions, callEndpoint } from './http-client';
import { type EndpointInput, queryKeys } from './query-keys';

export interface EndpointQueryOptions<K extends EndpointKey, T> {
  /** The response handling of SPEC.md 8 (http-client's CallOptions); 'all' when unset. */
  handling?: CallOptions['handling'];
  /** A failed call answers this instead of failing (SPEC.md 8: lookups give an empty list). */
  fallback?: EndpointData<K>;
  /** False for an answer without translated text: switching the language does not ask again. */
  localized?: boolean;
  enabled?: boolean;
  staleTime?: number;
  retry?: boolean;
  select?: (data: EndpointData<K>) => T;
  /** Keeps the last answer on screen while another input loads (a range picker's next range). */
  keepPrevious?: boolean;
}

/**
 * The data of one call of the contracts' endpoints, cached under queryKeys.data. The same
 * endpoint and input is one cache entry whoever asks, so callers of one call agree on its
 * handling and fallback: reference lists go through shared/reference.
 */
export function useEndpointQuery<K extends EndpointKey, T = EndpointData<K>>(
  key: K,
  input: EndpointInput = {},
  options: EndpointQueryOptions<K, T> = {},
) {
  const { i18n } = useTranslation();
  const { handling, fallback, localized = true, keepPrevious = false, ...query } = options;
  return useQuery({
    queryKey: queryKeys.data(key, input, localized ? i18n.language : null),
    queryFn: ({ signal }) => {
      const call = callEndpoint(CLIENT_ENDPOINTS[key] as ClientEndpoint, { ...input, handling, signal }).then(
        (envelope) => envelope.data as EndpointData<K>,
      );
      return fallback === undefined ? call : call.catch(() => fallback);
    },
    ...(keepPrevious ? { placeholderData: keepPreviousData } : {}),
    ...query,
  });
}
