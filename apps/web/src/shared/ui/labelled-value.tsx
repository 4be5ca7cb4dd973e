import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * A fact of a detail view: its label small and grey above, the value below ('—' when there is
 * none; 0 is a value). Long words wrap inside the column.
 */
export function LabelledValue({
  label,
  children,
  testId,
}: {
  label: string;
  children: ReactNode;
  /** On the value, so a test reads the value alone. */
  testId?: string;
}) {
  const none = children === null || children === undefined || children === '';
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2" component="div" sx={{ overflowWrap: 'anywhere' }} data-testid={testId}>
        {none ? '—' : children}
      </Typography>
    </Box>
  );
}
