import { type SaleOrderRow, STORAGE_KEYS } from '@leadline/contracts';
import { SwapHoriz } from '@mui/icons-material';
import { Box, Button } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SelectionToolbar } from '../../shared/list/selection-toolbar';
import { pagedTableProps, useListScreen } from '../../shared/list/use-list-screen';
import { useRowSelection } from '../../shared/list/use-row-selection';
import { useOrderAccess } from '../../shared/session/order-access';
import { PageHeader } from '../../shared/ui/page-header';
import { ExportMenu } from '../order-exports';
import {
  EMPTY_ORDER_MANAGEMENT_FORM,
  parseOrderManagementForm,
  toOrderManagementBody,
} from './order-filters';
import { OrderManagementFilterForm } from './order-management-filter-form';
import { OrderManagementTable } from './order-management-table';
import { orderEditPath } from './order-paths';
import { useOrderManagement } from './order-queries';
import { ReassignDialog } from './reassign-dialog';

/** The reassign bar over the list: how many orders are picked, and Reassign. */
function ReassignToolbar({
  count,
  onReassign,
  onClear,
}: {
  count: number;
  onReassign: () => void;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  return (
    <SelectionToolbar
      testId="reassign-toolbar"
      count={count}
      selectedText={t('ORDERS.REASSIGN.SELECTED', { count })}
      hint={t('ORDERS.REASSIGN.HINT')}
      clearLabel={t('ORDERS.REASSIGN.CLEAR_SELECTION')}
      onClear={onClear}
    >
      <Button
        size="small"
        variant="contained"
        startIcon={<SwapHoriz />}
        disabled={count === 0}
        onClick={onReassign}
        data-testid="reassign-open"
      >
        {t('ORDERS.REASSIGN.BUTTON')}
      </Button>
    </SelectionToolbar>
  );
}

/**
 * Order management (SPEC.md 2.1, 2.5, 7.2): sale orders with their lead and delivery order,
 * filtered by the form kept in the browser (STORAGE_KEYS.orderManagementFilter), paged on the
 * server, with reassign for REASSIGN_ROLES (SPEC.md 4). A row opens its lead's edit screen as
 * an SO: /apps/orders/edit/so/{leadId}.
 */
export default function OrderManagementPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const access = useOrderAccess();
  // The selected orders (kept across pages until a new search), for reassign.
  const picked = useRowSelection<SaleOrderRow>((row) => row.id);
  const [reassignOpen, setReassignOpen] = useState(false);
  const { form, paging, body, list, reset, sort, filterProps } = useListScreen({
    storageKey: STORAGE_KEYS.orderManagementFilter,
    parse: parseOrderManagementForm,
    empty: EMPTY_ORDER_MANAGEMENT_FORM,
    toBody: toOrderManagementBody,
    access,
    load: useOrderManagement,
    onSearch: picked.clear,
  });

  return (
    <Box data-testid="page-orders.management">
      <PageHeader
        title={t('NAV.ORDER_MANAGEMENT')}
        subtitle={t('ORDERS.MANAGEMENT.SUBTITLE')}
        actions={<ExportMenu filter={body} />}
      />
      <OrderManagementFilterForm
        {...filterProps}
        onReset={() => {
          picked.clear();
          reset();
        }}
      />
      <OrderManagementTable
        {...pagedTableProps(list, paging, form, sort)}
        timeZone={access.timeZone}
        onOpen={(row) => navigate(orderEditPath('so', row.lead.leadId), { state: { from: 'management' } })}
        selection={access.canReassign ? picked.selection : undefined}
        toolbar={
          access.canReassign ? (
            <ReassignToolbar
              count={picked.rows.length}
              onReassign={() => setReassignOpen(true)}
              onClear={picked.clear}
            />
          ) : undefined
        }
      />
      {access.canReassign ? (
        <ReassignDialog
          open={reassignOpen}
          orders={picked.rows}
          access={access}
          onClose={() => setReassignOpen(false)}
          onDone={() => {
            setReassignOpen(false);
            picked.clear();
          }}
        />
      ) : null}
    </Box>
  );
}
