import { isAgentOnly, type OrderListRow } from '@leadline/contracts';
import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatCount } from '../../shared/format/format';
import {
  dateColumn,
  doStatusColumn,
  idColumn,
  numericColumn,
  textColumn,
  twoLineColumn,
} from '../../shared/list/columns';
import {
  CellText,
  type ListTableProps,
  type ResultColumn,
  ResultsTable,
} from '../../shared/list/results-table';
import { useSession } from '../../shared/session/session';
import { LeadStatusChip, SoStatusChip } from '../../shared/ui/status-chip';
import { holdColumn } from './hold-cell';
import type { ListSortKey } from './order-filters';

type Column = ResultColumn<OrderListRow, ListSortKey>;

function latestSaleOrder(row: OrderListRow) {
  if (!row.saleOrder) return <CellText text={null} />;
  return (
    // Two lines (the order, then its status) keep the list inside 1366 px.
    <Box
      sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.25 }}
      data-testid="latest-so"
    >
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Typography variant="body2" component="span" sx={{ fontWeight: 500 }}>
          #{row.saleOrder.id}
        </Typography>
        <Typography
          variant="body2"
          component="span"
          color="text.secondary"
          sx={{ fontVariantNumeric: 'tabular-nums' }}
        >
          {formatAmount(row.saleOrder.amount, row.saleOrder.currency)}
        </Typography>
      </Box>
      <SoStatusChip status={row.saleOrder.status} />
    </Box>
  );
}

/**
 * The columns of the order list and of the resell list (leads). The resell list names an
 * unassigned lead's agent "Not taken" (the pool).
 */
export function useOrderListColumns(timeZone: string, { resell = false } = {}): Column[] {
  const { t } = useTranslation();
  return [
    idColumn('leadId', t('ORDERS.COLUMN.LEAD_ID'), (row) => row.leadId),
    holdColumn(t('ORDERS.HOLD.COLUMN'), timeZone),
    // The customer over their phone: one column, so the list with its agent column (a team
    // leader's, a manager's) fits 1366 px, as in order management.
    twoLineColumn(
      'customer',
      t('ORDERS.COLUMN.CUSTOMER'),
      (row) => ({ text: row.customerName, detail: row.phone }),
      {
        sortKey: 'customerName',
        minWidth: 120,
        maxWidth: 160,
      },
    ),
    textColumn('product', t('ORDERS.COLUMN.PRODUCT'), (row) => row.prodName, { maxWidth: 140 }),
    textColumn('campaign', t('ORDERS.COLUMN.CAMPAIGN'), (row) => row.campaign?.name),
    {
      id: 'leadStatus',
      label: t('ORDERS.COLUMN.LEAD_STATUS'),
      sortKey: 'leadStatus',
      render: (row) => <LeadStatusChip status={row.leadStatus} />,
    },
    textColumn(
      'agent',
      t('ORDERS.COLUMN.AGENT'),
      (row) => (resell && !row.agent ? t('ORDERS.RESELL.UNASSIGNED') : row.agent?.name),
      { maxWidth: 150 },
    ),
    numericColumn('callAttempts', t('ORDERS.COLUMN.CALL_ATTEMPTS'), (row) => formatCount(row.callAttempts)),
    dateColumn('createdAt', t('ORDERS.COLUMN.CREATED_AT'), (row) => row.createdAt, timeZone, {
      sortKey: 'createdAt',
    }),
    dateColumn('assignedAt', t('ORDERS.COLUMN.ASSIGNED_AT'), (row) => row.assignedAt, timeZone, {
      sortKey: 'assignedAt',
    }),
    dateColumn('lastCallAt', t('ORDERS.COLUMN.LAST_CALL_AT'), (row) => row.lastCallAt, timeZone, {
      sortKey: 'lastCallAt',
    }),
    dateColumn('nextCallbackAt', t('ORDERS.COLUMN.NEXT_CALLBACK_AT'), (row) => row.nextCallbackAt, timeZone, {
      sortKey: 'nextCallbackAt',
    }),
    { id: 'saleOrder', label: t('ORDERS.COLUMN.LATEST_SO'), minWidth: 150, render: latestSaleOrder },
    doStatusColumn(t('ORDERS.COLUMN.DO_STATUS'), (row) => row.deliveryOrder),
  ];
}

type TableProps = ListTableProps<OrderListRow, ListSortKey>;

/** The order list's table (and the resell list's): a row opens its lead. */
export function OrderListTable({
  timeZone,
  resell = false,
  onOpen,
  ...table
}: TableProps & { timeZone: string; resell?: boolean; onOpen: (row: OrderListRow) => void }) {
  const { t } = useTranslation();
  const { access } = useSession();
  const columns = useOrderListColumns(timeZone, { resell });
  // An agent sees only their own leads: their name in every row tells nothing.
  const ownLeadsOnly = access !== null && isAgentOnly(access.roles) && !resell;
  return (
    <ResultsTable
      testId={resell ? 'resell-list' : 'order-list'}
      columns={columns}
      rowKey={(row) => row.leadId}
      onRowClick={onOpen}
      rowLabel={(row) => t('ORDERS.TABLE.OPEN_LEAD', { id: row.leadId })}
      // What an agent works from first; the rest one click away (docs/decisions.md 'Columns').
      columnChoice={{
        listKey: resell ? 'resellList' : 'orderList',
        defaultHidden: [
          'campaign',
          'createdAt',
          'assignedAt',
          'nextCallbackAt',
          // The SO's status follows its parcel (delivered, returned); the DO's own one click away.
          'doStatus',
          ...(ownLeadsOnly ? ['agent'] : []),
        ],
      }}
      {...table}
    />
  );
}
