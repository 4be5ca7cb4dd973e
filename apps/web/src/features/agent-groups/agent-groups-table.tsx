import type { AgentGroup } from '@leadline/contracts';
import { Block, Campaign, Edit, Groups, PlayCircleOutlined } from '@mui/icons-material';
import { useTranslation } from 'react-i18next';
import { CellText } from '../../shared/list/results-table';
import { RowAction } from '../../shared/ui/row-action';
import { PanelTable, type SmallColumn } from '../../shared/ui/small-table';
import { ActiveChip } from '../../shared/ui/status-chip';

export type GroupAction = 'edit' | 'members' | 'campaigns' | 'toggle';

/** A group's row buttons: edit, its members, its campaigns, (re)activate. */
function GroupActions({
  group,
  onAction,
}: {
  group: AgentGroup;
  onAction: (group: AgentGroup, action: GroupAction) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <RowAction
        title={t('AGENT_GROUPS.ACTIONS.EDIT')}
        icon={<Edit fontSize="small" />}
        onClick={() => onAction(group, 'edit')}
        testId={`group-edit-${group.name}`}
      />
      <RowAction
        title={t('AGENT_GROUPS.ACTIONS.MEMBERS')}
        icon={<Groups fontSize="small" />}
        onClick={() => onAction(group, 'members')}
        testId={`group-members-${group.name}`}
      />
      <RowAction
        title={t('AGENT_GROUPS.ACTIONS.CAMPAIGNS')}
        icon={<Campaign fontSize="small" />}
        onClick={() => onAction(group, 'campaigns')}
        testId={`group-campaigns-${group.name}`}
      />
      {group.active ? (
        <RowAction
          title={t('AGENT_GROUPS.ACTIONS.DEACTIVATE')}
          icon={<Block fontSize="small" />}
          color="error"
          onClick={() => onAction(group, 'toggle')}
          testId={`group-toggle-${group.name}`}
        />
      ) : (
        <RowAction
          title={t('AGENT_GROUPS.ACTIONS.REACTIVATE')}
          icon={<PlayCircleOutlined fontSize="small" />}
          color="success"
          onClick={() => onAction(group, 'toggle')}
          testId={`group-toggle-${group.name}`}
        />
      )}
    </>
  );
}

/** The groups of the org (a handful: not paged), with their agents, campaigns and actions. */
export function AgentGroupsTable({
  groups,
  loading,
  orgLabel,
  onAction,
}: {
  groups: readonly AgentGroup[] | undefined;
  loading: boolean;
  /** HQ sees every org: the group's org code. */
  orgLabel?: (orgId: number) => string;
  onAction: (group: AgentGroup, action: GroupAction) => void;
}) {
  const { t } = useTranslation();
  const columns: SmallColumn<AgentGroup>[] = [
    {
      id: 'name',
      label: t('AGENT_GROUPS.COLUMN.NAME'),
      sx: { fontWeight: 600, color: 'primary.main', whiteSpace: 'nowrap' },
      render: (group) => `${orgLabel ? `${orgLabel(group.orgId)} · ` : ''}${group.name}`,
    },
    {
      id: 'actions',
      label: t('AGENT_GROUPS.COLUMN.ACTIONS'),
      sx: { whiteSpace: 'nowrap' },
      render: (group) => <GroupActions group={group} onAction={onAction} />,
    },
    {
      id: 'members',
      label: t('AGENT_GROUPS.COLUMN.MEMBERS'),
      align: 'right',
      sx: { fontVariantNumeric: 'tabular-nums' },
      testId: (group) => `group-count-${group.name}`,
      render: (group) => group.memberCount,
    },
    {
      id: 'campaigns',
      label: t('AGENT_GROUPS.COLUMN.CAMPAIGNS'),
      sx: { minWidth: 200 },
      render: (group) => (
        <CellText text={group.campaigns.map((campaign) => campaign.name).join(', ')} maxWidth={320} />
      ),
    },
    {
      id: 'description',
      label: t('AGENT_GROUPS.COLUMN.DESCRIPTION'),
      sx: { minWidth: 160 },
      render: (group) => <CellText text={group.description} maxWidth={260} />,
    },
    {
      id: 'status',
      label: t('AGENT_GROUPS.COLUMN.STATUS'),
      render: (group) => (
        <ActiveChip
          active={group.active}
          label={group.active ? t('AGENT_GROUPS.STATUS.ACTIVE') : t('AGENT_GROUPS.STATUS.INACTIVE')}
        />
      ),
    },
  ];
  const rows = groups ?? [];
  return (
    <PanelTable
      testId="agent-groups-list"
      columns={columns}
      rows={rows}
      rowKey={(group) => group.id}
      rowData={(group) => ({ 'data-testid': `agent-group-${group.name}` })}
      hover
      loading={loading}
      noData={!loading && rows.length === 0}
    />
  );
}
