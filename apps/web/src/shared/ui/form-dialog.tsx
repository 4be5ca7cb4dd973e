import type { ReactNode } from 'react';
import { ActionDialog } from './action-dialog';

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
  saveDisabled,
  onSave,
  children,
}: {
  open: boolean;
  onClose: () => void;
  busy: boolean;
  testId: string;
  maxWidth: 'xs' | 'sm' | 'md';
  title: ReactNode;
  cancelLabel: string;
  saveLabel: string;
  saveTestId: string;
  /** Save waits for the form to be complete (the fields say what is missing). */
  saveDisabled?: boolean;
  onSave: () => void;
  children: ReactNode;
}) {
  return (
    <ActionDialog
      open={open}
      onClose={onClose}
      busy={busy}
      testId={testId}
      maxWidth={maxWidth}
      title={title}
      cancel={{ label: cancelLabel }}
      confirm={{ label: saveLabel, onClick: onSave, testId: saveTestId, disabled: saveDisabled }}
    >
      {children}
    </ActionDialog>
  );
}
