import { IconButton, Tooltip } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * An icon button in a table row, named by its tooltip (and for screen readers, by `label` where
 * that says more: the row it acts on). It swallows its click: where the row itself opens
 * something, the button does its own action only. A disabled one keeps its tooltip (the span
 * receives the hover a disabled button does not).
 */
export function RowAction({
  title,
  label = title,
  icon,
  onClick,
  testId,
  color = 'primary',
  disabled = false,
}: {
  title: string;
  label?: string;
  icon: ReactNode;
  onClick: () => void;
  testId: string;
  color?: 'primary' | 'error' | 'success' | 'default';
  disabled?: boolean;
}) {
  const button = (
    <IconButton
      size="small"
      color={color}
      disabled={disabled}
      aria-label={label}
      onClick={(event) => {
        event.stopPropagation();
        onClick();
      }}
      data-testid={testId}
    >
      {icon}
    </IconButton>
  );
  return <Tooltip title={title}>{disabled ? <span>{button}</span> : button}</Tooltip>;
}
