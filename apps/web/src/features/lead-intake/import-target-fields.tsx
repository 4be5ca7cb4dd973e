import { findOrg } from '@leadline/contracts';
import { MenuItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';

interface Option {
  id: number;
  name: string;
}

/**
 * Where the leads go: the campaign (HQ sees every org's, so each is prefixed with its org code)
 * and one of its calling lists.
 */
export function ImportTargetFields({
  campaigns,
  hq,
  campaignId,
  onCampaignChange,
  callingLists,
  callingListId,
  onCallingListChange,
  noCallingLists,
  disabled,
}: {
  campaigns: (Option & { orgId: number })[];
  hq: boolean;
  campaignId: number | null;
  onCampaignChange: (campaignId: number) => void;
  callingLists: Option[];
  callingListId: number | null;
  onCallingListChange: (callingListId: number) => void;
  /** The chosen campaign's calling lists are loaded and there are none. */
  noCallingLists: boolean;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        select
        size="small"
        label={t('LEAD_INTAKE.DIALOG.CAMPAIGN')}
        value={campaignId ?? ''}
        onChange={(event) => onCampaignChange(Number(event.target.value))}
        disabled={disabled}
        data-testid="import-campaign"
      >
        {campaigns.map((campaign) => (
          <MenuItem key={campaign.id} value={campaign.id}>
            {hq ? `${findOrg(campaign.orgId)?.code ?? campaign.orgId} · ${campaign.name}` : campaign.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('LEAD_INTAKE.DIALOG.CALLING_LIST')}
        value={callingListId ?? ''}
        onChange={(event) => onCallingListChange(Number(event.target.value))}
        disabled={disabled || campaignId === null}
        data-testid="import-calling-list"
        helperText={noCallingLists ? t('LEAD_INTAKE.DIALOG.NO_CALLING_LISTS') : undefined}
      >
        {callingLists.map((list) => (
          <MenuItem key={list.id} value={list.id}>
            {list.name}
          </MenuItem>
        ))}
      </TextField>
    </>
  );
}
