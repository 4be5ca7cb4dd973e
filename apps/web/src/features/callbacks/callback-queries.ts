import type { CallbackListFilter } from '@leadline/contracts';
import { LEAD_STATUS } from '@leadline/contracts';
import { useMemo } from 'react';
import type { Option } from '../../shared/list/filter-fields';
import { usePagedList } from '../../shared/list/use-paged-list';
import { useCallbackReasons } from '../../shared/reference/use-reference-lists';

export const useCallbackList = (body: CallbackListFilter) => usePagedList('callbackListFilter', body);

/** The reasons of the three callback statuses, as one list of filter choices. */
export function useCallbackReasonOptions(): Option[] {
  const potential = useCallbackReasons(LEAD_STATUS.CALLBACK_POTENTIAL).data;
  const prospect = useCallbackReasons(LEAD_STATUS.CALLBACK_PROSPECT).data;
  const consulting = useCallbackReasons(LEAD_STATUS.CALLBACK_CONSULTING).data;
  return useMemo(() => {
    const seen = new Set<number>();
    return [...(potential ?? []), ...(prospect ?? []), ...(consulting ?? [])]
      .filter((item) => !seen.has(item.id) && seen.add(item.id))
      .map((item) => ({ value: item.id, label: item.localizedName || item.name }));
  }, [potential, prospect, consulting]);
}
