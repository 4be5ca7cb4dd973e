import { TextField, type TextFieldProps } from '@mui/material';

/** What a draft's field reads of its dialog's form (useOrgFormDialog's answer). */
export interface DraftFormState<Draft> {
  draft: Draft;
  set: <K extends keyof Draft>(key: K, value: Draft[K]) => void;
  /** The message of the first of `fields` that has one, once the form was saved. */
  error: (...fields: string[]) => string | undefined;
}

/** The draft's fields that hold text (numbers are typed as text until the form is parsed). */
type TextKey<Draft> = { [K in keyof Draft]: Draft[K] extends string ? K : never }[keyof Draft] & string;

/**
 * One text field of a dialog's draft: its message under it once the form was saved, else `help`
 * or a blank line (the grid does not jump when messages come); the input's limits and test id.
 */
export function DraftTextField<Draft>({
  form,
  field,
  errorFields = [field],
  help = ' ',
  maxLength,
  min,
  testId,
  ...props
}: Omit<TextFieldProps, 'value' | 'onChange' | 'error' | 'helperText' | 'slotProps'> & {
  form: DraftFormState<Draft>;
  field: TextKey<Draft>;
  /** The schema's fields whose message shows under this one (one input, two fields: a discount). */
  errorFields?: string[];
  help?: string;
  maxLength?: number;
  min?: number;
  testId: string;
}) {
  const message = form.error(...errorFields);
  return (
    <TextField
      size="small"
      {...props}
      value={form.draft[field]}
      onChange={(event) => form.set(field, event.target.value as Draft[TextKey<Draft>])}
      error={Boolean(message)}
      helperText={message ?? help}
      slotProps={{ htmlInput: { maxLength, min, 'data-testid': testId } }}
    />
  );
}
