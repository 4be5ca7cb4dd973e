import {
  CircularProgress,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/format/format';
import { ActionDialog } from '../../shared/ui/action-dialog';
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
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>#</TableCell>
              <TableCell>{label('AT')}</TableCell>
              <TableCell>{label('HTTP_STATUS')}</TableCell>
              <TableCell>{label('BODY')}</TableCell>
              <TableCell align="right">{label('DURATION')}</TableCell>
              <TableCell>{label('BY')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.map((attempt) => (
              <TableRow key={attempt.attemptNo} data-testid="attempt-row">
                <TableCell>{attempt.attemptNo}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(attempt.at, timeZone)}</TableCell>
                <TableCell sx={{ color: attempt.error ? 'error.main' : 'success.main', fontWeight: 600 }}>
                  {attempt.httpStatus ?? attempt.error}
                </TableCell>
                <TableCell sx={{ maxWidth: 320 }}>
                  <Tooltip title={attempt.url}>
                    <Typography variant="caption" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
                      {attempt.bodyExcerpt || '—'}
                    </Typography>
                  </Tooltip>
                </TableCell>
                <TableCell align="right">{attempt.durationMs}</TableCell>
                <TableCell>{attempt.triggeredBy ?? t('POSTBACKS.AUTOMATIC')}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
    </ActionDialog>
  );
}
