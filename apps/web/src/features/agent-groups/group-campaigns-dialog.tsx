import { Box } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MultiSelectField } from '../../shared/list/filter-fields';
import { useCampaignOptions } from '../../shared/list/use-filter-options';
import { useNotify } from '../../shared/notifications/notifications';
import { ActionDialog } from '../../shared/ui/action-dialog';
import { useSetGroupCampaigns } from './agent-groups-queries';
import type { GroupDialogProps } from './group-members-dialog';

/** The campaigns a group works: the org's campaigns, chosen all at once. */
export function GroupCampaignsDialog({ group, hq, onClose }: GroupDialogProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const campaigns = useCampaignOptions(hq, group?.orgId ?? null);
  const save = useSetGroupCampaigns();
  const [chosen, setChosen] = useState<number[]>([]);
  useEffect(() => {
    if (group) setChosen(group.campaigns.map((campaign) => campaign.id));
  }, [group]);

  return (
    <ActionDialog
      open={group !== null}
      onClose={onClose}
      busy={save.isPending}
      testId="group-campaigns"
      title={t('AGENT_GROUPS.CAMPAIGNS.TITLE', { name: group?.name ?? '' })}
      cancel={{ label: t('AGENT_GROUPS.CAMPAIGNS.CANCEL') }}
      confirm={{
        label: t('AGENT_GROUPS.CAMPAIGNS.SAVE'),
        testId: 'group-campaigns-save',
        onClick: () =>
          group &&
          save.mutate(
            { id: group.id, campaignIds: chosen },
            {
              onSuccess: () => {
                notify('success', t('COMMON.SUCCEED'));
                onClose();
              },
            },
          ),
      }}
    >
      <Box sx={{ pt: 1 }}>
        <MultiSelectField
          label={t('AGENT_GROUPS.CAMPAIGNS.LABEL')}
          options={campaigns}
          value={chosen}
          onChange={setChosen}
          testId="group-campaigns-select"
        />
      </Box>
    </ActionDialog>
  );
}
