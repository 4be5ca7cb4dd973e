import { type OrderListFilter, STORAGE_KEYS } from '@leadline/contracts';
import { useListScreen } from '../../shared/list/use-list-screen';
import type { OrderAccess } from '../../shared/session/order-access';
import {
  EMPTY_ORDER_LIST_FORM,
  type OrderListForm,
  parseOrderListForm,
  toOrderListBody,
} from './order-filters';

/**
 * The wiring of a lead list (the order list and the resell list): one stored form for both
 * (STORAGE_KEYS.orderListFilter: SPEC.md 7.2 sends the resell list "the stored filter").
 */
export function useOrderListScreen<L extends { settled: boolean; total: number; refetch: () => unknown }>(
  access: OrderAccess,
  load: (body: OrderListFilter) => L,
  onSearch?: (form: OrderListForm) => void,
) {
  return useListScreen({
    storageKey: STORAGE_KEYS.orderListFilter,
    parse: parseOrderListForm,
    empty: EMPTY_ORDER_LIST_FORM,
    toBody: toOrderListBody,
    access,
    load,
    onSearch,
  });
}
