import { Close } from '@mui/icons-material';
import { Box, IconButton, Paper, Snackbar, Tooltip, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { type SmallColumn, SmallTable } from './small-table';

/** Success shows yellow, Failed red (SPEC.md 8 'Toast table'). */
const RESULT_COLOUR = { success: '#f9a825', failed: '#d32f2f' } as const;

export interface ResultToastRow {
  key: number;
  id: number | null;
  leadId: number | null;
  ok: boolean;
  /** The row's server message, shown as its tooltip. */
  message: string;
}

/**
 * SPEC.md 8's toast table: an id, Lead ID and Result per row, Success or Failed, the row's message
 * its tooltip. Stays until closed: a person reads which rows failed. Pending shipping's resend and
 * pending postback's send show their answers with it.
 */
export function ResultToastTable({
  rows,
  title,
  idLabel,
  leadIdLabel,
  testId,
  onClose,
}: {
  rows: ResultToastRow[] | null;
  title: string;
  idLabel: string;
  leadIdLabel: string;
  testId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const columns: SmallColumn<ResultToastRow>[] = [
    { id: 'id', label: idLabel, render: (row) => row.id ?? '—' },
    { id: 'leadId', label: leadIdLabel, render: (row) => row.leadId ?? '—' },
    {
      id: 'result',
      label: t('SHIPPING_PENDING.COLUMN.RESULT'),
      render: (row) => (
        <Tooltip title={row.message}>
          <Typography
            variant="body2"
            component="span"
            sx={{ fontWeight: 600, color: row.ok ? RESULT_COLOUR.success : RESULT_COLOUR.failed }}
          >
            {row.ok ? t('COMMON.SUCCESS') : t('COMMON.FAILED')}
          </Typography>
        </Tooltip>
      ),
    },
  ];
  return (
    <Snackbar
      open={rows !== null}
      // Bottom right, as high as 60 % of the screen at most: never over the toolbar or the page's
      // title and header actions (docs/decisions.md 'Toasts'), nor over the one-line messages at
      // the bottom centre.
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
    >
      <Paper
        elevation={8}
        sx={{ minWidth: 360, maxWidth: 560, maxHeight: '60vh', overflow: 'auto' }}
        data-testid={testId}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', px: 2, pt: 1 }}>
          <Typography variant="subtitle2" sx={{ flex: 1 }}>
            {title}
          </Typography>
          <IconButton
            size="small"
            aria-label={t('COMMON.CLOSE')}
            onClick={onClose}
            data-testid={`${testId}-close`}
          >
            <Close fontSize="small" />
          </IconButton>
        </Box>
        <SmallTable
          columns={columns}
          rows={rows ?? []}
          rowKey={(row) => row.key}
          rowData={() => ({ 'data-testid': `${testId}-row` })}
        />
      </Paper>
    </Snackbar>
  );
}

/** What a kind of answer shows in the toast table: its title, its id column, how a row reads. */
export interface ResultToastSpec<Result> {
  titleKey: string;
  idLabelKey: string;
  leadIdLabelKey: string;
  testId: string;
  rowOf: (result: Result) => ResultToastRow;
}

/**
 * The toast of one kind of answer (a resend's, a postback's): the page gives the answers, or null
 * when closed, and how to close it.
 */
export function resultToast<Result>(spec: ResultToastSpec<Result>) {
  return function ResultToast({ results, onClose }: { results: Result[] | null; onClose: () => void }) {
    const { t } = useTranslation();
    return (
      <ResultToastTable
        rows={results?.map(spec.rowOf) ?? null}
        title={t(spec.titleKey)}
        idLabel={t(spec.idLabelKey)}
        leadIdLabel={t(spec.leadIdLabelKey)}
        testId={spec.testId}
        onClose={onClose}
      />
    );
  };
}
