import type { PostbackAttempt } from '@leadline/contracts';
import { CircularProgress, Tooltip, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/format/format';
import { ActionDialog } from '../../shared/ui/action-dialog';
import { type SmallColumn, SmallTable } from '../../shared/ui/small-table';
import { usePostbackAttempts } from './postbacks-queries';

/** Every try of one postback, oldest first: when, the answer's HTTP status and body, who asked. */
export function AttemptsDialog({
  postbackId,
  timeZone,
  onClose,
}: {
  postbackId: number | null;
  timeZone: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { data, isLoading } = usePostbackAttempts(postbackId);
  const label = (key: string) => t(`POSTBACKS.COLUMN.${key}`);
  const columns: SmallColumn<PostbackAttempt>[] = [
    { id: 'attemptNo', label: '#', render: (attempt) => attempt.attemptNo },
    {
      id: 'at',
      label: label('AT'),
      sx: { whiteSpace: 'nowrap' },
      render: (attempt) => formatDateTime(attempt.at, timeZone),
    },
    {
      id: 'httpStatus',
      label: label('HTTP_STATUS'),
      rowSx: (attempt) => ({ color: attempt.error ? 'error.main' : 'success.main', fontWeight: 600 }),
      render: (attempt) => attempt.httpStatus ?? attempt.error,
    },
    {
      id: 'body',
      label: label('BODY'),
      sx: { maxWidth: 320 },
      render: (attempt) => (
        <Tooltip title={attempt.url}>
          <Typography variant="caption" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
            {attempt.bodyExcerpt || '—'}
          </Typography>
        </Tooltip>
      ),
    },
    { id: 'duration', label: label('DURATION'), align: 'right', render: (attempt) => attempt.durationMs },
    { id: 'by', label: label('BY'), render: (attempt) => attempt.triggeredBy ?? t('POSTBACKS.AUTOMATIC') },
  ];
  return (
    <ActionDialog
      open={postbackId !== null}
      onClose={onClose}
      maxWidth="md"
      testId="attempts-dialog"
      title={t('POSTBACKS.ATTEMPTS.TITLE', { id: postbackId ?? '' })}
      dividers
      cancel={{ label: t('POSTBACKS.ATTEMPTS.CLOSE'), testId: 'attempts-close' }}
    >
      {isLoading ? <CircularProgress size={24} /> : null}
      {data && data.length === 0 ? (
        <Typography variant="body2">{t('POSTBACKS.ATTEMPTS.EMPTY')}</Typography>
      ) : null}
      {data && data.length > 0 ? (
        <SmallTable
          columns={columns}
          rows={data}
          rowKey={(attempt) => attempt.attemptNo}
          rowData={() => ({ 'data-testid': 'attempt-row' })}
        />
      ) : null}
    </ActionDialog>
  );
}
