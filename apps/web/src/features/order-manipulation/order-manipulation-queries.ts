import type { OrderManipulationFilter } from '@leadline/contracts';
import type { Option } from '../../shared/list/filter-fields';
import { useUserOptions } from '../../shared/list/use-filter-options';
import { usePagedList } from '../../shared/list/use-paged-list';

export const useOrderManipulationList = (body: OrderManipulationFilter) =>
  usePagedList('orderManipulationListFilter', body);

/** The org's users for the Who filter; HQ narrows by org and sees each user's org. */
export const useActorOptions = (hq: boolean, orgId: number | null): Option[] =>
  useUserOptions('orderManipulationActors', hq, orgId);
