import { useEffect, useMemo } from 'react';
import type { OrderAccess } from '../session/order-access';
import { useStoredState } from '../storage/use-stored-state';
import { nextSort, type SortDirection } from './list-form';
import { usePaging } from './use-paging';

interface Paging {
  page: number;
  rowsPerPage: number;
  setPage: (page: number) => void;
}

/** A page past the end (fewer rows after a reassign, an old ?page=) moves to the last page. */
export function useClampedPage(list: { settled: boolean; total: number }, paging: Paging): void {
  const { page, rowsPerPage, setPage } = paging;
  useEffect(() => {
    if (!list.settled || page === 0) return;
    const lastPage = Math.max(0, Math.ceil(list.total / rowsPerPage) - 1);
    if (page > lastPage) setPage(lastPage);
  }, [list.settled, list.total, page, rowsPerPage, setPage]);
}

/**
 * Search and Reset of a stored filter form. Search keeps the table's sort, stores the form and
 * starts again at the first page; searching the same filter again reloads the list.
 */
export function useSearchHandlers<F extends { sortBy: string; sortDirection: string }>({
  form,
  setForm,
  empty,
  paging,
  queryOf,
  refetch,
  onSearch,
}: {
  form: F;
  setForm: (form: F) => void;
  empty: F;
  paging: Paging;
  /** What of the form goes into the list call (a flag such as auto-open does not). */
  queryOf: (form: F) => unknown;
  refetch: () => unknown;
  onSearch?: (form: F) => void;
}) {
  const apply = (next: F) => {
    const sameQuery = JSON.stringify(queryOf(next)) === JSON.stringify(queryOf(form)) && paging.page === 0;
    setForm(next);
    paging.setPage(0);
    // The same call again: nothing in the query key changes, so ask for a fresh answer.
    if (sameQuery) void refetch();
  };
  return {
    search(draft: F) {
      const next = { ...draft, sortBy: form.sortBy, sortDirection: form.sortDirection };
      onSearch?.(next);
      apply(next);
    },
    reset() {
      apply(empty);
    },
  };
}

/**
 * What a list page hands its ResultsTable: the answer (rows, total, estimate flag), the paging
 * and the sort of the stored form. One place for every paged list screen.
 */
export function pagedTableProps<Row, SortKey extends string>(
  list: { rows: readonly Row[] | undefined; total: number; totalIsEstimate: boolean; fetching: boolean },
  paging: Paging & { setRowsPerPage: (rowsPerPage: number) => void },
  form: { sortBy: SortKey; sortDirection: 'asc' | 'desc' },
  onSort: (key: SortKey) => void,
) {
  return {
    rows: list.rows,
    total: list.total,
    totalIsEstimate: list.totalIsEstimate,
    fetching: list.fetching,
    page: paging.page,
    rowsPerPage: paging.rowsPerPage,
    onPageChange: paging.setPage,
    onRowsPerPageChange: paging.setRowsPerPage,
    sortBy: form.sortBy,
    sortDirection: form.sortDirection,
    onSort,
  };
}

/**
 * The wiring of a list screen: the filter form kept in the browser under `storageKey`, the page
 * in the address, the call's body (what the user's access allows), Search/Reset and sort.
 * `toBody` is a module-level function, so the body changes only with the form, page and access.
 */
export function useListScreen<
  F extends { sortBy: string; sortDirection: SortDirection },
  B,
  L extends { settled: boolean; total: number; refetch: () => unknown },
>({
  storageKey,
  parse,
  empty,
  toBody,
  access,
  load,
  onSearch,
  rowsPerPageKey,
}: {
  storageKey: string;
  parse: (stored: unknown) => F;
  empty: F;
  toBody: (form: F, paging: { page: number; size: number }, access: OrderAccess) => B;
  access: OrderAccess;
  load: (body: B) => L;
  onSearch?: (form: F) => void;
  /** Where rows per page are remembered, when not rowsPerPageAll (use-paging.ts). */
  rowsPerPageKey?: string;
}) {
  const [form, setForm] = useStoredState(storageKey, parse);
  const paging = usePaging(rowsPerPageKey);
  const body = useMemo(
    () => toBody(form, { page: paging.page, size: paging.rowsPerPage }, access),
    [toBody, form, paging.page, paging.rowsPerPage, access],
  );
  const list = load(body);
  useClampedPage(list, paging);
  const { search, reset } = useSearchHandlers<F>({
    form,
    setForm,
    empty,
    paging,
    queryOf: (candidate) => toBody(candidate, { page: 0, size: paging.rowsPerPage }, access),
    refetch: list.refetch,
    onSearch,
  });
  const sort = (key: F['sortBy']) => {
    setForm({ ...form, ...nextSort(form, key) });
    paging.setPage(0);
  };
  // What the page hands its filter form (ListFilterProps): the form, Search and Reset.
  const filterProps = { initial: form, empty, access, onSearch: search, onReset: reset };
  return { form, paging, body, list, search, reset, sort, filterProps };
}
