import { type CallingList, ENDPOINTS } from '@leadline/contracts';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../shared/api/http-client';

const STALE_MS = 5 * 60_000;

/**
 * The campaigns and calling lists to import into. Reference lookups (SPEC.md 8): a failure is
 * swallowed and gives an empty list; only the session rules apply.
 */
export function useImportCampaigns(enabled: boolean) {
  return useQuery({
    queryKey: ['lead-import', 'campaigns'],
    queryFn: ({ signal }) =>
      callEndpoint(ENDPOINTS.campaigns, { handling: 'session', signal })
        .then((envelope) => envelope.data)
        .catch(() => []),
    staleTime: STALE_MS,
    enabled,
  });
}

export function useCallingLists(campaignId: number | null) {
  return useQuery({
    queryKey: ['lead-import', 'calling-lists', campaignId],
    queryFn: ({ signal }) =>
      callEndpoint(ENDPOINTS.campaignCallingLists, {
        params: { id: campaignId ?? 0 },
        handling: 'session',
        signal,
      })
        .then((envelope) => envelope.data)
        .catch(() => [] as CallingList[]),
    staleTime: STALE_MS,
    enabled: campaignId !== null,
  });
}
