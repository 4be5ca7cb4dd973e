import { PATHS } from '@leadline/contracts';
import { Box, CircularProgress, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CLIENT_ENDPOINTS } from '../../shared/api/client-endpoints';
import { ApiError, callEndpoint } from '../../shared/api/http-client';
import { isTokenValid } from '../../shared/api/jwt';
import { useSession } from '../../shared/session/session';

/**
 * /auth/logout: ends the session on the server, clears the browser and returns to login. The
 * server may refuse (SPEC.md 4: an agent must be Unavailable first): its message is shown and
 * the user goes back to where they were, still logged in.
 */
export default function LogoutPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { token, signOut } = useSession();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      if (isTokenValid(token)) {
        try {
          await callEndpoint(CLIENT_ENDPOINTS.logout);
        } catch (error) {
          // A business refusal (400, message shown by the response handling): stay logged in.
          if (error instanceof ApiError && error.status === 400) {
            if (window.history.length > 1) navigate(-1);
            else navigate(PATHS.dashboard, { replace: true });
            return;
          }
        }
      }
      await signOut({ callServer: false });
    })();
  }, [navigate, signOut, token]);
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '100vh' }}>
      <Box sx={{ textAlign: 'center' }}>
        <CircularProgress sx={{ mb: 2 }} />
        <Typography>{t('AUTH.LOGGING_OUT')}</Typography>
      </Box>
    </Box>
  );
}
