import { type DeliveryCutoff, ISO_WEEKDAYS } from '@leadline/contracts';
import { Box, FormControlLabel, Switch, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useUnsavedChanges } from '../../shared/form/use-unsaved-changes';
import { useSettingsSection } from './org-settings-queries';
import { SettingsSection } from './settings-section';
import { useDraft } from './use-draft';

interface Draft {
  enabled: boolean;
  cutoffTime: string;
  workingDays: number[];
}

const draftOf = (stored: DeliveryCutoff): Draft => ({
  enabled: stored.enabled,
  cutoffTime: stored.cutoffTime,
  workingDays: stored.workingDays,
});

/**
 * Delivery cut-off (docs/settings.md): after the time, or on a day off, an order approved at once
 * gets its delivery order at the start of the next working day.
 */
export function DeliveryCutoffTab() {
  const { t } = useTranslation();
  const { stored, save } = useSettingsSection('orgDeliveryCutoff', 'updateOrgDeliveryCutoff');
  const { draft, setDraft, dirty, reset } = useDraft(stored.data, draftOf);
  // Leaving the page with changes asks first (docs/decisions.md 'Leaving a changed form').
  const unsaved = useUnsavedChanges(dirty);
  if (!draft || !stored.data) return null;
  return (
    <>
      {unsaved.dialog}
      <SettingsSection
        title={t('ORG_SETTINGS.CUTOFF.TITLE')}
        help={t('ORG_SETTINGS.CUTOFF.HELP', { timeZone: stored.data.timeZone })}
        dirty={dirty}
        pending={save.isPending}
        onReset={reset}
        onSave={() => save.mutate({ ...draft, workingDays: [...draft.workingDays].sort((a, b) => a - b) })}
        testId="settings-cutoff"
      >
        <FormControlLabel
          control={
            <Switch
              checked={draft.enabled}
              onChange={(event) => setDraft({ ...draft, enabled: event.target.checked })}
              data-testid="cutoff-enabled"
            />
          }
          label={t('ORG_SETTINGS.CUTOFF.ENABLED')}
        />
        {/* 24-hour in both languages, as the org's fulfilment team reads its cut-off. */}
        <TimePicker
          label={t('ORG_SETTINGS.CUTOFF.TIME')}
          ampm={false}
          value={dayjs(`2000-01-01T${draft.cutoffTime}`)}
          onChange={(next) => {
            if (next?.isValid()) setDraft({ ...draft, cutoffTime: next.format('HH:mm') });
          }}
          sx={{ maxWidth: 200 }}
          slotProps={{
            textField: {
              size: 'small',
              slotProps: { htmlInput: { ...({ 'data-testid': 'cutoff-time' } as object) } },
            },
          }}
        />
        <Box>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('ORG_SETTINGS.CUTOFF.WORKING_DAYS')}
          </Typography>
          <ToggleButtonGroup
            size="small"
            value={draft.workingDays}
            onChange={(_event, workingDays: number[]) => setDraft({ ...draft, workingDays })}
            data-testid="cutoff-days"
          >
            {ISO_WEEKDAYS.map((day) => (
              <ToggleButton key={day} value={day} sx={{ px: 2 }} data-testid={`cutoff-day-${day}`}>
                {t(`ORG_SETTINGS.CUTOFF.DAY.${day}`)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Box>
      </SettingsSection>
    </>
  );
}
