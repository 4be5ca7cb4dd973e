import type { Cdr } from '@leadline/contracts';
import { PlayCircleOutlined } from '@mui/icons-material';
import { Alert, Box, IconButton, type IconButtonProps, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/format/format';
import { ActionDialog } from '../../shared/ui/action-dialog';

/**
 * The play-recording dialog: an <audio> element on the CDR's signed recordingUrl, so the browser
 * streams and seeks it with Range requests (docs/telephony.md).
 */
export function RecordingPlayer({
  cdr,
  timeZone,
  onClose,
}: {
  cdr: Cdr | null;
  timeZone: string;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  return (
    <ActionDialog
      open={cdr !== null}
      onClose={onClose}
      onExited={() => setFailed(false)}
      title={cdr ? t('CDRS.PLAYER_TITLE', { callId: cdr.callId }) : ''}
      cancel={{ label: t('COMMON.CLOSE'), testId: 'cdr-player-close' }}
    >
      {cdr ? (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t('CDRS.PLAYER_SUBTITLE', {
              phone: cdr.phone,
              agent: cdr.agentName,
              date: formatDateTime(cdr.startedAt, timeZone),
            })}
          </Typography>
          <Box
            component="audio"
            controls
            autoPlay
            preload="metadata"
            src={cdr.recordingUrl ?? undefined}
            onError={() => setFailed(true)}
            sx={{ width: '100%' }}
            data-testid="cdr-audio"
          />
          {failed ? (
            <Alert severity="error" sx={{ mt: 2 }}>
              {t('CDRS.PLAYER_ERROR')}
            </Alert>
          ) : null}
        </>
      ) : null}
    </ActionDialog>
  );
}

/** The play button of a call with a recording (nothing for a call without one). */
export function PlayRecordingButton({
  cdr,
  onPlay,
  testId,
  ...button
}: { cdr: Cdr; onPlay(cdr: Cdr): void; testId: string } & Pick<IconButtonProps, 'size' | 'edge'>) {
  const { t } = useTranslation();
  if (!cdr.recordingUrl) return null;
  return (
    <Tooltip title={t('CDRS.PLAY')}>
      <IconButton
        {...button}
        color="primary"
        aria-label={t('CDRS.PLAY')}
        onClick={() => onPlay(cdr)}
        data-testid={testId}
      >
        <PlayCircleOutlined />
      </IconButton>
    </Tooltip>
  );
}
