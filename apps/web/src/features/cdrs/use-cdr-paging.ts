import { CDR_ROWS_PER_PAGE_KEY } from '@leadline/contracts';
import { useCallback, useState } from 'react';
import { parseRowsPerPage } from '../../shared/list/use-paging';
import { useStoredState } from '../../shared/storage/use-stored-state';

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
