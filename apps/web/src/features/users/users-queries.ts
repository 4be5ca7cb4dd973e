import { type CreateUserInput, ROLE_CODES, type UpdateUserInput, type UserSearch } from '@leadline/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CLIENT_ENDPOINTS } from '../../shared/api/client-endpoints';
import { callEndpoint } from '../../shared/api/http-client';
import { invalidateResources } from '../../shared/api/query-keys';
import { useEndpointQuery } from '../../shared/api/use-endpoint-query';
import type { Option } from '../../shared/list/filter-fields';
import { usePagedList } from '../../shared/list/use-paged-list';
import { roleLabelKey } from '../../shared/session/role-label';

export const useUsersList = (body: UserSearch) => usePagedList('searchUsers', body);

/** SPEC.md 6's roles by DOMAIN.md's names, in code order. */
export function useRoleOptions(): Option[] {
  const { t } = useTranslation();
  return useMemo(
    () =>
      [...ROLE_CODES]
        .sort((a, b) => a - b)
        .map((code) => ({ value: code, label: `${t(roleLabelKey(code))} (${code})` })),
    [t],
  );
}

/** The org's agent groups as choices (active ones for a form; all for the filter). */
export function useGroupOptions(orgId: number | undefined, activeOnly: boolean): Option[] {
  const { data } = useEndpointQuery(
    'listAgentGroups',
    { query: { orgId, activeOnly: activeOnly ? 'true' : undefined } },
    { handling: 'session', fallback: [], localized: false },
  );
  return useMemo(() => (data ?? []).map((group) => ({ value: group.id, label: group.name })), [data]);
}

const USER_LISTS = ['users', 'agentGroups'] as const;

/** Every write of the users tab reloads the lists it touches (and the groups' member counts). */
function useUserMutation<I, O>(run: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async () => {
      await invalidateResources(queryClient, USER_LISTS);
    },
  });
}

export const useCreateUser = () =>
  useUserMutation(
    async (body: CreateUserInput) => (await callEndpoint(CLIENT_ENDPOINTS.createUser, { body })).data,
  );

export const useUpdateUser = () =>
  useUserMutation(
    async ({ id, ...body }: UpdateUserInput & { id: number }) =>
      (await callEndpoint(CLIENT_ENDPOINTS.updateUser, { params: { id }, body })).data,
  );

export const useSetUserActive = () =>
  useUserMutation(
    async ({ id, active }: { id: number; active: boolean }) =>
      (await callEndpoint(CLIENT_ENDPOINTS.setUserActive, { params: { id }, body: { active } })).data,
  );

export const useResetUserPassword = () =>
  useUserMutation(
    async (id: number) => (await callEndpoint(CLIENT_ENDPOINTS.resetUserPassword, { params: { id } })).data,
  );

export const useInvalidateUsers = () => {
  const queryClient = useQueryClient();
  return () => invalidateResources(queryClient, USER_LISTS);
};
