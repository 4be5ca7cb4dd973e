import type { CreateAgentGroupInput, UpdateAgentGroupInput } from '@leadline/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CLIENT_ENDPOINTS } from '../../shared/api/client-endpoints';
import { callEndpoint } from '../../shared/api/http-client';
import { invalidateResources } from '../../shared/api/query-keys';
import { useEndpointQuery } from '../../shared/api/use-endpoint-query';

/** The org's groups (HQ: of the chosen org, or all). */
export const useAgentGroups = (orgId: number | undefined) =>
  useEndpointQuery('listAgentGroups', { query: { orgId } }, { handling: 'session', localized: false });

export const useGroupAgents = (groupId: number | null) =>
  useEndpointQuery(
    'groupAgents',
    { params: { id: groupId ?? 0 } },
    { handling: 'session', localized: false, enabled: groupId !== null },
  );

/** A group's change shows in the groups and in the users' rows (their group). */
const GROUP_CALLS = ['agentGroups', 'users'] as const;

function useGroupMutation<I, O>(run: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async () => {
      await invalidateResources(queryClient, GROUP_CALLS);
    },
  });
}

export const useCreateGroup = () =>
  useGroupMutation(
    async (body: CreateAgentGroupInput) =>
      (await callEndpoint(CLIENT_ENDPOINTS.createAgentGroup, { body })).data,
  );

export const useUpdateGroup = () =>
  useGroupMutation(
    async ({ id, ...body }: UpdateAgentGroupInput & { id: number }) =>
      (await callEndpoint(CLIENT_ENDPOINTS.updateAgentGroup, { params: { id }, body })).data,
  );

export const useAddGroupAgents = () =>
  useGroupMutation(
    async ({ id, userIds }: { id: number; userIds: number[] }) =>
      (await callEndpoint(CLIENT_ENDPOINTS.addGroupAgents, { params: { id }, body: { userIds } })).data,
  );

export const useRemoveGroupAgent = () =>
  useGroupMutation(
    async ({ id, userId }: { id: number; userId: number }) =>
      (await callEndpoint(CLIENT_ENDPOINTS.removeGroupAgent, { params: { id, userId } })).data,
  );

export const useSetGroupCampaigns = () =>
  useGroupMutation(
    async ({ id, campaignIds }: { id: number; campaignIds: number[] }) =>
      (await callEndpoint(CLIENT_ENDPOINTS.setGroupCampaigns, { params: { id }, body: { campaignIds } }))
        .data,
  );
