import type { ReconcilePreviewRow, ReconcileRow } from '@leadline/contracts';
import { History, Replay } from '@mui/icons-material';
import { Box, Chip, IconButton, Tooltip, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../shared/format/format';
import { dateColumn, numericColumn, textColumn } from '../../shared/list/columns';
import type { ResultColumn } from '../../shared/list/results-table';
import { DoStatusChip } from '../../shared/ui/status-chip';

type AnyRow = ReconcilePreviewRow | ReconcileRow;
type Column<R extends AnyRow> = ResultColumn<R, 'id'>;

/** A calendar day as dd/MM/yyyy, like the app's date-times (format.ts), in both languages. */
const dayText = (day: string | null) => (day ? day.split('-').reverse().join('/') : '');

const RESULT_COLOR = { matched: 'success', mismatched: 'error', pending: 'warning' } as const;

export function ResultChip({ row }: { row: AnyRow }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={RESULT_COLOR[row.result]}
      label={t(`RECONCILE.RESULT.${row.result}`)}
      data-testid={`result-${row.result}`}
    />
  );
}

/** The difference collected − expected, red when short, bold when not zero. */
function Difference({ row }: { row: AnyRow }) {
  if (row.difference === null) return <>—</>;
  const color = row.difference < 0 ? 'error.main' : row.difference > 0 ? 'warning.dark' : 'text.primary';
  return (
    <Box component="span" sx={{ color, fontWeight: row.difference === 0 ? 400 : 600 }}>
      {row.difference > 0 ? '+' : ''}
      {formatAmount(row.difference, row.currency)}
    </Box>
  );
}

/** The columns of the tabs and of the upload's preview (which has no actions and no time). */
export function useReconcileColumns<R extends AnyRow>(
  options: { timeZone?: string; onLogs?: (code: string) => void; onRematch?: (doId: number) => void } = {},
): Column<R>[] {
  const { t } = useTranslation();
  const label = (key: string) => t(`RECONCILE.COLUMN.${key}`);
  const columns: Column<R>[] = [
    {
      ...textColumn<R, 'id'>('trackingCode', label('TRACKING_CODE'), (row) => row.trackingCode, {
        minWidth: 130,
      }),
      sticky: true,
    },
    { id: 'doId', label: label('DO_ID'), render: (row) => row.doId ?? '—' },
    // The result over its reason: one column, so the list fits 1366 px in Vietnamese.
    {
      id: 'result',
      label: label('RESULT'),
      render: (row) => {
        const reason = row.reason ? t(`RECONCILE.REASON.${row.reason}`) : null;
        return (
          <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.25 }}>
            <ResultChip row={row} />
            {reason ? (
              <Typography
                variant="caption"
                color="text.secondary"
                noWrap
                title={reason}
                sx={{ maxWidth: 170 }}
              >
                {reason}
              </Typography>
            ) : null}
          </Box>
        );
      },
    },
    {
      id: 'reported',
      label: label('REPORTED_STATUS'),
      render: (row) => <DoStatusChip name={row.reportedStatus.name} />,
    },
    {
      id: 'doStatus',
      label: label('DO_STATUS'),
      render: (row) => (row.doStatus ? <DoStatusChip name={row.doStatus.name} /> : '—'),
    },
    numericColumn('cod', label('COD_COLLECTED'), (row) => formatAmount(row.codCollected, row.currency)),
    numericColumn('expected', label('EXPECTED_COD'), (row) =>
      row.expectedCod === null ? '—' : formatAmount(row.expectedCod, row.currency),
    ),
    numericColumn('difference', label('DIFFERENCE'), (row) => <Difference row={row} />),
    numericColumn('fee', label('FEE'), (row) => formatAmount(row.fee, row.currency)),
    textColumn('reportedOn', label('REPORTED_ON'), (row) => dayText(row.reportedOn)),
  ];
  const { timeZone, onLogs, onRematch } = options;
  if (timeZone)
    columns.push(
      dateColumn(
        'reconciledAt',
        label('RECONCILED_AT'),
        (row) => (row as ReconcileRow).reconciledAt,
        timeZone,
      ),
    );
  // Right after the code, so the log and Match again stay in view at 1366 px.
  if (onLogs || onRematch)
    columns.splice(1, 0, {
      id: 'actions',
      label: label('ACTIONS'),
      render: (row) => (
        <Box sx={{ display: 'flex', gap: 0.5 }}>
          {onLogs && row.trackingCode ? (
            <Tooltip title={t('RECONCILE.ACTION.LOGS')}>
              <IconButton
                size="small"
                aria-label={t('RECONCILE.ACTION.LOGS')}
                onClick={() => onLogs(row.trackingCode ?? '')}
                data-testid={`logs-${row.trackingCode}`}
              >
                <History fontSize="small" />
              </IconButton>
            </Tooltip>
          ) : null}
          {onRematch && row.doId !== null ? (
            <Tooltip title={t('RECONCILE.ACTION.RECONCILE_ORDER')}>
              <IconButton
                size="small"
                color="primary"
                aria-label={t('RECONCILE.ACTION.RECONCILE_ORDER')}
                onClick={() => onRematch(row.doId ?? 0)}
                data-testid={`rematch-${row.doId}`}
              >
                <Replay fontSize="small" />
              </IconButton>
            </Tooltip>
          ) : null}
        </Box>
      ),
    });
  return columns;
}
