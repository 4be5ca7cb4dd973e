import { Box, CircularProgress, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from './session';

/** /auth/logout: ends the session on the server, clears the browser and returns to login. */
export default function LogoutPage() {
  const { t } = useTranslation();
  const { signOut } = useSession();
  useEffect(() => {
    void signOut();
  }, [signOut]);
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '100vh' }}>
      <Box sx={{ textAlign: 'center' }}>
        <CircularProgress sx={{ mb: 2 }} />
        <Typography>{t('AUTH.LOGGING_OUT')}</Typography>
      </Box>
    </Box>
  );
}
