import type { LiveBoardRow } from '@leadline/contracts';
import { Block } from '@mui/icons-material';
import { Alert, IconButton, TextField, Tooltip } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CLIENT_ENDPOINTS } from '../../shared/api/client-endpoints';
import { callEndpoint } from '../../shared/api/http-client';
import { sessionEvents } from '../../shared/api/session-events';
import { ActionDialog } from '../../shared/ui/action-dialog';

/** Administrators end an agent's sessions with a message (POST agent/by-id/{userId}/block). */
export function BlockAgentButton({ row }: { row: LiveBoardRow }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState('');
  const block = useMutation({
    mutationFn: () =>
      callEndpoint(CLIENT_ENDPOINTS.blockAgent, {
        params: { userId: row.userId },
        body: { message: message.trim() },
      }),
    onSuccess: () => {
      setOpen(false);
      setMessage('');
      sessionEvents.emit({ type: 'notify', severity: 'success', messageKey: 'PRESENCE.LIVE_BOARD.BLOCKED' });
    },
  });
  const title = t('PRESENCE.LIVE_BOARD.BLOCK_TITLE', { name: row.fullName });
  return (
    <>
      <Tooltip title={title}>
        <IconButton
          size="small"
          onClick={() => setOpen(true)}
          aria-label={title}
          data-testid={`block-${row.userName}`}
        >
          <Block fontSize="small" />
        </IconButton>
      </Tooltip>
      <ActionDialog
        open={open}
        onClose={() => setOpen(false)}
        maxWidth="xs"
        title={title}
        cancel={{ label: t('PRESENCE.CANCEL') }}
        confirm={{
          label: t('PRESENCE.LIVE_BOARD.BLOCK_CONFIRM'),
          color: 'warning',
          disabled: message.trim() === '' || block.isPending,
          onClick: () => block.mutate(),
          testId: 'block-confirm',
        }}
      >
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('PRESENCE.LIVE_BOARD.BLOCK_HINT')}
        </Alert>
        <TextField
          label={t('PRESENCE.LIVE_BOARD.BLOCK_MESSAGE')}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          fullWidth
          multiline
          minRows={2}
          autoFocus
          slotProps={{ htmlInput: { maxLength: 500, 'data-testid': 'block-message' } }}
        />
      </ActionDialog>
    </>
  );
}
