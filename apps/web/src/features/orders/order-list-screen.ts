import { type OrderListFilter, STORAGE_KEYS } from '@leadline/contracts';
import { useMemo } from 'react';
import { nextSort } from '../../shared/list/list-form';
import { useClampedPage, useSearchHandlers } from '../../shared/list/use-list-screen';
import { usePaging } from '../../shared/list/use-paging';
import type { OrderAccess } from '../../shared/session/order-access';
import { useStoredState } from '../../shared/storage/use-stored-state';
import {
  EMPTY_ORDER_LIST_FORM,
  type ListSortKey,
  type OrderListForm,
  parseOrderListForm,
  toOrderListBody,
} from './order-filters';

/**
 * The wiring of a lead list (the order list and the resell list): the filter form kept in the
 * browser (STORAGE_KEYS.orderListFilter, one form for both: SPEC.md 7.2 sends the resell list
 * "the stored filter"), the page in the address, the call's body, Search/Reset and sort.
 */
export function useOrderListScreen<L extends { settled: boolean; total: number; refetch: () => unknown }>(
  access: OrderAccess,
  load: (body: OrderListFilter) => L,
  onSearch?: (form: OrderListForm) => void,
) {
  const [form, setForm] = useStoredState(STORAGE_KEYS.orderListFilter, parseOrderListForm);
  const paging = usePaging();
  const body = useMemo(
    () => toOrderListBody(form, { page: paging.page, size: paging.rowsPerPage }, access),
    [form, paging.page, paging.rowsPerPage, access],
  );
  const list = load(body);
  useClampedPage(list, paging);
  const { search, reset } = useSearchHandlers<OrderListForm>({
    form,
    setForm,
    empty: EMPTY_ORDER_LIST_FORM,
    paging,
    queryOf: (candidate) => toOrderListBody(candidate, { page: 0, size: paging.rowsPerPage }, access),
    refetch: list.refetch,
    onSearch,
  });
  const sort = (key: ListSortKey) => {
    setForm({ ...form, ...nextSort(form, key) });
    paging.setPage(0);
  };
  return { form, paging, list, search, reset, sort };
}
