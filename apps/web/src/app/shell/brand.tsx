import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

export function Brand({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, minWidth: 0 }}>
      <Box component="img" src="/favicon.svg" alt="" sx={{ width: 32, height: 32, flexShrink: 0 }} />
      {compact ? null : (
        <Typography variant="h6" component="div" sx={{ fontWeight: 700, letterSpacing: 0.3 }} noWrap>
          {t('APP.NAME')}
        </Typography>
      )}
    </Box>
  );
}
