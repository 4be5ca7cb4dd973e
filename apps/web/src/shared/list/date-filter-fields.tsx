import { TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { dayjs } from '../i18n/zoned-dayjs';
import { useOrgTimeZone } from '../session/org-time-zone';

/**
 * The MUI X date field draws every day as sections whose selection it syncs on each render: on the
 * agent's first screen (the order list's two date filters) that was about 0.3 s of the main thread
 * before the list showed (docs/web.md 'The first screen'). A date filter is therefore drawn as a
 * plain text field showing its day, and becomes the picker the moment it is focused (a click, a
 * tab): the picker's code is fetched when the page is idle, so it is there by then.
 */
type DatePickerComponent = typeof import('@mui/x-date-pickers/DatePicker').DatePicker;
/** Set once the code is here, so an opened field draws the picker in the same render (no Suspense). */
let loadedDatePicker: DatePickerComponent | null = null;
const loadDatePicker = async () => {
  loadedDatePicker ??= (await import('@mui/x-date-pickers/DatePicker')).DatePicker;
  return loadedDatePicker;
};

/** The day as the lists show it (docs/decisions.md 'Date fields'). */
const SHOWN_DAY = 'DD/MM/YYYY';

interface DateInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  testId: string;
  error?: string;
}

/** The field before it is opened: the same label, day, error and test id, none of the sections. */
function ClosedDateInput({
  label,
  value,
  testId,
  error,
  onOpen,
}: Omit<DateInputProps, 'onChange'> & { onOpen(): void }) {
  return (
    <TextField
      label={label}
      value={value ? dayjs(value).format(SHOWN_DAY) : ''}
      size="small"
      fullWidth
      error={Boolean(error)}
      helperText={error}
      onFocus={onOpen}
      slotProps={{ htmlInput: { readOnly: true, ...({ 'data-testid': testId } as object) } }}
    />
  );
}

/**
 * A calendar day (yyyy-MM-dd in the value) typed or picked as DD/MM/YYYY in both languages, the
 * lists' order (docs/decisions.md 'Date fields'; the words follow the UI language). A partly typed
 * day is ''. The picker's today is the org's (docs/decisions.md 'The org's clock'); the lists read
 * the day's bounds in the org's zone too (the API's `dayRange`).
 */
export function DateInput(props: DateInputProps) {
  const { label, value, onChange, testId, error } = props;
  const timeZone = useOrgTimeZone();
  const [opened, setOpened] = useState(false);
  const [DatePicker, setDatePicker] = useState(() => loadedDatePicker);
  useEffect(() => {
    if (DatePicker) return;
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200));
    idle(() => void loadDatePicker().then((picker) => setDatePicker(() => picker)));
  }, [DatePicker]);
  // Keys typed before the picker's code arrived (a slow line) would be lost: the field stays
  // plain, and read-only, until then.
  if (!opened || !DatePicker) return <ClosedDateInput {...props} onOpen={() => setOpened(true)} />;
  const day = value ? dayjs.tz(value, timeZone) : null;
  return (
    <DatePicker
      label={label}
      timezone={timeZone}
      value={day?.isValid() ? day : null}
      onChange={(next) => onChange(next?.isValid() ? next.format('YYYY-MM-DD') : '')}
      autoFocus
      slotProps={{
        textField: {
          size: 'small',
          fullWidth: true,
          error: Boolean(error),
          helperText: error,
          // The field's own value (dd/MM/yyyy) for tests and the form's reader.
          slotProps: { htmlInput: { ...({ 'data-testid': testId } as object) } },
        },
      }}
    />
  );
}

/** The days of a range, as the form holds them. */
export interface DayRange {
  dateFrom: string;
  dateTo: string;
}

/**
 * The first and last day of a range, side by side on the filter grid; `error` is said under the
 * last day (a backwards range).
 */
export function DateRangeInputs({
  from,
  to,
  value,
  onChange,
  testIds = { dateFrom: 'filter-dateFrom', dateTo: 'filter-dateTo' },
  error,
}: {
  from: string;
  to: string;
  value: DayRange;
  onChange: (key: keyof DayRange, value: string) => void;
  testIds?: DayRange;
  error?: string;
}) {
  const labels: DayRange = { dateFrom: from, dateTo: to };
  return (['dateFrom', 'dateTo'] as const).map((key) => (
    <DateInput
      key={key}
      label={labels[key]}
      value={value[key]}
      onChange={(day) => onChange(key, day)}
      testId={testIds[key]}
      error={key === 'dateTo' ? error : undefined}
    />
  ));
}
