import type { Cdr } from '@leadline/contracts';
import { PlayCircleOutlined } from '@mui/icons-material';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  type IconButtonProps,
  Tooltip,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/format/format';

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
    <Dialog
      open={cdr !== null}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      slotProps={{ transition: { onExited: () => setFailed(false) } }}
    >
      {cdr ? (
        <>
          <DialogTitle>{t('CDRS.PLAYER_TITLE', { callId: cdr.callId })}</DialogTitle>
          <DialogContent>
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
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} data-testid="cdr-player-close">
              {t('COMMON.CLOSE')}
            </Button>
          </DialogActions>
        </>
      ) : null}
    </Dialog>
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
