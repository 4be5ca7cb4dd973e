import type { AgentGroup } from '@leadline/contracts';
import { Block, Campaign, Edit, Groups, PlayCircleOutlined } from '@mui/icons-material';
import {
  Alert,
  Box,
  Chip,
  LinearProgress,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { CellText } from '../../shared/list/results-table';
import { RowAction } from '../../shared/ui/row-action';

export type GroupAction = 'edit' | 'members' | 'campaigns' | 'toggle';

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
  return (
    <Paper elevation={0} sx={{ border: 1, borderColor: 'divider' }}>
      <Box sx={{ height: 4 }}>{loading ? <LinearProgress /> : null}</Box>
      <TableContainer>
        <Table size="small" data-testid="agent-groups-list">
          <TableHead>
            <TableRow>
              <TableCell>{t('AGENT_GROUPS.COLUMN.NAME')}</TableCell>
              <TableCell>{t('AGENT_GROUPS.COLUMN.ACTIONS')}</TableCell>
              <TableCell align="right">{t('AGENT_GROUPS.COLUMN.MEMBERS')}</TableCell>
              <TableCell>{t('AGENT_GROUPS.COLUMN.CAMPAIGNS')}</TableCell>
              <TableCell>{t('AGENT_GROUPS.COLUMN.DESCRIPTION')}</TableCell>
              <TableCell>{t('AGENT_GROUPS.COLUMN.STATUS')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {(groups ?? []).map((group) => (
              <TableRow key={group.id} hover data-testid={`agent-group-${group.name}`}>
                <TableCell sx={{ fontWeight: 600, color: 'primary.main', whiteSpace: 'nowrap' }}>
                  {orgLabel ? `${orgLabel(group.orgId)} · ` : ''}
                  {group.name}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
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
                </TableCell>
                <TableCell
                  align="right"
                  sx={{ fontVariantNumeric: 'tabular-nums' }}
                  data-testid={`group-count-${group.name}`}
                >
                  {group.memberCount}
                </TableCell>
                <TableCell sx={{ minWidth: 200 }}>
                  <CellText
                    text={group.campaigns.map((campaign) => campaign.name).join(', ')}
                    maxWidth={320}
                  />
                </TableCell>
                <TableCell sx={{ minWidth: 160 }}>
                  <CellText text={group.description} maxWidth={260} />
                </TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    color={group.active ? 'success' : 'default'}
                    label={group.active ? t('AGENT_GROUPS.STATUS.ACTIVE') : t('AGENT_GROUPS.STATUS.INACTIVE')}
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {!loading && (groups ?? []).length === 0 ? (
        <Alert severity="info" sx={{ m: 2 }}>
          {t('COMMON.NO_DATA')}
        </Alert>
      ) : null}
    </Paper>
  );
}
