import type { SaleOrderRow } from '@leadline/contracts';
import { Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ManagementSortKey, SortDirection } from './order-filters';
import { formatAmount, formatDateTime } from './order-format';
import { CellText, type ResultColumn, ResultsTable, type RowSelection } from './results-table';
import { DoStatusChip, SoStatusChip } from './status-chip';

type Column = ResultColumn<SaleOrderRow, ManagementSortKey>;

const numeric = { fontVariantNumeric: 'tabular-nums' } as const;

function useColumns(timeZone: string): Column[] {
  const { t } = useTranslation();
  return [
    {
      id: 'soId',
      label: t('ORDERS.COLUMN.SO_ID'),
      sticky: true,
      sortKey: 'soId',
      render: (row) => (
        <Typography variant="body2" component="span" sx={{ fontWeight: 600, color: 'primary.main' }}>
          {row.id}
        </Typography>
      ),
    },
    {
      id: 'createdAt',
      label: t('ORDERS.COLUMN.CREATED_AT'),
      sortKey: 'createdAt',
      render: (row) => (
        <Typography variant="body2" component="span" sx={numeric}>
          {formatDateTime(row.createdAt, timeZone)}
        </Typography>
      ),
    },
    {
      id: 'customer',
      label: t('ORDERS.COLUMN.CUSTOMER'),
      minWidth: 150,
      render: (row) => <CellText text={row.lead.customerName} maxWidth={200} />,
    },
    { id: 'phone', label: t('ORDERS.COLUMN.PHONE'), render: (row) => row.lead.phone },
    {
      id: 'product',
      label: t('ORDERS.COLUMN.PRODUCT'),
      render: (row) => <CellText text={row.lead.prodName} maxWidth={180} />,
    },
    {
      id: 'amount',
      label: t('ORDERS.COLUMN.AMOUNT'),
      sortKey: 'amount',
      align: 'right',
      render: (row) => (
        <Typography variant="body2" component="span" sx={{ ...numeric, fontWeight: 500 }}>
          {formatAmount(row.amount, row.currency)}
        </Typography>
      ),
    },
    {
      id: 'paymentMethod',
      label: t('ORDERS.COLUMN.PAYMENT_METHOD'),
      render: (row) => <CellText text={row.paymentMethod.name} maxWidth={180} />,
    },
    {
      id: 'soStatus',
      label: t('ORDERS.COLUMN.SO_STATUS'),
      render: (row) => <SoStatusChip status={row.status} />,
    },
    {
      id: 'doId',
      label: t('ORDERS.COLUMN.DO_ID'),
      render: (row) => (
        <CellText text={row.deliveryOrder ? String(row.deliveryOrder.deliveryOrderId) : null} />
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
    {
      id: 'agent',
      // The agent who made the sale (commission), not the lead's current assignee.
      label: t('ORDERS.COLUMN.SOLD_BY'),
      render: (row) => <CellText text={row.agent?.name} maxWidth={180} />,
    },
    {
      id: 'campaign',
      label: t('ORDERS.COLUMN.CAMPAIGN'),
      render: (row) => <CellText text={row.lead.campaign?.name} maxWidth={180} />,
    },
  ];
}

export function OrderManagementTable({
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
  selection,
  toolbar,
}: {
  rows: readonly SaleOrderRow[] | undefined;
  total: number;
  fetching: boolean;
  timeZone: string;
  page: number;
  rowsPerPage: number;
  onPageChange: (page: number) => void;
  onRowsPerPageChange: (rowsPerPage: number) => void;
  sortBy: ManagementSortKey;
  sortDirection: SortDirection;
  onSort: (key: ManagementSortKey) => void;
  onOpen: (row: SaleOrderRow) => void;
  selection?: RowSelection<SaleOrderRow>;
  toolbar?: ReactNode;
}) {
  const { t } = useTranslation();
  const columns = useColumns(timeZone);
  return (
    <ResultsTable
      testId="order-management"
      columns={columns}
      rows={rows}
      total={total}
      fetching={fetching}
      rowKey={(row) => row.id}
      onRowClick={onOpen}
      rowLabel={(row) => t('ORDERS.TABLE.OPEN_LEAD', { id: row.lead.leadId })}
      page={page}
      rowsPerPage={rowsPerPage}
      onPageChange={onPageChange}
      onRowsPerPageChange={onRowsPerPageChange}
      sortBy={sortBy}
      sortDirection={sortDirection}
      onSort={onSort}
      selection={selection}
      toolbar={toolbar}
    />
  );
}
