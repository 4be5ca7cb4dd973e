import { Box, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '../../shared/ui/language-switcher';

/** The frame of the login, forgot-password and dialer-mode pages: brand panel and a card. */
export function AuthLayout({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', bgcolor: 'background.default' }}>
      <Box
        sx={{
          flex: 1,
          display: { xs: 'none', md: 'flex' },
          flexDirection: 'column',
          justifyContent: 'center',
          px: 8,
          color: '#fff',
          background: 'linear-gradient(135deg, #005993 0%, #003a61 100%)',
        }}
      >
        <Typography variant="h3" component="div" sx={{ fontWeight: 700, mb: 2 }}>
          {t('APP.NAME')}
        </Typography>
        <Typography variant="h6" component="div" sx={{ fontWeight: 300, maxWidth: 420, opacity: 0.9 }}>
          {t('APP.TAGLINE')}
        </Typography>
      </Box>
      <Box sx={{ width: { xs: '100%', md: 520 }, display: 'flex', flexDirection: 'column', p: 3 }}>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <LanguageSwitcher color="primary" />
        </Box>
        <Box sx={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
          <Paper elevation={0} sx={{ width: '100%', maxWidth: 400, p: 4, border: 1, borderColor: 'divider' }}>
            <Typography variant="h5" component="h1" sx={{ fontWeight: 600, mb: 3 }}>
              {title}
            </Typography>
            {children}
          </Paper>
        </Box>
      </Box>
    </Box>
  );
}
