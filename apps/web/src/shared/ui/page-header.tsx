import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTitleSubject } from './document-title';

/**
 * A page's title, subtitle and actions. `subject`: the lead or order the page shows, put before the
 * screen's name in the tab's title (shared/ui/document-title.tsx). `sticky` keeps it (and so Save)
 * in view while a long form scrolls; the shell sets `--page-sticky-top` to where the scrolling area
 * begins.
 */
export function PageHeader({
  title,
  subtitle,
  actions,
  sticky = false,
  subject,
}: {
  title: string;
  subject?: string;
  subtitle?: string;
  actions?: ReactNode;
  sticky?: boolean;
}) {
  useTitleSubject(subject);
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        mb: 3,
        flexWrap: 'wrap',
        ...(sticky
          ? {
              position: 'sticky',
              top: 'var(--page-sticky-top, 0px)',
              // Above the lists' sticky cells (3), below the toolbar and every popup.
              zIndex: 4,
              bgcolor: 'background.default',
              // Covers the content's own top padding, so rows scrolling under never show above it.
              mt: { xs: -2, md: -3 },
              pt: { xs: 2, md: 3 },
              pb: 1,
              mb: 2,
            }
          : {}),
      }}
      data-testid={sticky ? 'page-header-sticky' : undefined}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        {/* One line, ending in an ellipsis (the whole title on hover): a long customer name in a
            lead's title must not push the page sideways at 1366 px. */}
        <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }} noWrap title={title}>
          {title}
        </Typography>
        {subtitle ? (
          <Typography variant="body2" color="text.secondary">
            {subtitle}
          </Typography>
        ) : null}
      </Box>
      {actions}
    </Box>
  );
}
