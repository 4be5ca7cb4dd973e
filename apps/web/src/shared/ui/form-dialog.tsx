import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * The dialog of a create or edit form: its title, the fields, then Cancel and Save. While the save
 * runs nothing closes it and both buttons wait; a refusal keeps it open with the form as typed.
 */
export function FormDialog({
  open,
  onClose,
  busy,
  testId,
  maxWidth,
  title,
  cancelLabel,
  saveLabel,
  saveTestId,
  onSave,
  children,
}: {
  open: boolean;
  onClose: () => void;
  busy: boolean;
  testId: string;
  maxWidth: 'sm' | 'md';
  title: ReactNode;
  cancelLabel: string;
  saveLabel: string;
  saveTestId: string;
  onSave: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      fullWidth
      maxWidth={maxWidth}
      data-testid={testId}
    >
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>{children}</DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={busy} color="inherit">
          {cancelLabel}
        </Button>
        <Button variant="contained" onClick={onSave} disabled={busy} data-testid={saveTestId}>
          {saveLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
