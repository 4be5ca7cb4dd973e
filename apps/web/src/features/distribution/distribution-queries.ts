import type {
  DistributeToAgentsInput,
  DistributeToGroupInput,
  DistributionTab,
  DistributionTabBody,
  RecallInput,
  RecallTab,
} from '@leadline/contracts';
import { CLIENT_ENDPOINTS } from '../../shared/api/client-endpoints';
import { callEndpoint } from '../../shared/api/http-client';
import type { Resource } from '../../shared/api/query-keys';
import { useEndpointQuery } from '../../shared/api/use-endpoint-query';
import { useResourceMutation } from '../../shared/api/use-resource-mutation';

export type CampaignKind = 'lead' | 'so';

/** The campaigns of fresh leads, or of resell leads (campaigns/all/resells?rule=bdr). */
export function useDistributionCampaigns(kind: CampaignKind) {
  const fresh = useEndpointQuery('distributionCampaigns', {}, { localized: false, enabled: kind === 'lead' });
  const resell = useEndpointQuery(
    'distributionResellCampaigns',
    { query: { rule: 'bdr' } },
    { localized: false, enabled: kind === 'so' },
  );
  return kind === 'lead' ? fresh : resell;
}

export const useDistributionProducts = (campaignId: number, enabled = true) =>
  useEndpointQuery(
    'distributionProducts',
    { query: { campaignId } },
    { localized: false, fallback: [], enabled },
  );

/** The rows of a tab; the groups and agents tabs carry the status names of the language. */
export const useDistributionTab = (
  campaignId: number,
  tab: DistributionTab,
  body: DistributionTabBody,
  enabled = true,
) => useEndpointQuery('distributionTab', { params: { campaignId }, query: { tab }, body }, { enabled });

export const useRecallView = (
  campaignId: number,
  tab: RecallTab,
  body: DistributionTabBody,
  enabled: boolean,
) =>
  useEndpointQuery('distributionRecallView', { params: { campaignId }, query: { tab }, body }, { enabled });

export const useDistributionGroups = (campaignId: number, enabled = true) =>
  useEndpointQuery('distributionGroups', { params: { campaignId } }, { localized: false, enabled });

export const useDistributionAgents = (campaignId: number, enabled = true) =>
  useEndpointQuery('distributionAgents', { params: { campaignId } }, { localized: false, enabled });

/** What a distribution or a recall changes: every count of the screen, and the lead lists. */
const CHANGED: readonly Resource[] = ['distribution', 'leads'];

interface DistributeTarget {
  campaignId: number;
  callingListId: number;
}

export const useDistributeToGroup = () =>
  useResourceMutation(
    async ({ campaignId, callingListId, ...body }: DistributeTarget & DistributeToGroupInput) =>
      (
        await callEndpoint(CLIENT_ENDPOINTS.distributeToGroup, {
          params: { campaignId, callingListId },
          body,
        })
      ).data,
    CHANGED,
  );

export const useDistributeToAgents = () =>
  useResourceMutation(
    async ({ campaignId, callingListId, ...body }: DistributeTarget & DistributeToAgentsInput) =>
      (
        await callEndpoint(CLIENT_ENDPOINTS.distributeToAgents, {
          params: { campaignId, callingListId },
          body,
        })
      ).data,
    CHANGED,
  );

export const useRecall = () =>
  useResourceMutation(
    async ({ campaignId, ...body }: { campaignId: number } & RecallInput) =>
      (await callEndpoint(CLIENT_ENDPOINTS.distributionRecall, { params: { campaignId }, body })).data,
    CHANGED,
  );
