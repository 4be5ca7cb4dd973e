import { DEFAULT_PAGE_SIZE, STORAGE_KEYS } from '@leadline/contracts';
import { useCallback } from 'react';
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

  const setRowsPerPage = useCallback(
    (next: number) => {
      storeRowsPerPage(parseRowsPerPage(next));
      setPage(0);
    },
    [storeRowsPerPage, setPage],
  );

  return { page, rowsPerPage, setPage, setRowsPerPage };
}
