import { type Cdr, findOrg } from '@leadline/contracts';
import { alpha, Chip, type Theme, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/format/format';
import { CellText, type ResultColumn, ResultsTable } from '../../shared/list/results-table';
import { useOrderAccess } from '../../shared/session/order-access';
import { PlayRecordingButton } from './recording-player';

type Tone = 'success' | 'warning' | 'info' | 'error';

const TONE: Record<string, Tone> = {
  answered: 'success',
  no_answer: 'warning',
  busy: 'info',
  failed: 'error',
};

/**
 * As the status chips (shared/ui/status-chip.tsx): the tone's dark shade on its tint (light on dark
 * themes); the main shade on the tint of a row stayed under 4.5:1 (docs/accessibility.md).
 */
function toneText(theme: Theme, tone: Tone | undefined): { text: string; tint: string } {
  if (!tone) return { text: theme.palette.text.secondary, tint: theme.palette.action.selected };
  const palette = theme.palette[tone];
  return {
    text: theme.palette.mode === 'dark' ? palette.light : palette.dark,
    tint: alpha(palette.main, theme.palette.mode === 'dark' ? 0.24 : 0.12),
  };
}

export function OutcomeChip({ cdr }: { cdr: Cdr }) {
  const { t } = useTranslation();
  const disposition = cdr.disposition;
  const label = disposition ? t(`CDRS.DISPOSITION.${disposition}`) : t('CDRS.IN_PROGRESS');
  const tone = disposition ? TONE[disposition] : undefined;
  return (
    <Chip
      size="small"
      label={label}
      data-testid="cdr-disposition-chip"
      sx={(theme) => {
        const { text, tint } = toneText(theme, tone);
        return { height: 22, fontWeight: 500, color: text, bgcolor: tint };
      }}
    />
  );
}

/** m:ss, or h:mm:ss for long calls. */
export function formatDuration(seconds: number | null): string {
  if (seconds === null) return '';
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

export function CdrTable({
  rows,
  total,
  totalIsEstimate,
  fetching,
  timeZone,
  page,
  rowsPerPage,
  onPageChange,
  onRowsPerPageChange,
  onPlay,
}: {
  rows: readonly Cdr[] | undefined;
  total: number;
  totalIsEstimate: boolean;
  fetching: boolean;
  timeZone: string;
  page: number;
  rowsPerPage: number;
  onPageChange(page: number): void;
  onRowsPerPageChange(rows: number): void;
  onPlay(cdr: Cdr): void;
}) {
  const { t } = useTranslation();
  const { hq } = useOrderAccess();
  const columns: ResultColumn<Cdr, 'startedAt'>[] = [
    { id: 'callId', label: t('CDRS.COLUMN.CALL_ID'), sticky: true, render: (row) => row.callId },
    // Headquarters reads every org's calls: which org a call belongs to is part of the row.
    ...(hq
      ? [
          {
            id: 'org',
            label: t('CDRS.COLUMN.ORG'),
            render: (row: Cdr) => findOrg(row.orgId)?.code ?? row.orgId,
          },
        ]
      : []),
    {
      id: 'startedAt',
      label: t('CDRS.COLUMN.STARTED_AT'),
      minWidth: 140,
      render: (row) => formatDateTime(row.startedAt, timeZone),
    },
    {
      id: 'agent',
      label: t('CDRS.COLUMN.AGENT'),
      minWidth: 140,
      render: (row) => <CellText text={row.agentName} />,
    },
    { id: 'phone', label: t('CDRS.COLUMN.PHONE'), render: (row) => row.phone },
    {
      id: 'lead',
      label: t('CDRS.COLUMN.LEAD_ID'),
      render: (row) =>
        row.leadId ?? (
          <Typography variant="body2" color="text.disabled" component="span">
            —
          </Typography>
        ),
    },
    {
      id: 'customer',
      label: t('CDRS.COLUMN.CUSTOMER'),
      minWidth: 140,
      render: (row) => <CellText text={row.customerName} />,
    },
    { id: 'disposition', label: t('CDRS.COLUMN.DISPOSITION'), render: (row) => <OutcomeChip cdr={row} /> },
    {
      id: 'duration',
      label: t('CDRS.COLUMN.DURATION'),
      align: 'right',
      render: (row) => formatDuration(row.durationSeconds),
    },
    {
      id: 'recording',
      label: t('CDRS.COLUMN.RECORDING'),
      align: 'right',
      render: (row) => <PlayRecordingButton cdr={row} onPlay={onPlay} size="small" testId="cdr-play" />,
    },
  ];
  return (
    <ResultsTable
      testId="cdr-table"
      columns={columns}
      rows={rows}
      total={total}
      totalIsEstimate={totalIsEstimate}
      fetching={fetching}
      rowKey={(row) => row.callId}
      page={page}
      rowsPerPage={rowsPerPage}
      onPageChange={onPageChange}
      onRowsPerPageChange={onRowsPerPageChange}
      sortBy="startedAt"
      sortDirection="desc"
      onSort={() => undefined}
    />
  );
}
