import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

export function AppFooter() {
  const { t } = useTranslation();
  return (
    <Box
      component="footer"
      sx={{ px: 3, py: 1.5, borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Typography variant="caption" color="text.secondary">
        © {new Date().getFullYear()} {t('APP.FOOTER')}
      </Typography>
    </Box>
  );
}
