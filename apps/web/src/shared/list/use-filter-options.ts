import { findOrg, HQ_ORG_ID, ORGS, type ReferenceItem } from '@leadline/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useEndpointQuery } from '../api/use-endpoint-query';
import {
  useAgents,
  useCampaigns,
  useDoStatuses,
  useLeadStatuses,
  usePaymentMethods,
  useSoStatuses,
} from '../reference/use-reference-lists';
import type { Option } from './filter-fields';

const byValue = (items: readonly ReferenceItem[] | undefined): Option[] =>
  (items ?? []).map((item) => ({ value: item.value, label: item.localizedName || item.name }));

const byId = (items: readonly ReferenceItem[] | undefined): Option[] =>
  (items ?? []).map((item) => ({ value: item.id, label: item.localizedName || item.name }));

/** Lead statuses by value, as the lists filter them (the synthetic uncall status is not prepended). */
export function useLeadStatusOptions(): Option[] {
  const { data } = useLeadStatuses();
  return useMemo(() => byValue(data), [data]);
}

export function useSoStatusOptions(): Option[] {
  const { data } = useSoStatuses();
  return useMemo(() => byValue(data), [data]);
}

export function useDoStatusOptions(): Option[] {
  const { data } = useDoStatuses();
  return useMemo(() => byValue(data), [data]);
}

/** Payment methods are filtered by id (paymentMethodId). */
export function usePaymentMethodOptions(): Option[] {
  const { data } = usePaymentMethods();
  return useMemo(() => byId(data), [data]);
}

/** HQ's org choice: every org but HQ itself, by translated name. */
export function useOrgOptions(): { value: number; label: string }[] {
  const { t } = useTranslation();
  return ORGS.filter((org) => org.id !== HQ_ORG_ID).map((org) => ({
    value: org.id,
    label: `${org.code} · ${t(`ORGS.${org.code}`, { defaultValue: org.name })}`,
  }));
}

const orgCode = (orgId: number) => findOrg(orgId)?.code ?? String(orgId);

/** Campaigns of the caller's org; for HQ those of the chosen org, or all with their org code. */
export function useCampaignOptions(hq: boolean, orgId: number | null): Option[] {
  const { data } = useCampaigns();
  return useMemo(
    () =>
      (data ?? [])
        .filter((campaign) => !hq || orgId === null || campaign.orgId === orgId)
        .map((campaign) => ({
          value: campaign.id,
          label: campaign.name,
          detail: hq && orgId === null ? `${orgCode(campaign.orgId)} · ${campaign.code}` : campaign.code,
        })),
    [data, hq, orgId],
  );
}

/** Agents (not loaded for agent-only users, who see only themselves); HQ narrows by org. */
export function useAgentOptions(hq: boolean, orgId: number | null, enabled: boolean): Option[] {
  return useAgentChoices(hq, orgId, enabled).options;
}

export function useAgentChoices(hq: boolean, orgId: number | null, enabled: boolean) {
  const { data, isSuccess } = useAgents(hq ? orgId : null, enabled);
  const options = useMemo<Option[]>(
    () =>
      (data ?? []).map((agent) => ({
        value: agent.id,
        label: agent.fullName,
        detail: hq && orgId === null ? `${orgCode(agent.orgId)} · ${agent.userName}` : agent.userName,
      })),
    [data, hq, orgId],
  );
  return { options, loaded: isSuccess };
}

/** The calls that answer a filter's users (id, full name, org). */
type UserListEndpoint = 'trashTrashers' | 'orderManipulationActors';

/** A filter's users from `endpoint`; HQ narrows them by org and sees each user's org code. */
export function useUserOptions(endpoint: UserListEndpoint, hq: boolean, orgId: number | null): Option[] {
  const { data } = useEndpointQuery(
    endpoint,
    { query: { orgId: hq ? (orgId ?? undefined) : undefined } },
    { handling: 'session', fallback: [], localized: false },
  );
  return useMemo(
    () =>
      (data ?? []).map((user) => ({
        value: user.id,
        label: user.fullName,
        detail: hq ? orgCode(user.orgId) : undefined,
      })),
    [data, hq],
  );
}
