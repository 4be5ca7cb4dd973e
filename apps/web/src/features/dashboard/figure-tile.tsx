import { Alert, Box, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type ListLink, useListLinks } from './dashboard-links';

/**
 * One figure: its value, what it is, a line under it; a button opening the list it counts when the
 * user may open that list.
 */
export function FigureTile({
  label,
  value,
  hint,
  link,
  testId,
}: {
  label: string;
  value: string;
  hint?: ReactNode;
  link?: ListLink;
  testId: string;
}) {
  const { t } = useTranslation();
  const links = useListLinks();
  const clickable = links.canOpen(link);
  return (
    <Box
      component={clickable ? 'button' : 'div'}
      type={clickable ? 'button' : undefined}
      data-testid={testId}
      title={clickable ? t('DASHBOARD_PANELS.OPEN_LIST') : undefined}
      onClick={clickable && link ? () => links.open(link) : undefined}
      sx={{
        p: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
        color: 'text.primary',
        textAlign: 'left',
        font: 'inherit',
        minWidth: 0,
        cursor: clickable ? 'pointer' : 'default',
        '&:hover': clickable ? { borderColor: 'primary.main' } : undefined,
      }}
    >
      <Typography
        variant="h5"
        // A figure, not a section: drawn as h5 but a paragraph (the theme maps h5 to h2).
        component="p"
        sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
        data-testid={`${testId}-value`}
      >
        {value}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      {hint ? (
        <Typography variant="caption" color="text.secondary" component="div">
          {hint}
        </Typography>
      ) : null}
    </Box>
  );
}

/** A panel of the dashboard: a titled card, with an action on the right (a range picker). */
export function PanelCard({
  title,
  action,
  testId,
  children,
}: {
  title: string;
  action?: ReactNode;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Paper elevation={0} sx={{ p: 2.5, border: 1, borderColor: 'divider', mb: 3 }} data-testid={testId}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2, flexWrap: 'wrap' }}>
        <Typography variant="subtitle2" color="text.secondary" sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </Paper>
  );
}

/** A responsive grid of figure tiles. */
export function FigureGrid({ children, columns = 4 }: { children: ReactNode; columns?: number }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: `repeat(${columns}, 1fr)` },
        mb: 2,
      }}
    >
      {children}
    </Box>
  );
}

/** A panel's body while its figures load, or when they could not be loaded. */
export function PanelPending({ failed }: { failed: boolean }) {
  const { t } = useTranslation();
  return failed ? (
    <Alert severity="warning" variant="outlined">
      {t('DASHBOARD_PANELS.UNAVAILABLE')}
    </Alert>
  ) : (
    <Typography variant="body2" color="text.secondary" sx={{ minHeight: 120 }}>
      {t('DASHBOARD_PANELS.LOADING')}
    </Typography>
  );
}
