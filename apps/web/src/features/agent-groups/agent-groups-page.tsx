import { type AgentGroup, findOrg } from '@leadline/contracts';
import { Add } from '@mui/icons-material';
import { Box, Button } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../shared/list/filter-fields';
import { useOrgOptions } from '../../shared/list/use-filter-options';
import { useNotify } from '../../shared/notifications/notifications';
import { useOrderAccess } from '../../shared/session/order-access';
import { PageHeader } from '../../shared/ui/page-header';
import { useAgentGroups, useUpdateGroup } from './agent-groups-queries';
import { AgentGroupsTable, type GroupAction } from './agent-groups-table';
import { GroupCampaignsDialog } from './group-campaigns-dialog';
import { GroupFormDialog } from './group-form-dialog';
import { GroupMembersDialog } from './group-members-dialog';

/**
 * /apps/system/agent-group/all (docs/agent-groups.md; the System menu stays hidden, SPEC.md 2.1,
 * the route answers admins): the org's agent groups, new and rename, deactivate and reactivate,
 * their agents and campaigns. HQ picks the org.
 */
export default function AgentGroupsPage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const access = useOrderAccess();
  const orgs = useOrgOptions();
  const [orgId, setOrgId] = useState<number | ''>('');
  const groups = useAgentGroups(access.hq && orgId !== '' ? orgId : undefined);
  const update = useUpdateGroup();
  const [editing, setEditing] = useState<{ group: AgentGroup | null } | null>(null);
  const [members, setMembers] = useState<AgentGroup | null>(null);
  const [campaigns, setCampaigns] = useState<AgentGroup | null>(null);
  // The dialogs follow the list: after a change the open group shows its new members and campaigns.
  const fresh = (group: AgentGroup | null) =>
    group ? (groups.data?.find((g) => g.id === group.id) ?? group) : null;

  const act = (group: AgentGroup, action: GroupAction) => {
    if (action === 'edit') setEditing({ group });
    else if (action === 'members') setMembers(group);
    else if (action === 'campaigns') setCampaigns(group);
    else
      update.mutate(
        { id: group.id, name: group.name, description: group.description, active: !group.active },
        { onSuccess: () => notify('success', t('COMMON.SUCCEED')) },
      );
  };

  return (
    <Box data-testid="page-system.agentGroup">
      <PageHeader
        title={t('NAV.AGENT_GROUP')}
        subtitle={t('AGENT_GROUPS.SUBTITLE')}
        actions={
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            {access.hq ? (
              <Box sx={{ width: 220 }}>
                <SelectField
                  label={t('AGENT_GROUPS.ORG')}
                  value={orgId}
                  options={orgs}
                  onChange={setOrgId}
                  emptyLabel={t('USERS.FILTER.ALL')}
                  testId="groups-org"
                />
              </Box>
            ) : null}
            <Button
              variant="contained"
              startIcon={<Add />}
              onClick={() => setEditing({ group: null })}
              data-testid="groups-new"
            >
              {t('AGENT_GROUPS.NEW')}
            </Button>
          </Box>
        }
      />
      <AgentGroupsTable
        groups={groups.data}
        loading={groups.isFetching}
        orgLabel={access.hq && orgId === '' ? (id) => findOrg(id)?.code ?? String(id) : undefined}
        onAction={act}
      />
      <GroupFormDialog
        open={editing !== null}
        group={editing?.group ?? null}
        orgId={access.hq && orgId !== '' ? orgId : undefined}
        onClose={() => setEditing(null)}
      />
      <GroupMembersDialog group={fresh(members)} hq={access.hq} onClose={() => setMembers(null)} />
      <GroupCampaignsDialog group={campaigns} hq={access.hq} onClose={() => setCampaigns(null)} />
    </Box>
  );
}
