import { AGENT_GROUP_DESCRIPTION_MAX, AGENT_GROUP_NAME_MAX, type AgentGroup } from '@leadline/contracts';
import { Box, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../shared/notifications/notifications';
import { ActionDialog } from '../../shared/ui/action-dialog';
import { useCreateGroup, useUpdateGroup } from './agent-groups-queries';

/** New group, or rename and describe one (its status is kept). */
export function GroupFormDialog({
  open,
  group,
  orgId,
  onClose,
}: {
  open: boolean;
  group: AgentGroup | null;
  /** HQ's chosen org for a new group; undefined: the caller's own. */
  orgId: number | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const notify = useNotify();
  const create = useCreateGroup();
  const update = useUpdateGroup();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [touched, setTouched] = useState(false);
  const pending = create.isPending || update.isPending;

  useEffect(() => {
    if (open) {
      setName(group?.name ?? '');
      setDescription(group?.description ?? '');
      setTouched(false);
    }
  }, [open, group]);

  const missing = name.trim() === '';
  const save = () => {
    setTouched(true);
    if (missing) return;
    const fields = { name: name.trim(), description: description.trim() || null };
    const done = {
      onSuccess: () => {
        notify('success', t('COMMON.SUCCEED'));
        onClose();
      },
    };
    if (group) update.mutate({ id: group.id, ...fields, active: group.active }, done);
    else create.mutate({ ...fields, orgId }, done);
  };

  return (
    <ActionDialog
      open={open}
      onClose={onClose}
      busy={pending}
      testId="group-form"
      title={
        group ? t('AGENT_GROUPS.FORM.EDIT_TITLE', { name: group.name }) : t('AGENT_GROUPS.FORM.CREATE_TITLE')
      }
      cancel={{ label: t('AGENT_GROUPS.FORM.CANCEL') }}
      confirm={{ label: t('AGENT_GROUPS.FORM.SAVE'), onClick: save, testId: 'group-save' }}
    >
      <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
        <TextField
          size="small"
          required
          autoFocus
          label={t('AGENT_GROUPS.FORM.NAME')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={touched && missing}
          helperText={touched && missing ? t('USERS.FORM.REQUIRED') : ' '}
          slotProps={{ htmlInput: { maxLength: AGENT_GROUP_NAME_MAX, 'data-testid': 'group-name' } }}
        />
        <TextField
          size="small"
          multiline
          minRows={2}
          label={t('AGENT_GROUPS.FORM.DESCRIPTION')}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          slotProps={{
            htmlInput: { maxLength: AGENT_GROUP_DESCRIPTION_MAX, 'data-testid': 'group-description' },
          }}
        />
      </Box>
    </ActionDialog>
  );
}
