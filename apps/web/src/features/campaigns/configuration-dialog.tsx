import {
  CALL_ATTEMPTS_LIMIT,
  CALLBACK_DAYS_AHEAD,
  CAMPAIGN_NETWORK_MAX,
  type CampaignRow,
  campaignConfigurationSchema,
} from '@leadline/contracts';
import { Box, FormControlLabel, Switch, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../shared/notifications/notifications';
import { ActionDialog } from '../../shared/ui/action-dialog';
import { useConfigureCampaign } from './campaign-queries';

interface Draft {
  callAttemptsLimit: string;
  callbackDaysAhead: string;
  network: string;
  active: boolean;
}

const draftOf = (campaign: CampaignRow | null): Draft => ({
  callAttemptsLimit: String(campaign?.callAttemptsLimit ?? CALL_ATTEMPTS_LIMIT.default),
  callbackDaysAhead: String(campaign?.callbackDaysAhead ?? CALLBACK_DAYS_AHEAD.default),
  network: campaign?.network ?? '',
  active: campaign?.active ?? true,
});

/** The props of a dialog about one campaign of the list (null: closed). */
export interface CampaignRowDialogProps {
  campaign: CampaignRow | null;
  onClose: () => void;
}

/** A campaign's configuration: call attempts, how far ahead a callback may be, the postback network, status. */
export function ConfigurationDialog({ campaign, onClose }: CampaignRowDialogProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const save = useConfigureCampaign();
  const [draft, setDraft] = useState(() => draftOf(campaign));
  useEffect(() => setDraft(draftOf(campaign)), [campaign]);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const parsed = campaignConfigurationSchema.safeParse({
    callAttemptsLimit: Number(draft.callAttemptsLimit),
    callbackDaysAhead: Number(draft.callbackDaysAhead),
    network: draft.network,
    active: draft.active,
  });
  const bad = (field: string) =>
    !parsed.success && parsed.error.issues.some((issue) => issue.path[0] === field);
  /** A whole-number field of the configuration, its allowed range under it. */
  const rangeField = (
    field: 'callAttemptsLimit' | 'callbackDaysAhead',
    label: string,
    limits: { min: number; max: number },
    testId: string,
  ) => (
    <TextField
      size="small"
      type="number"
      label={label}
      value={draft[field]}
      onChange={(event) => set(field, event.target.value)}
      error={bad(field)}
      helperText={`${limits.min}–${limits.max}`}
      slotProps={{ htmlInput: { min: limits.min, max: limits.max, 'data-testid': testId } }}
    />
  );
  return (
    <ActionDialog
      open={campaign !== null}
      onClose={onClose}
      busy={save.isPending}
      testId="configuration-dialog"
      title={t('CAMPAIGNS.DIALOG.CONFIGURE', { code: campaign?.code ?? '' })}
      cancel={{ label: t('CAMPAIGNS.CANCEL') }}
      confirm={{
        label: t('CAMPAIGNS.SAVE'),
        disabled: !parsed.success || !campaign,
        onClick: () =>
          campaign &&
          parsed.success &&
          save.mutate(
            { id: campaign.id, body: parsed.data },
            {
              onSuccess: () => {
                notify('success', t('COMMON.SUCCEED'));
                onClose();
              },
            },
          ),
        testId: 'configuration-save',
      }}
    >
      <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
        {rangeField(
          'callAttemptsLimit',
          t('CAMPAIGNS.FIELD.CALL_ATTEMPTS'),
          CALL_ATTEMPTS_LIMIT,
          'config-attempts',
        )}
        {rangeField(
          'callbackDaysAhead',
          t('CAMPAIGNS.FIELD.CALLBACK_DAYS'),
          CALLBACK_DAYS_AHEAD,
          'config-callback-days',
        )}
        <TextField
          size="small"
          label={t('CAMPAIGNS.FIELD.NETWORK')}
          value={draft.network}
          onChange={(event) => set('network', event.target.value)}
          slotProps={{ htmlInput: { maxLength: CAMPAIGN_NETWORK_MAX, 'data-testid': 'config-network' } }}
        />
        <FormControlLabel
          control={
            <Switch checked={draft.active} onChange={(event) => set('active', event.target.checked)} />
          }
          label={t('CAMPAIGNS.FIELD.ACTIVE')}
        />
      </Box>
    </ActionDialog>
  );
}
