import { CDR_ROWS_PER_PAGE_KEY, DEFAULT_PAGE_SIZE } from '@leadline/contracts';
import { useCallback, useState } from 'react';
import { ROWS_PER_PAGE_OPTIONS } from '../orders/use-paging';
import { useStoredState } from '../orders/use-stored-state';

function parseRowsPerPage(stored: unknown): number {
  const value = Number(stored);
  return (ROWS_PER_PAGE_OPTIONS as readonly number[]).includes(value) ? value : DEFAULT_PAGE_SIZE;
}

/** Server paging of the CDR list; rows per page remembered in the browser like the order lists'. */
export function useCdrPaging() {
  const [page, setPage] = useState(0);
  const [rowsPerPage, storeRowsPerPage] = useStoredState(CDR_ROWS_PER_PAGE_KEY, parseRowsPerPage);
  const setRowsPerPage = useCallback(
    (next: number) => {
      storeRowsPerPage(parseRowsPerPage(next));
      setPage(0);
    },
    [storeRowsPerPage],
  );
  return { page, setPage, rowsPerPage, setRowsPerPage };
}
