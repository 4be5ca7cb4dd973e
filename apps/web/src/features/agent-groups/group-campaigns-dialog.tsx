import type { AgentGroup } from '@leadline/contracts';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MultiSelectField } from '../../shared/list/filter-fields';
import { useCampaignOptions } from '../../shared/list/use-filter-options';
import { useNotify } from '../../shared/notifications/notifications';
import { useSetGroupCampaigns } from './agent-groups-queries';

/** The campaigns a group works: the org's campaigns, chosen all at once. */
export function GroupCampaignsDialog({
  group,
  hq,
  onClose,
}: {
  group: AgentGroup | null;
  hq: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const notify = useNotify();
  const campaigns = useCampaignOptions(hq, group?.orgId ?? null);
  const save = useSetGroupCampaigns();
  const [chosen, setChosen] = useState<number[]>([]);
  useEffect(() => {
    if (group) setChosen(group.campaigns.map((campaign) => campaign.id));
  }, [group]);

  return (
    <Dialog
      open={group !== null}
      onClose={save.isPending ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      data-testid="group-campaigns"
    >
      <DialogTitle>{t('AGENT_GROUPS.CAMPAIGNS.TITLE', { name: group?.name ?? '' })}</DialogTitle>
      <DialogContent>
        <Box sx={{ pt: 1 }}>
          <MultiSelectField
            label={t('AGENT_GROUPS.CAMPAIGNS.LABEL')}
            options={campaigns}
            value={chosen}
            onChange={setChosen}
            testId="group-campaigns-select"
          />
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={save.isPending} color="inherit">
          {t('AGENT_GROUPS.CAMPAIGNS.CANCEL')}
        </Button>
        <Button
          variant="contained"
          disabled={save.isPending}
          onClick={() =>
            group &&
            save.mutate(
              { id: group.id, campaignIds: chosen },
              {
                onSuccess: () => {
                  notify('success', t('COMMON.SUCCEED'));
                  onClose();
                },
              },
            )
          }
          data-testid="group-campaigns-save"
        >
          {t('AGENT_GROUPS.CAMPAIGNS.SAVE')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
