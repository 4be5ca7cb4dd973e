import type { AppRouteDefinition } from '@leadline/contracts';
import { Construction } from '@mui/icons-material';
import { Box, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../shared/ui/page-header';

/** A screen a later issue builds: its route, guard and menu entry already work. */
export function ComingSoonPage({ route }: { route: AppRouteDefinition }) {
  const { t } = useTranslation();
  return (
    <Box data-testid={`page-${route.key}`}>
      <PageHeader title={t(route.pageTitleKey ?? route.titleKey)} />
      <Paper
        elevation={0}
        sx={{ p: 4, border: 1, borderColor: 'divider', display: 'flex', gap: 2, alignItems: 'center' }}
      >
        <Construction color="primary" fontSize="large" />
        <Typography color="text.secondary">{t('COMMON.COMING_SOON')}</Typography>
      </Paper>
    </Box>
  );
}
