import { type EndpointData, type EndpointKey, mayCallEndpoint } from '@leadline/contracts';
import { CLIENT_ENDPOINTS } from '../api/client-endpoints';
import type { EndpointInput } from '../api/query-keys';
import { useEndpointQuery } from '../api/use-endpoint-query';
import { useSession } from '../session/session';

const REFERENCE_STALE_MS = 5 * 60_000;

/**
 * A reference list (statuses, campaigns, agents, reasons...), fetched and cached once for every
 * screen that shows it. SPEC.md 8: a failed lookup is swallowed and gives an empty list; only
 * the session rules (logout, block) apply.
 */
export function useReferenceList<K extends EndpointKey>(key: K, input: EndpointInput = {}, enabled = true) {
  return useEndpointQuery(key, input, {
    handling: 'session',
    fallback: [] as unknown as EndpointData<K>,
    staleTime: REFERENCE_STALE_MS,
    enabled,
  });
}

export const useLeadStatuses = () => useReferenceList('leadStatuses');
export const useSoStatuses = () => useReferenceList('soStatuses');
export const useDoStatuses = () => useReferenceList('doStatuses');

/** Payment methods with their codes (the transfer one needs the bank and transaction id). */
export const usePaymentMethods = () => useReferenceList('paymentMethods');

export const useCampaigns = (enabled = true) => useReferenceList('campaigns', {}, enabled);

/** The calling lists of a campaign, once one is chosen. */
export const useCallingLists = (campaignId: number | null) =>
  useReferenceList('campaignCallingLists', { params: { id: campaignId ?? 0 } }, campaignId !== null);

/**
 * Agents for the filters and the reassign dialog; HQ narrows them to one org. A role the
 * contracts' access row refuses (marketing on the CDR page) does not ask: its filter has no
 * agent choices, and a refusal would end the session.
 */
export function useAgents(orgId: number | null, enabled = true) {
  const { access } = useSession();
  const allowed = mayCallEndpoint(CLIENT_ENDPOINTS.agents, access?.roles ?? []);
  return useReferenceList('agents', { query: { orgId: orgId ?? undefined } }, enabled && allowed);
}

export const useBanks = (enabled = true) => useReferenceList('banks', {}, enabled);

export const useReasons = (kind: 'REJECT' | 'TRASH' | null) =>
  useReferenceList('reasons', { query: { kind: kind ?? undefined } }, kind !== null);

export const useCallbackReasons = (code: number | null) =>
  useReferenceList('callbackReasons', { query: { code: code ?? undefined } }, code !== null);

/** The entries of one synonym type (SYNONYM_TYPE: age ranges, customer jobs...). */
export const useSynonyms = (typeId: number) => useReferenceList('synonymObject', { query: { typeId } });
