import { STORAGE_KEYS } from '@leadline/contracts';
import { Box } from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { PageHeader } from '../../shared/ui/page-header';
import { ImportLeadsButton } from '../lead-import';
import { useOrderAccess } from './order-access';
import {
  EMPTY_ORDER_LIST_FORM,
  type ListSortKey,
  nextSort,
  type OrderListForm,
  parseOrderListForm,
  toOrderListBody,
} from './order-filters';
import { OrderListFilterForm } from './order-list-filter-form';
import { OrderListTable } from './order-list-table';
import { orderEditPath, updateLeadPath, wantsAutoOpen } from './order-paths';
import { useOrderList } from './order-queries';
import { useClampedPage, useSearchHandlers } from './use-list-screen';
import { usePaging } from './use-paging';
import { useStoredState } from './use-stored-state';

/**
 * Order list (SPEC.md 2.1, 2.5, 7.2): leads with their latest sale order, filtered by the form
 * kept in the browser (STORAGE_KEYS.orderListFilter), paged on the server.
 *
 * Auto-open (SPEC.md 2.4): "when the order list returns a result and the auto-open flag is set"
 * the first lead opens at /apps/orders/listorder/returnList/UpdateLead/{leadId}. The flag is the
 * form's checkbox, off by default and stored with the form. It applies to the answer of a Search
 * (or of a visit asking for it through ORDER_LIST_AUTO_OPEN_STATE, e.g. after a save), never to
 * a plain visit, a reload or paging: otherwise coming back to the list would open the lead again
 * and the list could never be reached while the flag is on.
 */
export default function OrderListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const access = useOrderAccess();
  const [form, setForm] = useStoredState(STORAGE_KEYS.orderListFilter, parseOrderListForm);
  const paging = usePaging();
  const body = useMemo(
    () => toOrderListBody(form, { page: paging.page, size: paging.rowsPerPage }, access),
    [form, paging.page, paging.rowsPerPage, access],
  );
  const list = useOrderList(body);
  useClampedPage(list, paging);

  // The moment a Search asked for auto-open: the first answer after it opens the first lead.
  const [autoOpenSince, setAutoOpenSince] = useState<number | null>(() =>
    wantsAutoOpen(location.state) && form.autoOpen ? Date.now() : null,
  );
  useEffect(() => {
    if (wantsAutoOpen(location.state))
      navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
  }, [location, navigate]);
  useEffect(() => {
    if (autoOpenSince === null || !list.settled) return;
    if (list.failed) setAutoOpenSince(null);
    else if (list.updatedAt >= autoOpenSince) {
      setAutoOpenSince(null);
      const first = list.rows?.[0];
      if (first) navigate(updateLeadPath(first.leadId));
    }
  }, [autoOpenSince, list.settled, list.failed, list.updatedAt, list.rows, navigate]);

  const { search, reset } = useSearchHandlers<OrderListForm>({
    form,
    setForm,
    empty: EMPTY_ORDER_LIST_FORM,
    paging,
    queryOf: (candidate) => toOrderListBody(candidate, { page: 0, size: paging.rowsPerPage }, access),
    refetch: list.refetch,
    onSearch: (next) => setAutoOpenSince(next.autoOpen ? Date.now() : null),
  });

  const sort = (key: ListSortKey) => {
    setForm({ ...form, ...nextSort(form, key) });
    paging.setPage(0);
  };

  return (
    <Box data-testid="page-orders.list">
      <PageHeader
        title={t('NAV.ORDER_LIST')}
        subtitle={t('ORDERS.LIST.SUBTITLE')}
        actions={<ImportLeadsButton onImported={() => list.refetch()} />}
      />
      <OrderListFilterForm
        initial={form}
        empty={EMPTY_ORDER_LIST_FORM}
        access={access}
        onSearch={search}
        onReset={reset}
      />
      <OrderListTable
        rows={list.rows}
        total={list.total}
        fetching={list.fetching}
        timeZone={access.timeZone}
        page={paging.page}
        rowsPerPage={paging.rowsPerPage}
        onPageChange={paging.setPage}
        onRowsPerPageChange={paging.setRowsPerPage}
        sortBy={form.sortBy}
        sortDirection={form.sortDirection}
        onSort={sort}
        onOpen={(row) => navigate(orderEditPath(row.typeLead, row.leadId))}
      />
    </Box>
  );
}
