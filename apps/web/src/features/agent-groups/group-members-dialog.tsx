import type { AgentGroup } from '@leadline/contracts';
import { PersonRemove } from '@mui/icons-material';
import { Box, Button, IconButton, List, ListItem, ListItemText, Tooltip, Typography } from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MultiSelectField } from '../../shared/list/filter-fields';
import { useAgentOptions } from '../../shared/list/use-filter-options';
import { useNotify } from '../../shared/notifications/notifications';
import { roleLabelKey } from '../../shared/session/role-label';
import { ActionDialog } from '../../shared/ui/action-dialog';
import { useAddGroupAgents, useGroupAgents, useRemoveGroupAgent } from './agent-groups-queries';

/** The props of a dialog about one group (null: closed); `hq` reads the group's org's choices. */
export interface GroupDialogProps {
  group: AgentGroup | null;
  hq: boolean;
  onClose: () => void;
}

/** The agents of a group: remove one, or add agents of the org (who leave their group). */
export function GroupMembersDialog({ group, hq, onClose }: GroupDialogProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const members = useGroupAgents(group?.id ?? null);
  const agents = useAgentOptions(hq, group?.orgId ?? null, group !== null);
  const add = useAddGroupAgents();
  const remove = useRemoveGroupAgent();
  const [chosen, setChosen] = useState<number[]>([]);
  useEffect(() => {
    if (group) setChosen([]);
  }, [group]);

  const memberIds = useMemo(
    () => new Set((members.data ?? []).map((member) => member.userId)),
    [members.data],
  );
  const candidates = agents.filter((agent) => !memberIds.has(agent.value));
  const succeed = () => notify('success', t('COMMON.SUCCEED'));

  return (
    <ActionDialog
      open={group !== null}
      onClose={onClose}
      testId="group-members"
      title={t('AGENT_GROUPS.MEMBERS.TITLE', { name: group?.name ?? '' })}
      cancel={{ label: t('AGENT_GROUPS.MEMBERS.CLOSE'), testId: 'group-members-close' }}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', pt: 1 }}>
        <Box sx={{ flex: 1 }}>
          <MultiSelectField
            label={t('AGENT_GROUPS.MEMBERS.ADD')}
            options={candidates}
            value={chosen}
            onChange={setChosen}
            testId="group-members-add"
            disabled={group?.active === false}
          />
          <Typography variant="caption" color="text.secondary" sx={{ ml: 1.75 }}>
            {t('AGENT_GROUPS.MEMBERS.ADD_HELP')}
          </Typography>
        </Box>
        <Button
          variant="contained"
          disabled={chosen.length === 0 || add.isPending}
          onClick={() =>
            group &&
            add.mutate(
              { id: group.id, userIds: chosen },
              {
                onSuccess: () => {
                  setChosen([]);
                  succeed();
                },
              },
            )
          }
          data-testid="group-members-add-button"
        >
          {t('AGENT_GROUPS.MEMBERS.ADD_BUTTON')}
        </Button>
      </Box>
      <List dense data-testid="group-members-list" sx={{ mt: 1, maxHeight: 360, overflow: 'auto' }}>
        {(members.data ?? []).length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>
            {t('AGENT_GROUPS.MEMBERS.EMPTY')}
          </Typography>
        ) : null}
        {(members.data ?? []).map((member) => (
          <ListItem
            key={member.userId}
            divider
            data-testid={`group-member-${member.userName}`}
            secondaryAction={
              <Tooltip title={t('AGENT_GROUPS.MEMBERS.REMOVE')}>
                <IconButton
                  edge="end"
                  size="small"
                  aria-label={t('AGENT_GROUPS.MEMBERS.REMOVE')}
                  disabled={remove.isPending}
                  onClick={() =>
                    group && remove.mutate({ id: group.id, userId: member.userId }, { onSuccess: succeed })
                  }
                  data-testid={`group-member-remove-${member.userName}`}
                >
                  <PersonRemove fontSize="small" />
                </IconButton>
              </Tooltip>
            }
          >
            <ListItemText
              primary={member.fullName}
              secondary={`${member.userName} · ${member.roles.map((role) => t(roleLabelKey(role))).join(', ')}`}
              sx={{ opacity: member.active ? 1 : 0.5 }}
            />
          </ListItem>
        ))}
      </List>
    </ActionDialog>
  );
}
