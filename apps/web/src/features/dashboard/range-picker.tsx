import { DASHBOARD_RANGES, type DashboardRange } from '@leadline/contracts';
import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** The last 14 or 30 days of the manager's and finance panels. */
export function RangePicker({
  value,
  onChange,
  testId,
}: {
  value: DashboardRange;
  onChange: (days: DashboardRange) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={value}
      aria-label={t('DASHBOARD_PANELS.RANGE')}
      data-testid={testId}
      onChange={(_, next: DashboardRange | null) => {
        if (next) onChange(next);
      }}
    >
      {DASHBOARD_RANGES.map((days) => (
        <ToggleButton key={days} value={days} sx={{ px: 1.5, py: 0.25 }}>
          {t('DASHBOARD_PANELS.RANGE_DAYS', { days })}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
