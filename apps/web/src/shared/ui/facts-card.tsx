import { Box, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * A detail page's card of facts (a lead in trash, an order to validate): the customer's name with
 * its chips, then the facts (LabelledValue) in one to three columns as the screen widens.
 */
export function FactsCard({
  title,
  chips,
  testId,
  children,
}: {
  title: string;
  chips: ReactNode;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Paper elevation={0} sx={{ p: 2, border: 1, borderColor: 'divider' }} data-testid={testId}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2, flexWrap: 'wrap' }}>
        <Typography variant="subtitle1" sx={{ fontWeight: 600, flex: 1, minWidth: 0 }}>
          {title}
        </Typography>
        {chips}
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: '1fr',
            sm: 'repeat(2, minmax(0, 1fr))',
            lg: 'repeat(3, minmax(0, 1fr))',
          },
        }}
      >
        {children}
      </Box>
    </Paper>
  );
}
