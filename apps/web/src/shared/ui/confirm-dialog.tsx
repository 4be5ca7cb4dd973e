import { DialogContentText, TextField } from '@mui/material';
import { type ReactNode, useEffect, useState } from 'react';
import { ActionDialog, type ActionDialogProps, type DialogButton } from './action-dialog';

/** The reason a confirmation asks for: required, checked when it is left or on Confirm. */
export interface ReasonSpec {
  label: string;
  placeholder?: string;
  /** The fewest characters (trimmed) the server takes; 1 when any reason will do. */
  minLength?: number;
  maxLength: number;
  minRows: number;
  /** Shown under the field once it is left short, or Confirm is pressed. */
  errorText: string;
  testId: string;
}

/** The typed reason: emptied each time the dialog opens, its error shown once the field is left. */
function useReason(open: boolean, spec: ReasonSpec | undefined) {
  const [value, setValue] = useState('');
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    if (open) {
      setValue('');
      setTouched(false);
    }
  }, [open]);
  const trimmed = value.trim();
  const short = spec !== undefined && trimmed.length < (spec.minLength ?? 1);
  return { value, setValue, trimmed, short, touched, setTouched };
}

/**
 * A yes/no question: the title, a sentence saying what follows, maybe a reason to type or other
 * fields (children), then Cancel and the confirmation. With a reason, Confirm sends nothing until
 * it is long enough and `onConfirm` receives it trimmed.
 */
export function ConfirmDialog({
  text,
  reason,
  confirm,
  onConfirm,
  children,
  ...dialog
}: Omit<ActionDialogProps, 'confirm' | 'children'> & {
  text: ReactNode;
  reason?: ReasonSpec;
  confirm: Omit<DialogButton, 'onClick'>;
  onConfirm: (reason: string) => void;
  children?: ReactNode;
}) {
  const typed = useReason(dialog.open, reason);
  const showError = typed.touched && typed.short;
  const press = () => {
    typed.setTouched(true);
    if (!typed.short) onConfirm(typed.trimmed);
  };
  const more = reason !== undefined || children !== undefined;
  return (
    <ActionDialog {...dialog} confirm={{ ...confirm, onClick: press }}>
      <DialogContentText variant="body2" sx={more ? { mb: 2 } : undefined}>
        {text}
      </DialogContentText>
      {children}
      {reason ? (
        <TextField
          autoFocus
          required
          fullWidth
          multiline
          minRows={reason.minRows}
          label={reason.label}
          placeholder={reason.placeholder}
          value={typed.value}
          onChange={(event) => typed.setValue(event.target.value)}
          onBlur={() => typed.setTouched(true)}
          error={showError}
          helperText={showError ? reason.errorText : ' '}
          disabled={dialog.busy}
          slotProps={{ htmlInput: { maxLength: reason.maxLength, 'data-testid': reason.testId } }}
        />
      ) : null}
    </ActionDialog>
  );
}
