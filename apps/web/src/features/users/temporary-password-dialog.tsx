import { ContentCopy } from '@mui/icons-material';
import { Box, DialogContentText, IconButton, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../shared/ui/action-dialog';

/** One user's temporary password, shown once (it is not kept anywhere the screen can read again). */
export function TemporaryPasswordDialog({
  credentials,
  onClose,
}: {
  credentials: { userName: string; temporaryPassword: string } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    if (!credentials) return;
    await navigator.clipboard?.writeText(credentials.temporaryPassword).catch(() => undefined);
    setCopied(true);
  };
  return (
    <ActionDialog
      open={credentials !== null}
      onClose={onClose}
      maxWidth="xs"
      testId="temporary-password"
      onExited={() => setCopied(false)}
      title={t('USERS.PASSWORD.TITLE')}
      confirm={{ label: t('USERS.PASSWORD.DONE'), onClick: onClose, testId: 'temporary-password-done' }}
    >
      <DialogContentText variant="body2" sx={{ mb: 2 }}>
        {t('USERS.PASSWORD.TEXT', { userName: credentials?.userName ?? '' })}
      </DialogContentText>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          p: 1.5,
          bgcolor: 'action.hover',
          borderRadius: 1,
        }}
      >
        <Typography
          component="code"
          sx={{ flex: 1, fontFamily: 'monospace', fontSize: 18, letterSpacing: 1 }}
          data-testid="temporary-password-value"
        >
          {credentials?.temporaryPassword}
        </Typography>
        <Tooltip title={copied ? t('USERS.PASSWORD.COPIED') : t('USERS.PASSWORD.COPY')}>
          <IconButton onClick={copy} aria-label={t('USERS.PASSWORD.COPY')}>
            <ContentCopy fontSize="small" />
          </IconButton>
        </Tooltip>
      </Box>
    </ActionDialog>
  );
}
