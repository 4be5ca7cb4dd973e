import { IconButton, Tooltip } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * An icon button in a table row, named by its tooltip (and for screen readers). It swallows its
 * click: where the row itself opens something, the button does its own action only.
 */
export function RowAction({
  title,
  icon,
  onClick,
  testId,
  color = 'primary',
}: {
  title: string;
  icon: ReactNode;
  onClick: () => void;
  testId: string;
  color?: 'primary' | 'error' | 'success' | 'default';
}) {
  return (
    <Tooltip title={title}>
      <IconButton
        size="small"
        color={color}
        aria-label={title}
        onClick={(event) => {
          event.stopPropagation();
          onClick();
        }}
        data-testid={testId}
      >
        {icon}
      </IconButton>
    </Tooltip>
  );
}
