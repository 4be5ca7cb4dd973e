import { FormControlLabel, FormLabel, Radio, RadioGroup, Stack, Switch, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function SettingsSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack spacing={1} sx={{ py: 1.5 }}>
      <Typography variant="overline" sx={{ fontWeight: 700, lineHeight: 1.5 }} color="text.secondary">
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

/** A labelled radio row whose option labels are locale keys under `labelPrefix`. */
export function OptionRadios<T extends string>({
  label,
  value,
  options,
  labelPrefix,
  disabledOptions = [],
  onChange,
  testId,
}: {
  label: string;
  value: T;
  options: readonly T[];
  labelPrefix: string;
  disabledOptions?: readonly T[];
  onChange: (value: T) => void;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <div>
      <FormLabel sx={{ fontSize: 13 }}>{label}</FormLabel>
      <RadioGroup
        row
        value={value}
        onChange={(event) => onChange(event.target.value as T)}
        data-testid={testId}
      >
        {options.map((option) => (
          <FormControlLabel
            key={option}
            value={option}
            disabled={disabledOptions.includes(option)}
            control={<Radio size="small" />}
            label={<Typography variant="body2">{t(`${labelPrefix}.${option}`)}</Typography>}
          />
        ))}
      </RadioGroup>
    </div>
  );
}

export function SettingSwitch({
  label,
  checked,
  onChange,
  testId,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  testId?: string;
}) {
  return (
    <FormControlLabel
      control={
        <Switch
          size="small"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          slotProps={{ input: { 'data-testid': testId } as object }}
        />
      }
      label={<Typography variant="body2">{label}</Typography>}
    />
  );
}
