import type { ShippingPendingRow } from '@leadline/contracts';
import { Chip, Tooltip, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatDateTime } from '../../shared/format/format';
import { dateColumn, idColumn, numericColumn, textColumn, twoLineColumn } from '../../shared/list/columns';
import {
  type ListTableProps,
  type ResultColumn,
  ResultsTable,
  type ResultsTableProps,
} from '../../shared/list/results-table';

type Column = ResultColumn<ShippingPendingRow, 'createdAt'>;

/** A refusal needs a person; the others may pass on the next try. */
const KIND_COLOUR = {
  refused: 'error',
  not_configured: 'error',
  timeout: 'warning',
  unreachable: 'warning',
  partner_error: 'warning',
} as const;

function usePendingColumns(timeZone: string): Column[] {
  const { t } = useTranslation();
  const label = (key: string) => t(`SHIPPING_PENDING.COLUMN.${key}`);
  return [
    idColumn('doId', label('DO_ID'), (row) => row.doId),
    numericColumn('soId', label('SO_ID'), (row) => row.soId, { align: 'left' }),
    numericColumn('leadId', label('LEAD_ID'), (row) => row.leadId, { align: 'left' }),
    {
      id: 'reason',
      label: label('REASON'),
      minWidth: 170,
      render: (row) => (
        <Tooltip title={row.reason}>
          <Chip
            size="small"
            variant="outlined"
            color={KIND_COLOUR[row.reasonKind]}
            label={t(`SHIPPING_PENDING.REASON_KIND.${row.reasonKind}`)}
            data-testid={`reason-${row.doId}`}
            data-reason={row.reason}
          />
        </Tooltip>
      ),
    },
    twoLineColumn('customer', label('CUSTOMER'), (row) => ({ text: row.customerName, detail: row.phone }), {
      minWidth: 130,
    }),
    textColumn('partner', label('PARTNER'), (row) => t(`SHIPPING_PENDING.PARTNER.${row.partner}`), {
      maxWidth: 160,
    }),
    textColumn('ffmPartner', label('FFM_PARTNER'), (row) => row.ffmPartner?.name, { maxWidth: 180 }),
    textColumn('warehouse', label('WAREHOUSE'), (row) => row.warehouse?.name, { maxWidth: 160 }),
    numericColumn('attempts', label('ATTEMPTS'), (row) => row.attempts),
    dateColumn('lastAttempt', label('LAST_ATTEMPT'), (row) => row.lastAttemptAt, timeZone, { minWidth: 130 }),
    {
      id: 'nextRetry',
      label: label('NEXT_RETRY'),
      minWidth: 130,
      render: (row) =>
        row.nextRetryAt ? (
          formatDateTime(row.nextRetryAt, timeZone)
        ) : (
          <Typography variant="caption" color="text.secondary">
            {t('SHIPPING_PENDING.NO_RETRY')}
          </Typography>
        ),
    },
    dateColumn('createdAt', label('CREATED_AT'), (row) => row.createdAt, timeZone, { minWidth: 130 }),
    numericColumn('cod', label('COD'), (row) => formatAmount(row.codAmount, row.currency)),
    numericColumn('amount', label('AMOUNT'), (row) => formatAmount(row.amount, row.currency), { bold: true }),
    { id: 'currency', label: label('CURRENCY'), render: (row) => row.currency },
  ];
}

/** The row opens what the page decides. */
type TableProps = ListTableProps<ShippingPendingRow, 'createdAt'> &
  Pick<ResultsTableProps<ShippingPendingRow, 'createdAt'>, 'onRowClick'>;

/** Pending shipping's table, with row selection for resend and removal. */
export function ShippingPendingTable({ timeZone, ...table }: TableProps & { timeZone: string }) {
  const columns = usePendingColumns(timeZone);
  return (
    <ResultsTable
      testId="shipping-pending-list"
      columns={columns}
      rowKey={(row) => row.doId}
      // Why it is pending and when it is tried again fit 1366 px; the rest one click away.
      columnChoice={{
        listKey: 'shippingPending',
        defaultHidden: ['soId', 'leadId', 'ffmPartner', 'warehouse', 'createdAt', 'amount', 'currency'],
      }}
      {...table}
    />
  );
}
