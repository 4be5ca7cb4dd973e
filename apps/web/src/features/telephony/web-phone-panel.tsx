import { Close, Phone } from '@mui/icons-material';
import { Box, IconButton, Paper, Portal, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../shared/session/session';
import { useWebPhoneConfig } from './phone-queries';

/**
 * The shell's embedded web phone (SPEC.md 1, 7.10): a toolbar button for the users SPEC.md 6
 * gives it to, opening a panel whose frame loads the phone from the org's configured host (by
 * default the product's own /apps/phone). Once opened the frame stays loaded when the panel is
 * minimised, so a call in progress keeps its phone.
 */
export function WebPhonePanel() {
  const { t } = useTranslation();
  const { token } = useSession();
  const config = useWebPhoneConfig(token !== null);
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  if (!config.data?.visible) return null;

  return (
    <>
      <Tooltip title={t('TELEPHONY.PHONE.OPEN')}>
        <IconButton
          color={open ? 'primary' : 'default'}
          onClick={() => {
            setOpen(!open);
            setLoaded(true);
          }}
          aria-pressed={open}
          aria-label={t('TELEPHONY.PHONE.OPEN')}
          data-testid="web-phone-toggle"
        >
          <Phone />
        </IconButton>
      </Tooltip>
      {loaded ? (
        <Portal>
          <Paper
            elevation={8}
            sx={{
              position: 'fixed',
              top: 72,
              right: 16,
              width: 340,
              height: 600,
              maxHeight: 'calc(100vh - 88px)',
              display: open ? 'flex' : 'none',
              flexDirection: 'column',
              overflow: 'hidden',
              zIndex: (theme) => theme.zIndex.drawer + 1,
            }}
            data-testid="web-phone-panel"
          >
            <Box
              sx={{
                display: 'flex',
                alignItems: 'center',
                px: 1.5,
                py: 0.5,
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
              }}
            >
              <Phone fontSize="small" sx={{ mr: 1 }} />
              <Typography variant="subtitle2" sx={{ flex: 1 }}>
                {t('TELEPHONY.PHONE.TITLE')}
              </Typography>
              <Tooltip title={t('TELEPHONY.PHONE.MINIMISE')}>
                <IconButton
                  size="small"
                  color="inherit"
                  onClick={() => setOpen(false)}
                  aria-label={t('TELEPHONY.PHONE.MINIMISE')}
                  data-testid="web-phone-minimise"
                >
                  <Close fontSize="small" />
                </IconButton>
              </Tooltip>
            </Box>
            <Box
              component="iframe"
              src={config.data.url}
              title={t('TELEPHONY.PHONE.TITLE')}
              allow="microphone; autoplay"
              sx={{ border: 0, flex: 1, width: '100%' }}
              data-testid="web-phone-frame"
            />
          </Paper>
        </Portal>
      ) : null}
    </>
  );
}
