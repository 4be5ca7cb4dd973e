import type { SaleOrderRow } from '@leadline/contracts';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../shared/format/format';
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
import { SoStatusChip } from '../../shared/ui/status-chip';
import type { ManagementSortKey } from './order-filters';

type Column = ResultColumn<SaleOrderRow, ManagementSortKey>;

/** "Product A ×2, Product B": the order's lines, a quantity shown when more than one. */
export function soldProducts(row: SaleOrderRow): string {
  return row.items
    .map((item) => (item.quantity > 1 ? `${item.prodName} ×${item.quantity}` : item.prodName))
    .join(', ');
}

/** The columns of order management (sale orders). */
export function useOrderManagementColumns(timeZone: string): Column[] {
  const { t } = useTranslation();
  return [
    idColumn('soId', t('ORDERS.COLUMN.SO_ID'), (row) => row.id, { sortKey: 'soId' }),
    dateColumn('createdAt', t('ORDERS.COLUMN.CREATED_AT'), (row) => row.createdAt, timeZone, {
      sortKey: 'createdAt',
    }),
    // The customer over their phone: one column, so the list fits 1366 px.
    twoLineColumn(
      'customer',
      t('ORDERS.COLUMN.CUSTOMER'),
      (row) => ({ text: row.lead.customerName, detail: row.lead.phone }),
      { minWidth: 130 },
    ),
    // What the order sold (its lines), not the lead's offer; the whole list in the tooltip.
    textColumn('product', t('ORDERS.COLUMN.PRODUCT'), (row) => soldProducts(row), { maxWidth: 140 }),
    numericColumn('amount', t('ORDERS.COLUMN.AMOUNT'), (row) => formatAmount(row.amount, row.currency), {
      sortKey: 'amount',
      bold: true,
    }),
    textColumn('paymentMethod', t('ORDERS.COLUMN.PAYMENT_METHOD'), (row) => row.paymentMethod.name),
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
    doStatusColumn(t('ORDERS.COLUMN.DO_STATUS'), (row) => row.deliveryOrder),
    // The agent who made the sale (commission), not the lead's current assignee.
    textColumn('agent', t('ORDERS.COLUMN.SOLD_BY'), (row) => row.agent?.name),
    textColumn('campaign', t('ORDERS.COLUMN.CAMPAIGN'), (row) => row.lead.campaign?.name),
  ];
}

type TableProps = ListTableProps<SaleOrderRow, ManagementSortKey>;

/** Order management's table: a row opens its lead as an SO; rows may be selected to reassign. */
export function OrderManagementTable({
  timeZone,
  onOpen,
  ...table
}: TableProps & { timeZone: string; onOpen: (row: SaleOrderRow) => void }) {
  const { t } = useTranslation();
  const columns = useOrderManagementColumns(timeZone);
  return (
    <ResultsTable
      testId="order-management"
      columns={columns}
      rowKey={(row) => row.id}
      onRowClick={onOpen}
      rowLabel={(row) => t('ORDERS.TABLE.OPEN_LEAD', { id: row.lead.leadId })}
      columnChoice={{ listKey: 'orderManagement', defaultHidden: ['doId', 'paymentMethod', 'campaign'] }}
      {...table}
    />
  );
}
