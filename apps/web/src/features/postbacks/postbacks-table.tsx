import type { PostbackRow } from '@leadline/contracts';
import { Box, Button, Tooltip, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/format/format';
import { chipColumn, dateColumn, idColumn, textColumn, twoLineColumn } from '../../shared/list/columns';
import {
  type ListTableProps,
  type ResultColumn,
  ResultsTable,
  type ResultsTableProps,
} from '../../shared/list/results-table';

type Column = ResultColumn<PostbackRow, 'createdAt'>;

/** Failed needs a person; retrying and waiting may pass by themselves. */
const STATE_COLOUR = { failed: 'error', retrying: 'warning', waiting: 'info', delivered: 'success' } as const;

function usePostbackColumns(timeZone: string, onShowAttempts: (row: PostbackRow) => void): Column[] {
  const { t } = useTranslation();
  const label = (key: string) => t(`POSTBACKS.COLUMN.${key}`);
  return [
    idColumn('id', label('ID'), (row) => row.id),
    // The lead over its sale order: one column, so the list fits 1366 px.
    twoLineColumn('leadId', label('LEAD_ID'), (row) => ({
      text: String(row.leadId),
      detail: row.saleOrderId === null ? null : `${label('SO_ID')} ${row.saleOrderId}`,
    })),
    chipColumn('state', label('STATE'), (row) => ({
      label: t(`POSTBACKS.STATE.${row.state}`),
      color: STATE_COLOUR[row.state],
      testId: `state-${row.id}`,
    })),
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
      // A failure in red; an accepted one's HTTP status over the start of the network's answer.
      render: (row) =>
        row.lastError ? (
          <Tooltip title={row.url}>
            <Typography variant="body2" component="span" color="error.main">
              {row.lastError}
            </Typography>
          </Tooltip>
        ) : row.lastHttpStatus !== null ? (
          <Tooltip title={row.lastAnswer ?? row.url}>
            <Box sx={{ maxWidth: 200 }} data-testid={`answer-${row.id}`}>
              <Typography variant="body2" component="div" color="success.main">
                HTTP {row.lastHttpStatus}
              </Typography>
              {row.lastAnswer ? (
                <Typography variant="caption" component="div" color="text.secondary" noWrap>
                  {row.lastAnswer}
                </Typography>
              ) : null}
            </Box>
          </Tooltip>
        ) : (
          '—'
        ),
    },
    // The last try over the next automatic one (or why there is none): one column within 1366 px.
    twoLineColumn(
      'lastAttempt',
      label('LAST_ATTEMPT'),
      (row) => {
        const next = row.nextAttemptAt
          ? `${label('NEXT_ATTEMPT')}: ${formatDateTime(row.nextAttemptAt, timeZone)}`
          : row.state === 'failed'
            ? t('POSTBACKS.NO_RETRY')
            : null;
        return {
          text: row.lastAttemptAt ? formatDateTime(row.lastAttemptAt, timeZone) : '—',
          detail: next,
          title: next ?? undefined,
        };
      },
      { minWidth: 150, maxWidth: 190 },
    ),
    dateColumn('createdAt', label('CREATED_AT'), (row) => row.createdAt, timeZone, { minWidth: 130 }),
  ];
}

/** The row opens what the page decides. */
type TableProps = ListTableProps<PostbackRow, 'createdAt'> &
  Pick<ResultsTableProps<PostbackRow, 'createdAt'>, 'onRowClick'>;

/** Pending postback's table, with row selection for resend and a row's tries behind its count. */
export function PostbacksTable({
  timeZone,
  onShowAttempts,
  ...table
}: TableProps & { timeZone: string; onShowAttempts: (row: PostbackRow) => void }) {
  const columns = usePostbackColumns(timeZone, onShowAttempts);
  return (
    <ResultsTable
      testId="postbacks-list"
      columns={columns}
      // The transaction id and the queueing time in the column chooser: the list fits 1366 px.
      columnChoice={{ listKey: 'postbacks', defaultHidden: ['transactionId', 'createdAt'] }}
      rowKey={(row) => row.id}
      {...table}
    />
  );
}
