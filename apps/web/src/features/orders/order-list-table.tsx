import type { OrderListRow } from '@leadline/contracts';
import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ListSortKey } from './order-filters';
import { formatAmount, formatCount, formatDateTime } from './order-format';
import { CellText, type ResultColumn, ResultsTable } from './results-table';
import { DoStatusChip, LeadStatusChip, SoStatusChip } from './status-chip';

type Column = ResultColumn<OrderListRow, ListSortKey>;

function useColumns(timeZone: string): Column[] {
  const { t } = useTranslation();
  const date = (value: string | null) =>
    value ? (
      <Typography variant="body2" component="span" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {formatDateTime(value, timeZone)}
      </Typography>
    ) : (
      <CellText text={null} />
    );
  return [
    {
      id: 'leadId',
      label: t('ORDERS.COLUMN.LEAD_ID'),
      sticky: true,
      render: (row) => (
        <Typography variant="body2" component="span" sx={{ fontWeight: 600, color: 'primary.main' }}>
          {row.leadId}
        </Typography>
      ),
    },
    {
      id: 'customer',
      label: t('ORDERS.COLUMN.CUSTOMER'),
      sortKey: 'customerName',
      minWidth: 150,
      render: (row) => <CellText text={row.customerName} maxWidth={200} />,
    },
    { id: 'phone', label: t('ORDERS.COLUMN.PHONE'), render: (row) => row.phone },
    {
      id: 'product',
      label: t('ORDERS.COLUMN.PRODUCT'),
      render: (row) => <CellText text={row.prodName} maxWidth={180} />,
    },
    {
      id: 'campaign',
      label: t('ORDERS.COLUMN.CAMPAIGN'),
      render: (row) => <CellText text={row.campaign?.name} maxWidth={180} />,
    },
    {
      id: 'leadStatus',
      label: t('ORDERS.COLUMN.LEAD_STATUS'),
      sortKey: 'leadStatus',
      render: (row) => <LeadStatusChip status={row.leadStatus} />,
    },
    {
      id: 'agent',
      label: t('ORDERS.COLUMN.AGENT'),
      render: (row) => <CellText text={row.agent?.name} maxWidth={180} />,
    },
    {
      id: 'callAttempts',
      label: t('ORDERS.COLUMN.CALL_ATTEMPTS'),
      align: 'right',
      render: (row) => formatCount(row.callAttempts),
    },
    {
      id: 'createdAt',
      label: t('ORDERS.COLUMN.CREATED_AT'),
      sortKey: 'createdAt',
      render: (row) => date(row.createdAt),
    },
    {
      id: 'assignedAt',
      label: t('ORDERS.COLUMN.ASSIGNED_AT'),
      sortKey: 'assignedAt',
      render: (row) => date(row.assignedAt),
    },
    {
      id: 'lastCallAt',
      label: t('ORDERS.COLUMN.LAST_CALL_AT'),
      sortKey: 'lastCallAt',
      render: (row) => date(row.lastCallAt),
    },
    {
      id: 'nextCallbackAt',
      label: t('ORDERS.COLUMN.NEXT_CALLBACK_AT'),
      sortKey: 'nextCallbackAt',
      render: (row) => date(row.nextCallbackAt),
    },
    {
      id: 'saleOrder',
      label: t('ORDERS.COLUMN.LATEST_SO'),
      minWidth: 150,
      render: (row) =>
        row.saleOrder ? (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }} data-testid="latest-so">
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
            <SoStatusChip status={row.saleOrder.status} />
          </Box>
        ) : (
          <CellText text={null} />
        ),
    },
    {
      id: 'doStatus',
      label: t('ORDERS.COLUMN.DO_STATUS'),
      render: (row) =>
        row.deliveryOrder ? (
          <DoStatusChip name={row.deliveryOrder.currentStatusName} />
        ) : (
          <CellText text={null} />
        ),
    },
  ];
}

export function OrderListTable({
  rows,
  total,
  fetching,
  timeZone,
  page,
  rowsPerPage,
  onPageChange,
  onRowsPerPageChange,
  sortBy,
  sortDirection,
  onSort,
  onOpen,
}: {
  rows: readonly OrderListRow[] | undefined;
  total: number;
  fetching: boolean;
  timeZone: string;
  page: number;
  rowsPerPage: number;
  onPageChange: (page: number) => void;
  onRowsPerPageChange: (rowsPerPage: number) => void;
  sortBy: ListSortKey;
  sortDirection: 'asc' | 'desc';
  onSort: (key: ListSortKey) => void;
  onOpen: (row: OrderListRow) => void;
}) {
  const { t } = useTranslation();
  const columns = useColumns(timeZone);
  return (
    <ResultsTable
      testId="order-list"
      columns={columns}
      rows={rows}
      total={total}
      fetching={fetching}
      rowKey={(row) => row.leadId}
      onRowClick={onOpen}
      rowLabel={(row) => t('ORDERS.TABLE.OPEN_LEAD', { id: row.leadId })}
      page={page}
      rowsPerPage={rowsPerPage}
      onPageChange={onPageChange}
      onRowsPerPageChange={onRowsPerPageChange}
      sortBy={sortBy}
      sortDirection={sortDirection}
      onSort={onSort}
    />
  );
}
