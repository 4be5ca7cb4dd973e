import type { PostbackRow } from '@leadline/contracts';
import { Button, Chip, Tooltip, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/format/format';
import { dateColumn, idColumn, numericColumn, textColumn } from '../../shared/list/columns';
import { type ResultColumn, ResultsTable } from '../../shared/list/results-table';

type Column = ResultColumn<PostbackRow, 'createdAt'>;

/** Failed needs a person; retrying and waiting may pass by themselves. */
const STATE_COLOUR = { failed: 'error', retrying: 'warning', waiting: 'info', delivered: 'success' } as const;

function usePostbackColumns(timeZone: string, onShowAttempts: (row: PostbackRow) => void): Column[] {
  const { t } = useTranslation();
  const label = (key: string) => t(`POSTBACKS.COLUMN.${key}`);
  return [
    idColumn('id', label('ID'), (row) => row.id),
    numericColumn('leadId', label('LEAD_ID'), (row) => row.leadId, { align: 'left' }),
    numericColumn('soId', label('SO_ID'), (row) => row.saleOrderId ?? '—', { align: 'left' }),
    {
      id: 'state',
      label: label('STATE'),
      render: (row) => (
        <Chip
          size="small"
          variant="outlined"
          color={STATE_COLOUR[row.state]}
          label={t(`POSTBACKS.STATE.${row.state}`)}
          data-testid={`state-${row.id}`}
        />
      ),
    },
    { id: 'status', label: label('STATUS'), render: (row) => t(`POSTBACKS.STATUS.${row.status}`) },
    textColumn('network', label('NETWORK'), (row) => row.network, { maxWidth: 160 }),
    textColumn('customer', label('CUSTOMER'), (row) => row.customerName, { minWidth: 130, maxWidth: 170 }),
    textColumn('transactionId', label('TRANSACTION_ID'), (row) => row.transactionId, { maxWidth: 120 }),
    {
      id: 'attempts',
      label: label('ATTEMPTS'),
      align: 'right',
      render: (row) => (
        <Button size="small" onClick={() => onShowAttempts(row)} data-testid={`attempts-${row.id}`}>
          {row.attempts}
        </Button>
      ),
    },
    {
      id: 'lastError',
      label: label('LAST_ERROR'),
      render: (row) =>
        row.lastError ? (
          <Tooltip title={row.url}>
            <Typography variant="body2" component="span" color="error.main">
              {row.lastError}
            </Typography>
          </Tooltip>
        ) : (
          '—'
        ),
    },
    dateColumn('lastAttempt', label('LAST_ATTEMPT'), (row) => row.lastAttemptAt, timeZone, { minWidth: 130 }),
    {
      id: 'nextAttempt',
      label: label('NEXT_ATTEMPT'),
      minWidth: 130,
      render: (row) =>
        row.nextAttemptAt ? (
          formatDateTime(row.nextAttemptAt, timeZone)
        ) : (
          <Typography variant="caption" color="text.secondary">
            {row.state === 'failed' ? t('POSTBACKS.NO_RETRY') : '—'}
          </Typography>
        ),
    },
    dateColumn('createdAt', label('CREATED_AT'), (row) => row.createdAt, timeZone, { minWidth: 130 }),
  ];
}

type TableProps = Omit<
  Parameters<typeof ResultsTable<PostbackRow, 'createdAt'>>[0],
  'testId' | 'columns' | 'rowKey' | 'rowLabel'
>;

/** Pending postback's table, with row selection for resend and a row's tries behind its count. */
export function PostbacksTable({
  timeZone,
  onShowAttempts,
  ...table
}: TableProps & { timeZone: string; onShowAttempts: (row: PostbackRow) => void }) {
  const columns = usePostbackColumns(timeZone, onShowAttempts);
  return <ResultsTable testId="postbacks-list" columns={columns} rowKey={(row) => row.id} {...table} />;
}
