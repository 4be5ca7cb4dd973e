import type { DeliveryRiskSettings } from '@leadline/contracts';
import { FormControlLabel, Stack, Switch, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useUnsavedChanges } from '../../shared/form/use-unsaved-changes';
import { useSettingsSection } from './org-settings-queries';
import { SettingsSection } from './settings-section';
import { useDraft } from './use-draft';

/** Percent text as typed: the inputs keep what the user wrote until saved. */
interface Draft {
  custom: boolean;
  mediumFrom: string;
  highFrom: string;
}

const percentOf = (fraction: number) => String(Math.round(fraction * 1000) / 10);

const draftOf = (stored: DeliveryRiskSettings): Draft => ({
  custom: stored.thresholds !== null,
  mediumFrom: stored.thresholds ? percentOf(stored.thresholds.mediumFrom) : '',
  highFrom: stored.thresholds ? percentOf(stored.thresholds.highFrom) : '',
});

/** A typed percent as the API's fraction; not a number goes through so the server words the refusal. */
const fractionOf = (percent: string) => {
  const value = Number(percent.replace(',', '.'));
  return Number.isFinite(value) && percent.trim() !== '' ? Math.round(value * 10) / 1000 : percent;
};

/**
 * Delivery risk bands (docs/settings.md 'Delivery risk'): the org's own thresholds, or the
 * defaults relative to its return rate.
 */
export function DeliveryRiskTab() {
  const { t, i18n } = useTranslation();
  const { stored, save } = useSettingsSection('orgDeliveryRiskSettings', 'updateOrgDeliveryRiskSettings');
  const { draft, setDraft, dirty, reset } = useDraft(stored.data, draftOf);
  const unsaved = useUnsavedChanges(dirty);
  if (!draft || !stored.data) return null;
  const { thresholds, defaultFactors, baseRate } = stored.data;
  const count = new Intl.NumberFormat(i18n.language);
  // What the thresholds compare with: the org's return rate, and the bands the defaults make of it.
  const base =
    baseRate.rate === null
      ? t('ORG_SETTINGS.DELIVERY_RISK.BASE_RATE_NONE', { smoothed: percentOf(baseRate.smoothed) })
      : t('ORG_SETTINGS.DELIVERY_RISK.BASE_RATE', {
          returned: count.format(baseRate.returned),
          parcels: count.format(baseRate.parcels),
          rate: percentOf(baseRate.rate),
          smoothed: percentOf(baseRate.smoothed),
        });
  const current = thresholds
    ? t('ORG_SETTINGS.DELIVERY_RISK.CUSTOM_APPLY', {
        medium: percentOf(thresholds.mediumFrom),
        high: percentOf(thresholds.highFrom),
      })
    : t('ORG_SETTINGS.DELIVERY_RISK.DEFAULTS_APPLY', defaultFactors);
  return (
    <>
      {unsaved.dialog}
      <SettingsSection
        title={t('ORG_SETTINGS.DELIVERY_RISK.TITLE')}
        help={t('ORG_SETTINGS.DELIVERY_RISK.HELP')}
        dirty={dirty}
        pending={save.isPending}
        onReset={reset}
        onSave={() =>
          save.mutate({
            thresholds: draft.custom
              ? { mediumFrom: fractionOf(draft.mediumFrom), highFrom: fractionOf(draft.highFrom) }
              : null,
          })
        }
        testId="settings-risk"
      >
        <Typography variant="body2" data-testid="risk-base-rate">
          {base}{' '}
          {t('ORG_SETTINGS.DELIVERY_RISK.DEFAULT_BANDS', {
            medium: percentOf(baseRate.defaultThresholds.mediumFrom),
            high: percentOf(baseRate.defaultThresholds.highFrom),
          })}
        </Typography>
        <Typography variant="body2" data-testid="risk-current">
          {current}
        </Typography>
        <FormControlLabel
          control={
            <Switch
              checked={draft.custom}
              onChange={(event) => setDraft({ ...draft, custom: event.target.checked })}
              data-testid="risk-custom"
            />
          }
          label={t('ORG_SETTINGS.DELIVERY_RISK.USE_CUSTOM')}
        />
        {draft.custom && (
          <Stack direction="row" spacing={2}>
            {(['mediumFrom', 'highFrom'] as const).map((field) => (
              <TextField
                key={field}
                size="small"
                label={t(
                  `ORG_SETTINGS.DELIVERY_RISK.${field === 'mediumFrom' ? 'MEDIUM_FROM' : 'HIGH_FROM'}`,
                )}
                value={draft[field]}
                onChange={(event) => setDraft({ ...draft, [field]: event.target.value })}
                sx={{ maxWidth: 200 }}
                slotProps={{
                  htmlInput: { inputMode: 'decimal', 'data-testid': `risk-${field}` },
                }}
              />
            ))}
          </Stack>
        )}
      </SettingsSection>
    </>
  );
}
