import { type DeliveryCutoff, ISO_WEEKDAYS } from '@leadline/contracts';
import {
  Box,
  FormControlLabel,
  Switch,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
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
 * Delivery cut-off (issue 10 item 7, docs/settings.md): after the time, or on a day off, an order
 * approved at once gets its delivery order at the start of the next working day.
 */
export function DeliveryCutoffTab() {
  const { t } = useTranslation();
  const { stored, save } = useSettingsSection('orgDeliveryCutoff', 'updateOrgDeliveryCutoff');
  const { draft, setDraft, dirty, reset } = useDraft(stored.data, draftOf);
  if (!draft || !stored.data) return null;
  return (
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
      <TextField
        size="small"
        type="time"
        label={t('ORG_SETTINGS.CUTOFF.TIME')}
        value={draft.cutoffTime}
        onChange={(event) => setDraft({ ...draft, cutoffTime: event.target.value })}
        sx={{ maxWidth: 200 }}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 60, 'data-testid': 'cutoff-time' } }}
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
  );
}
