import type { OrderListRow } from '@leadline/contracts';
import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { pagedTableProps } from '../../shared/list/use-list-screen';
import { useNotify } from '../../shared/notifications/notifications';
import { useOrderAccess } from '../../shared/session/order-access';
import { useSession } from '../../shared/session/session';
import { PageHeader } from '../../shared/ui/page-header';
import { OrderListFilterForm } from './order-list-filter-form';
import { useOrderListScreen } from './order-list-screen';
import { OrderListTable } from './order-list-table';
import { orderEditPath } from './order-paths';
import { useHoldLead, useResellList } from './order-queries';

/**
 * The order list for resell (SPEC.md 7.2), shown at /apps/orders/list to the users the resell
 * router sends here (a resell agent, role 27): resell leads (typeLead so), the agent's own and the
 * unassigned pool. Opening a pool lead holds it first (the hold takes it, docs/orders.md), so two
 * agents never work the same customer; the edit screen opens as /apps/orders/edit/so/{leadId}.
 */
export function ResellListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notify = useNotify();
  const access = useOrderAccess();
  const userId = useSession().me?.info.userId;
  const hold = useHoldLead();
  const { form, paging, list, sort, filterProps } = useOrderListScreen(access, useResellList);

  const openLead = (row: OrderListRow) =>
    navigate(orderEditPath('so', row.leadId), { state: { from: 'list' } });
  const open = (row: OrderListRow) => {
    const workable =
      !access.agentOnly || (row.agent?.id === userId && (!row.hold || row.hold.agent.id === userId));
    if (workable) {
      openLead(row);
      return;
    }
    hold.mutate(
      { leadId: row.leadId },
      {
        onSuccess: (envelope) => {
          notify('success', envelope.message);
          openLead(row);
        },
      },
    );
  };

  return (
    <Box data-testid="page-orders.resell">
      <PageHeader title={t('ORDERS.RESELL.TITLE')} subtitle={t('ORDERS.RESELL.SUBTITLE')} />
      <OrderListFilterForm {...filterProps} autoOpen={false} testId="resell-list-filter" />
      <OrderListTable
        {...pagedTableProps(list, paging, form, sort)}
        timeZone={access.timeZone}
        resell
        onOpen={open}
      />
    </Box>
  );
}
