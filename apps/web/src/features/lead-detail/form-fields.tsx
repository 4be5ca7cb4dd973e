import { MenuItem, TextField, Typography } from '@mui/material';
import type { HTMLAttributes } from 'react';

/** The small fields the edit screen and order creation are built of, so both look and act alike. */

export interface Choice<T extends string | number> {
  value: T;
  label: string;
  /** Shown (it is the saved value) but not to be chosen. */
  disabled?: boolean;
}

export function SectionTitle({ children }: { children: string }) {
  return (
    <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 2 }}>
      {children}
    </Typography>
  );
}

/** A value the options do not hold (yet) shows blank rather than making the select complain. */
export const shownValue = <T extends string | number>(
  value: T | null,
  options: readonly { value: T }[],
): T | '' => (value !== null && options.some((option) => option.value === value) ? value : '');

/** A select of one of the options (no empty choice); it hands back the option's own value. */
export function ChoiceField<T extends string | number>({
  label,
  value,
  options,
  onChange,
  testId,
  required,
  helperText,
}: {
  label: string;
  value: T | null;
  options: readonly Choice<T>[];
  onChange: (value: T) => void;
  testId: string;
  required?: boolean;
  helperText?: string;
}) {
  return (
    <TextField
      select
      size="small"
      fullWidth
      required={required}
      label={label}
      value={shownValue(value, options)}
      onChange={(event) => {
        const picked = options.find((option) => String(option.value) === String(event.target.value));
        if (picked) onChange(picked.value);
      }}
      helperText={helperText}
      data-testid={testId}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value} disabled={option.disabled === true}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** A text field; the test id sits on the input itself, where the browser tests type. */
export function TextInput({
  label,
  value,
  onChange,
  maxLength,
  testId,
  required,
  multiline,
  inputMode,
  error,
  helperText,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  testId?: string;
  required?: boolean;
  /** Marks a field a save found missing, or the server refused. */
  error?: boolean;
  /** The refusal's message under the field. */
  helperText?: string;
  /** Two rows at least, growing with the text. */
  multiline?: boolean;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
}) {
  return (
    <TextField
      size="small"
      fullWidth
      required={required}
      error={error}
      helperText={helperText}
      multiline={multiline}
      minRows={multiline ? 2 : undefined}
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ htmlInput: { maxLength, inputMode, 'data-testid': testId } }}
    />
  );
}
