import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { dayjs } from '../i18n/zoned-dayjs';
import { useOrgTimeZone } from '../session/org-time-zone';

/**
 * A date and time typed or picked as DD/MM/YYYY HH:mm (the lists' format, docs/decisions.md 'Date
 * fields'), on the org's wall clock (docs/decisions.md 'The org's clock for every date and time'):
 * a VN agent whose computer runs on Los Angeles time still types the customer's 10:00. The value is
 * an ISO instant ('' while incomplete), so no caller reads a wall time on the browser's clock.
 * `timeZone` defaults to the signed-in user's org.
 */
export function DateTimeInput({
  label,
  value,
  onChange,
  testId,
  helperText,
  error,
  required,
  timeZone,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  testId: string;
  helperText?: string;
  error?: boolean;
  required?: boolean;
  timeZone?: string;
}) {
  const orgTimeZone = useOrgTimeZone();
  const zone = timeZone ?? orgTimeZone;
  const at = value ? dayjs(value).tz(zone) : null;
  return (
    <DateTimePicker
      label={label}
      ampm={false}
      timezone={zone}
      value={at?.isValid() ? at : null}
      onChange={(next) => onChange(next?.isValid() ? next.toISOString() : '')}
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
