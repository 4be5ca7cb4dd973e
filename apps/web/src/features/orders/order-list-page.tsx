import { mayCallEndpoint, routedList } from '@leadline/contracts';
import { AddShoppingCart } from '@mui/icons-material';
import { Box, Button, Stack } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { CLIENT_ENDPOINTS } from '../../shared/api/client-endpoints';
import { pagedTableProps } from '../../shared/list/use-list-screen';
import { useOrderAccess } from '../../shared/session/order-access';
import { useSession } from '../../shared/session/session';
import { PageHeader } from '../../shared/ui/page-header';
import { ImportLeadsButton } from '../lead-intake';
import { OrderListFilterForm } from './order-list-filter-form';
import { useOrderListScreen } from './order-list-screen';
import { OrderListTable } from './order-list-table';
import { orderEditPath, updateLeadPath, wantsAutoOpen } from './order-paths';
import { useLeadsAssignmentRefresh, useOrderList, useResellRouter } from './order-queries';
import { ResellListPage } from './resell-list-page';

/**
 * /apps/orders/list: the list the user works, as the resell router says (routerProcessingLeads,
 * docs/orders.md): the order list, or the resell list for a resell agent. While the router's answer
 * is on its way, the list the roles point to (the router's own rule without a stored setting) is
 * already asked for: the first screen does not wait for one call before the next. A stored setting
 * that says otherwise switches the list when the answer comes.
 */
export default function OrderListPage() {
  const router = useResellRouter();
  const { me } = useSession();
  useLeadsAssignmentRefresh();
  const list = router.isPending ? routedList(me?.info.roles ?? [], null) : router.data;
  return list === 'resell' ? <ResellListPage /> : <LeadOrderListPage />;
}

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
function LeadOrderListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const access = useOrderAccess();
  // The moment a Search (or a visit asking for it) wanted auto-open: the first answer after it
  // opens the first lead, if the stored form's flag is on.
  const [autoOpenSince, setAutoOpenSince] = useState<number | null>(() =>
    wantsAutoOpen(location.state) ? Date.now() : null,
  );
  const { form, paging, list, sort, filterProps } = useOrderListScreen(access, useOrderList, (next) =>
    setAutoOpenSince(next.autoOpen ? Date.now() : null),
  );
  useEffect(() => {
    if (wantsAutoOpen(location.state))
      navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
  }, [location, navigate]);
  useEffect(() => {
    if (autoOpenSince === null || !list.settled) return;
    if (list.failed || !form.autoOpen) setAutoOpenSince(null);
    else if (list.updatedAt >= autoOpenSince) {
      setAutoOpenSince(null);
      const first = list.rows?.[0];
      if (first) navigate(updateLeadPath(first.leadId));
    }
  }, [autoOpenSince, form.autoOpen, list.settled, list.failed, list.updatedAt, list.rows, navigate]);

  return (
    <Box data-testid="page-orders.list">
      <PageHeader
        title={t('NAV.ORDER_LIST')}
        subtitle={t('ORDERS.LIST.SUBTITLE')}
        actions={
          <Stack direction="row" spacing={1}>
            <ImportLeadsButton onImported={() => list.refetch()} />
            <NewOrderButton />
          </Stack>
        }
      />
      <OrderListFilterForm {...filterProps} />
      <OrderListTable
        {...pagedTableProps(list, paging, form, sort)}
        timeZone={access.timeZone}
        onOpen={(row) => navigate(orderEditPath(row.typeLead, row.leadId), { state: { from: 'list' } })}
      />
    </Box>
  );
}

/** 'New order': a lead and its order for a customer on the line (/apps/orders/create/lead). */
function NewOrderButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { me } = useSession();
  if (!mayCallEndpoint(CLIENT_ENDPOINTS.createOrder, me?.info.roles ?? [])) return null;
  return (
    <Button
      variant="contained"
      startIcon={<AddShoppingCart />}
      onClick={() => navigate('/apps/orders/create/lead')}
      data-testid="new-order-button"
    >
      {t('ORDER_EDIT.CREATE.TITLE')}
    </Button>
  );
}
