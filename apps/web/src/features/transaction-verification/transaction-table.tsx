import type { BankTransactionRow } from '@leadline/contracts';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../shared/format/format';
import { dateColumn, idColumn, numericColumn, textColumn } from '../../shared/list/columns';
import {
  type ListTableProps,
  type ResultColumn,
  ResultsTable,
  type ResultsTableProps,
} from '../../shared/list/results-table';
import { TransactionStatusChip } from './transaction-status-chip';

type Column = ResultColumn<BankTransactionRow, 'transactedAt'>;

function useColumns(timeZone: string): Column[] {
  const { t } = useTranslation();
  const label = (key: string) => t(`TRANSACTION_VERIFICATION.COLUMN.${key}`);
  return [
    idColumn('id', label('ID'), (row) => row.id),
    dateColumn('transactedAt', label('TRANSACTED_AT'), (row) => row.transactedAt, timeZone, {
      minWidth: 130,
    }),
    numericColumn('amount', label('AMOUNT'), (row) => formatAmount(row.amount, row.currency), { bold: true }),
    textColumn('memo', label('MEMO'), (row) => row.memo, { minWidth: 150, maxWidth: 200 }),
    numericColumn('soId', label('SO_ID'), (row) => row.soId, { align: 'left' }),
    numericColumn('orderAmount', label('ORDER_AMOUNT'), (row) =>
      row.orderAmount === null ? null : formatAmount(row.orderAmount, row.currency),
    ),
    {
      id: 'status',
      label: label('STATUS'),
      render: (row) => <TransactionStatusChip status={row.status} testId={`status-${row.id}`} />,
    },
    textColumn('reference', label('REFERENCE'), (row) => row.externalId, { maxWidth: 110 }),
  ];
}

/** The row opens what the page decides. */
type TableProps = Omit<
  ListTableProps<BankTransactionRow, 'transactedAt'>,
  'sortBy' | 'sortDirection' | 'onSort'
> &
  Pick<ResultsTableProps<BankTransactionRow, 'transactedAt'>, 'onRowClick'>;

/** The bank transactions, newest first (the server's one order: no column sorts); a row opens its detail. */
export function TransactionTable({
  timeZone,
  onOpen,
  ...table
}: TableProps & { timeZone: string; onOpen: (row: BankTransactionRow) => void }) {
  const columns = useColumns(timeZone);
  return (
    <ResultsTable
      testId="transaction-list"
      columns={columns}
      rowKey={(row) => row.id}
      sortBy="transactedAt"
      sortDirection="desc"
      onSort={() => undefined}
      onRowClick={onOpen}
      {...table}
    />
  );
}
