import { findOrg, type OrderManipulationFilter } from '@leadline/contracts';
import { useMemo } from 'react';
import { useEndpointQuery } from '../../shared/api/use-endpoint-query';
import type { Option } from '../../shared/list/filter-fields';
import { usePagedList } from '../../shared/list/use-paged-list';

export const useOrderManipulationList = (body: OrderManipulationFilter) =>
  usePagedList('orderManipulationListFilter', body);

/** The org's users for the Who filter; HQ narrows by org and sees each user's org. */
export function useActorOptions(hq: boolean, orgId: number | null): Option[] {
  const { data } = useEndpointQuery(
    'orderManipulationActors',
    { query: { orgId: hq ? (orgId ?? undefined) : undefined } },
    { handling: 'session', fallback: [], localized: false },
  );
  return useMemo(
    () =>
      (data ?? []).map((user) => ({
        value: user.id,
        label: user.fullName,
        detail: hq ? findOrg(user.orgId)?.code : undefined,
      })),
    [data, hq],
  );
}
