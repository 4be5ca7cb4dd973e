import { RestartAlt, Search } from '@mui/icons-material';
import {
  Box,
  Button,
  Checkbox,
  FormControl,
  InputAdornment,
  InputLabel,
  ListItemText,
  MenuItem,
  OutlinedInput,
  Paper,
  Select,
  TextField,
} from '@mui/material';
import { type FormEvent, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';

export { DateInput, DateRangeInputs, type DayRange } from './date-filter-fields';

export interface Option {
  value: number;
  label: string;
  /** A second line in the menu (an agent's user name, a campaign's org). */
  detail?: string;
}

const MENU_PROPS = { slotProps: { paper: { sx: { maxHeight: 360 } } } };

/** A multi-select of ids; the closed field lists the chosen names on one line (ellipsis). */
export function MultiSelectField({
  label,
  options,
  value,
  onChange,
  testId,
  disabled,
}: {
  label: string;
  options: readonly Option[];
  value: readonly number[];
  onChange: (value: number[]) => void;
  testId: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const labels = new Map(options.map((option) => [option.value, option.label]));
  return (
    <FormControl size="small" fullWidth disabled={disabled} data-testid={testId}>
      <InputLabel id={`${id}-label`}>{label}</InputLabel>
      <Select<number[]>
        labelId={`${id}-label`}
        multiple
        value={[...value]}
        onChange={(event) => {
          const next = event.target.value;
          onChange(typeof next === 'string' ? next.split(',').map(Number) : next);
        }}
        input={<OutlinedInput label={label} />}
        renderValue={(selected) =>
          options.length === 0 ? '' : selected.map((item) => labels.get(item) ?? `#${item}`).join(', ')
        }
        MenuProps={MENU_PROPS}
      >
        {options.length === 0 ? (
          <MenuItem disabled>{t('ORDERS.FILTER.NO_OPTIONS')}</MenuItem>
        ) : (
          options.map((option) => (
            <MenuItem key={option.value} value={option.value} dense>
              <Checkbox size="small" checked={value.includes(option.value)} sx={{ p: 0.5, mr: 1 }} />
              <ListItemText
                primary={option.label}
                secondary={option.detail}
                slotProps={{ secondary: { variant: 'caption' } }}
              />
            </MenuItem>
          ))
        )}
      </Select>
    </FormControl>
  );
}

/** A single choice; `''` is the empty choice when `emptyLabel` is given. */
export function SelectField<T extends string | number>({
  label,
  value,
  options,
  onChange,
  testId,
  emptyLabel,
  disabled,
  error,
  required,
  helperText,
}: {
  label: string;
  value: T | '';
  options: readonly { value: T; label: string }[];
  onChange: (value: T | '') => void;
  testId: string;
  emptyLabel?: string;
  disabled?: boolean;
  /** Marks a field a save found missing. */
  error?: boolean;
  /** Marks the label of a field a form needs (the asterisk). */
  required?: boolean;
  helperText?: string;
}) {
  return (
    <TextField
      select
      size="small"
      fullWidth
      disabled={disabled}
      error={error}
      required={required}
      helperText={helperText}
      label={label}
      value={value}
      onChange={(event) => {
        // The menu hands back the option's own value (a number for ids), or '' for the empty choice.
        const raw = String(event.target.value);
        const match = options.find((option) => String(option.value) === raw);
        onChange(match ? match.value : '');
      }}
      slotProps={{ select: { MenuProps: MENU_PROPS } }}
      data-testid={testId}
    >
      {emptyLabel !== undefined ? <MenuItem value="">{emptyLabel}</MenuItem> : null}
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

export function SearchInput({
  label,
  placeholder,
  value,
  onChange,
  testId,
  wide,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  testId: string;
  /** Takes two columns of the filter grid. */
  wide?: boolean;
}) {
  return (
    <TextField
      size="small"
      fullWidth
      sx={wide ? { gridColumn: { sm: 'span 2' } } : undefined}
      label={label}
      placeholder={placeholder}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: { 'data-testid': testId, maxLength: 100, enterKeyHint: 'search' },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Search fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

/**
 * The filter card: fields on a responsive grid (1 to 4 columns), then Reset and Search at the
 * end, after `extra` (left) when given. Enter in a field searches.
 */
export function FilterPanel({
  children,
  extra,
  onSubmit,
  onReset,
  submitDisabled,
  testId,
}: {
  children: ReactNode;
  extra?: ReactNode;
  onSubmit: () => void;
  onReset: () => void;
  submitDisabled?: boolean;
  testId: string;
}) {
  const { t } = useTranslation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!submitDisabled) onSubmit();
  };
  return (
    <Paper
      component="form"
      noValidate
      onSubmit={submit}
      elevation={0}
      sx={{ p: 2, mb: 2, border: 1, borderColor: 'divider' }}
      data-testid={testId}
    >
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'start',
          gridTemplateColumns: {
            xs: '1fr',
            sm: 'repeat(2, 1fr)',
            md: 'repeat(3, 1fr)',
            lg: 'repeat(4, 1fr)',
          },
        }}
      >
        {children}
        <Box
          sx={{
            // With `extra` a row of its own; otherwise the last two columns, beside the last fields.
            gridColumn: extra ? '1 / -1' : { xs: '1 / -1', sm: '-3 / -1' },
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'flex-end',
            flexWrap: 'wrap',
            gap: 1,
            minHeight: 40,
          }}
        >
          {extra ? <Box sx={{ flex: 1, minWidth: 0 }}>{extra}</Box> : null}
          <Button
            type="button"
            variant="outlined"
            color="inherit"
            startIcon={<RestartAlt />}
            onClick={onReset}
            data-testid={`${testId}-reset`}
          >
            {t('ORDERS.FILTER.RESET')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            startIcon={<Search />}
            disabled={submitDisabled}
            data-testid={`${testId}-submit`}
          >
            {t('ORDERS.FILTER.SUBMIT')}
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}
