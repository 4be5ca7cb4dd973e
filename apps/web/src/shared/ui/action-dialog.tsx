import {
  Button,
  type ButtonProps,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  type SxProps,
  type Theme,
} from '@mui/material';
import type { ReactNode } from 'react';

/** One button of a dialog's footer. */
export interface DialogButton {
  label: ReactNode;
  onClick?: () => void;
  testId?: string;
  disabled?: boolean;
  color?: ButtonProps['color'];
  /** The button shows its own spinner (the dialog stays usable otherwise). */
  loading?: boolean;
}

export interface ActionDialogProps {
  open: boolean;
  /** Escape and the backdrop; none: only the footer's buttons end the dialog. */
  onClose?: () => void;
  /**
   * The dialog's action runs: nothing closes it and Cancel and the confirmation wait (a refusal
   * then keeps it open with what was typed).
   */
  busy?: boolean;
  testId?: string;
  maxWidth?: 'xs' | 'sm' | 'md' | 'lg';
  title: ReactNode;
  titleSx?: SxProps<Theme>;
  /** Between the title and the content (a dialog's tabs). */
  header?: ReactNode;
  dividers?: boolean;
  contentSx?: SxProps<Theme>;
  /** Before Cancel: a dialog's other actions (download, import another, reject...). */
  extraActions?: ReactNode;
  /** The text button that leaves; its click defaults to `onClose`. */
  cancel?: DialogButton;
  /** The dialog's main action, a contained button, last. */
  confirm?: DialogButton;
  /** After the closing transition: a dialog's own state goes back to its start. */
  onExited?: () => void;
  children?: ReactNode;
}

/**
 * Every dialog of the app: a title, the content, then a footer of other actions, Cancel (or
 * Close) and the main action. Cancel is grey beside a main action; alone it is the dialog's way
 * out and keeps the primary colour.
 */
export function ActionDialog({
  open,
  onClose,
  busy = false,
  testId,
  maxWidth = 'sm',
  title,
  titleSx,
  header,
  dividers,
  contentSx,
  extraActions,
  cancel,
  confirm,
  onExited,
  children,
}: ActionDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      fullWidth
      maxWidth={maxWidth}
      data-testid={testId}
      slotProps={onExited ? { transition: { onExited } } : undefined}
    >
      <DialogTitle sx={titleSx}>{title}</DialogTitle>
      {header}
      <DialogContent dividers={dividers} sx={contentSx}>
        {children}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        {extraActions}
        {cancel ? (
          <Button
            onClick={cancel.onClick ?? onClose}
            disabled={busy || cancel.disabled}
            color={cancel.color ?? (confirm ? 'inherit' : 'primary')}
            loading={cancel.loading}
            data-testid={cancel.testId}
          >
            {cancel.label}
          </Button>
        ) : null}
        {confirm ? (
          <Button
            variant="contained"
            onClick={confirm.onClick}
            disabled={busy || confirm.disabled}
            color={confirm.color}
            loading={confirm.loading}
            data-testid={confirm.testId}
          >
            {confirm.label}
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}
