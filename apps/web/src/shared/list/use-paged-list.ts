import type { ClientEndpoint, EndpointData, EndpointKey, FeatureEndpoints } from '@leadline/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { CLIENT_ENDPOINTS } from '../api/client-endpoints';
import { callEndpoint } from '../api/http-client';
import { queryKeys } from '../api/query-keys';

type BodyOf<K extends EndpointKey> = FeatureEndpoints[K] extends { body: infer B extends z.ZodType }
  ? z.infer<B>
  : undefined;

/**
 * A page of a list: the previous page stays on screen while the next one loads (no jump), and
 * a failed call empties the list (SPEC.md 8; the server message is shown by the client).
 */
export function usePagedList<K extends EndpointKey>(key: K, body: BodyOf<K>, query?: Record<string, number>) {
  const { i18n } = useTranslation();
  const answer = useQuery({
    queryKey: queryKeys.page(key, { body, query }, i18n.language),
    queryFn: async ({ signal }) => {
      const envelope = await callEndpoint(CLIENT_ENDPOINTS[key] as ClientEndpoint, { body, query, signal });
      return {
        rows: envelope.data as EndpointData<K>,
        total: envelope.total ?? 0,
        totalIsEstimate: envelope.totalIsEstimate === true,
      };
    },
    placeholderData: keepPreviousData,
  });
  const failed = answer.isError;
  return {
    rows: failed ? ([] as EndpointData<K>) : answer.data?.rows,
    total: failed ? 0 : (answer.data?.total ?? 0),
    /** A large list's total is the server's estimate (docs/orders.md). */
    totalIsEstimate: !failed && answer.data?.totalIsEstimate === true,
    fetching: answer.isFetching,
    failed,
    /** The rows on screen are those of the current filter and page, and no call is under way. */
    settled: !answer.isPlaceholderData && !answer.isFetching,
    /** When the rows on screen arrived (epoch ms; 0 before the first answer). */
    updatedAt: answer.isPlaceholderData ? 0 : answer.dataUpdatedAt,
    refetch: answer.refetch,
  };
}
