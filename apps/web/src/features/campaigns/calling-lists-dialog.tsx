import { CALLING_LIST_NAME_MAX, type CampaignRow, callingListSaveSchema } from '@leadline/contracts';
import { Box, Button, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../shared/notifications/notifications';
import { ActionDialog } from '../../shared/ui/action-dialog';
import { useSaveCallingList } from './campaign-queries';
import type { CampaignRowDialogProps } from './configuration-dialog';

/** One calling list's name, renamed in place. */
function ListRow({ campaignId, list }: { campaignId: number; list: CampaignRow['callingLists'][number] }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const save = useSaveCallingList();
  const [name, setName] = useState(list.name);
  useEffect(() => setName(list.name), [list.name]);
  const valid = callingListSaveSchema.safeParse({ name }).success;
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }} data-testid={`calling-list-${list.id}`}>
      <TextField
        size="small"
        value={name}
        onChange={(event) => setName(event.target.value)}
        sx={{ flex: 1 }}
        slotProps={{
          htmlInput: { maxLength: CALLING_LIST_NAME_MAX, 'aria-label': t('CAMPAIGNS.FIELD.CALLING_LIST') },
        }}
      />
      <Typography variant="body2" color="text.secondary" sx={{ minWidth: 80 }}>
        {t('CAMPAIGNS.LEADS', { count: list.leadCount })}
      </Typography>
      <Button
        size="small"
        disabled={!valid || name.trim() === list.name || save.isPending}
        onClick={() =>
          save.mutate(
            { campaignId, listId: list.id, body: { name } },
            { onSuccess: () => notify('success', t('COMMON.SUCCEED')) },
          )
        }
      >
        {t('CAMPAIGNS.RENAME')}
      </Button>
    </Box>
  );
}

/** A campaign's calling lists: rename one, add one (names unique in the campaign). */
export function CallingListsDialog({ campaign, onClose }: CampaignRowDialogProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const save = useSaveCallingList();
  const [name, setName] = useState('');
  // A new name typed for one campaign is not left for the next one opened.
  const close = () => {
    setName('');
    onClose();
  };
  const valid = callingListSaveSchema.safeParse({ name }).success;
  return (
    <ActionDialog
      open={campaign !== null}
      onClose={onClose}
      testId="calling-lists-dialog"
      title={t('CAMPAIGNS.DIALOG.LISTS', { code: campaign?.code ?? '' })}
      cancel={{ label: t('CAMPAIGNS.CANCEL'), onClick: close }}
    >
      <Box sx={{ display: 'grid', gap: 1.5, pt: 1 }}>
        {campaign?.callingLists.map((list) => (
          <ListRow key={list.id} campaignId={campaign.id} list={list} />
        ))}
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mt: 1 }}>
          <TextField
            size="small"
            label={t('CAMPAIGNS.FIELD.CALLING_LIST')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            sx={{ flex: 1 }}
            slotProps={{
              htmlInput: { maxLength: CALLING_LIST_NAME_MAX, 'data-testid': 'calling-list-new' },
            }}
          />
          <Button
            variant="contained"
            disabled={!campaign || !valid || save.isPending}
            onClick={() =>
              campaign &&
              save.mutate(
                { campaignId: campaign.id, listId: null, body: { name } },
                {
                  onSuccess: () => {
                    setName('');
                    notify('success', t('COMMON.SUCCEED'));
                  },
                },
              )
            }
            data-testid="calling-list-add"
          >
            {t('CAMPAIGNS.ADD')}
          </Button>
        </Box>
      </Box>
    </ActionDialog>
  );
}
