import { DEFAULT_PAGE_SIZE, STORAGE_KEYS } from '@leadline/contracts';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useStoredState } from '../storage/use-stored-state';

export const ROWS_PER_PAGE_OPTIONS = [10, 25, 50, 100] as const;

/** A stored or chosen page size; anything not offered falls back to the default. */
export function parseRowsPerPage(stored: unknown): number {
  const value = Number(stored);
  return (ROWS_PER_PAGE_OPTIONS as readonly number[]).includes(value) ? value : DEFAULT_PAGE_SIZE;
}

/**
 * Server paging of the order screens. Rows per page are remembered in the browser under
 * rowsPerPageAll (SPEC.md 3 and 9; order list and order management share it, SPEC.md names no
 * other key). The page (counted from 0) is in the address as ?page=N (from 1), so going back
 * from a lead returns to the page it was opened from.
 */
export function usePaging(rowsPerPageKey: string = STORAGE_KEYS.rowsPerPageAll) {
  const [searchParams, setSearchParams] = useSearchParams();
  // A screen with a key of its own (pending postback, DO reconcile: SPEC.md 3) remembers its size apart.
  const [rowsPerPage, storeRowsPerPage] = useStoredState(rowsPerPageKey, parseRowsPerPage);
  const fromAddress = Number.parseInt(searchParams.get('page') ?? '', 10);
  const page = Number.isFinite(fromAddress) && fromAddress > 1 ? fromAddress - 1 : 0;

  const setPage = useCallback(
    (next: number) => {
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          if (next > 0) params.set('page', String(next + 1));
          else params.delete('page');
          return params;
        },
        { replace: true },
      );
    },
    [setSearchParams],
  );

  const setRowsPerPage = useRowsPerPageSetter(storeRowsPerPage, setPage);
  return { page, rowsPerPage, setPage, setRowsPerPage };
}

/** A new page size is stored (one not offered: the default) and shows the first page. */
function useRowsPerPageSetter(store: (size: number) => void, setPage: (page: number) => void) {
  return useCallback(
    (next: number) => {
      store(parseRowsPerPage(next));
      setPage(0);
    },
    [store, setPage],
  );
}

/**
 * Server paging of a screen whose page is not in the address (CDRs, transaction verification):
 * the page in memory, from 0; rows per page remembered in the browser under the screen's key.
 */
export function useMemoryPaging(rowsPerPageKey: string) {
  const [page, setPage] = useState(0);
  const [rowsPerPage, storeRowsPerPage] = useStoredState(rowsPerPageKey, parseRowsPerPage);
  const setRowsPerPage = useRowsPerPageSetter(storeRowsPerPage, setPage);
  return { page, setPage, rowsPerPage, setRowsPerPage };
}

/**
 * A memory-paged screen's search: the form searched and its paging. Search shows the first page;
 * searching the same form again fetches afresh (`refetch`), as a user pressing Search expects.
 */
export function useFormSearch<Form>(empty: Form, rowsPerPageKey: string) {
  const [form, setForm] = useState<Form>(empty);
  const paging = useMemoryPaging(rowsPerPageKey);
  const search = (next: Form, refetch: () => unknown) => {
    setForm(next);
    paging.setPage(0);
    if (JSON.stringify(next) === JSON.stringify(form)) void refetch();
  };
  /** What the paged table is given: the page and size, and their setters. */
  const pageProps = {
    page: paging.page,
    rowsPerPage: paging.rowsPerPage,
    onPageChange: paging.setPage,
    onRowsPerPageChange: paging.setRowsPerPage,
  };
  return { form, paging, pageProps, search };
}
