import { Box, Button, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * The bar above a list whose rows can be picked (ResultsTable's `toolbar`): a hint while none is
 * picked, then how many are with a way to clear them, and the list's actions on the right (they
 * decide themselves when they are enabled). Highlighted while rows are picked.
 */
export function SelectionToolbar({
  testId,
  count,
  selectedText,
  hint,
  clearLabel,
  onClear,
  children,
}: {
  testId: string;
  count: number;
  /** "3 selected", in the list's words. */
  selectedText: string;
  hint: string;
  clearLabel: string;
  onClear: () => void;
  /** The actions on the picked rows. */
  children: ReactNode;
}) {
  const picked = count > 0;
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: 2,
        py: 1,
        minHeight: 52,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: picked ? 'action.selected' : undefined,
      }}
      data-testid={testId}
    >
      <Typography variant="body2" sx={{ flex: 1, fontWeight: picked ? 600 : 400 }} color="text.secondary">
        {picked ? selectedText : hint}
      </Typography>
      {picked ? (
        <Button size="small" color="inherit" onClick={onClear}>
          {clearLabel}
        </Button>
      ) : null}
      {children}
    </Box>
  );
}
