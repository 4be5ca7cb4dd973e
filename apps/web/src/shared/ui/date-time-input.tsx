import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import dayjs from 'dayjs';

/** The value form of a local date and time: what `<input type="datetime-local">` used to give. */
const LOCAL_FORMAT = 'YYYY-MM-DDTHH:mm';

/**
 * A date and time typed or picked in the UI language's order, 24-hour (issue 9 item 12): the value
 * is the local 'YYYY-MM-DDTHH:mm' ('' while incomplete), so callers read it as before.
 */
export function DateTimeInput({
  label,
  value,
  onChange,
  testId,
  helperText,
  error,
  required,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  testId: string;
  helperText?: string;
  error?: boolean;
  required?: boolean;
}) {
  const at = value ? dayjs(value) : null;
  return (
    <DateTimePicker
      label={label}
      ampm={false}
      value={at?.isValid() ? at : null}
      onChange={(next) => onChange(next?.isValid() ? next.format(LOCAL_FORMAT) : '')}
      slotProps={{
        textField: {
          size: 'small',
          fullWidth: true,
          required,
          error,
          helperText,
          slotProps: { htmlInput: { ...({ 'data-testid': testId } as object) } },
        },
      }}
    />
  );
}
