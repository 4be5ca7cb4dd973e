import type {
  CallingListSaveInput,
  CampaignConfigurationInput,
  CampaignCreateInput,
  CampaignListFilter,
  CampaignUpdateInput,
} from '@leadline/contracts';
import { useMemo } from 'react';
import { CLIENT_ENDPOINTS } from '../../shared/api/client-endpoints';
import { callEndpoint } from '../../shared/api/http-client';
import { useResourceMutation } from '../../shared/api/use-resource-mutation';
import type { Option } from '../../shared/list/filter-fields';
import { usePagedList } from '../../shared/list/use-paged-list';
import { useReferenceList } from '../../shared/reference/use-reference-lists';

/** The calls of the campaign screens; a refusal's message is shown by the response handling (SPEC.md 8). */

export const useCampaignList = (body: CampaignListFilter) => usePagedList('campaignListFilter', body);

const useCampaignMutation = <V>(run: (variables: V) => Promise<unknown>) =>
  useResourceMutation(run, ['campaigns']);

export const useSaveCampaign = () =>
  useCampaignMutation(
    async (input: { id: null; body: CampaignCreateInput } | { id: number; body: CampaignUpdateInput }) =>
      input.id === null
        ? callEndpoint(CLIENT_ENDPOINTS.campaignCreate, { body: input.body })
        : callEndpoint(CLIENT_ENDPOINTS.campaignUpdate, {
            params: { campaignId: input.id },
            body: input.body,
          }),
  );

export const useConfigureCampaign = () =>
  useCampaignMutation(async ({ id, body }: { id: number; body: CampaignConfigurationInput }) =>
    callEndpoint(CLIENT_ENDPOINTS.campaignConfigure, { params: { campaignId: id }, body }),
  );

export const useSaveCallingList = () =>
  useCampaignMutation(
    async ({
      campaignId,
      listId,
      body,
    }: {
      campaignId: number;
      listId: number | null;
      body: CallingListSaveInput;
    }) =>
      listId === null
        ? callEndpoint(CLIENT_ENDPOINTS.callingListCreate, { params: { campaignId }, body })
        : callEndpoint(CLIENT_ENDPOINTS.callingListRename, {
            params: { campaignId, callingListId: listId },
            body,
          }),
  );

/** Active products of the org (HQ: of the chosen org) as choices, up to 200. */
export function useProductOptions(orgId: number | undefined, enabled: boolean): Option[] {
  const { data } = useReferenceList('listProducts', { query: { status: 1, orgId, limit: 200 } }, enabled);
  return useMemo(
    () =>
      (data ?? []).map((product) => ({
        value: product.prodId,
        label: product.prodName,
        detail: product.sku,
      })),
    [data],
  );
}
