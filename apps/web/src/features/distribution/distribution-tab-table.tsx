import type { DistributionRow, DistributionTab } from '@leadline/contracts';
import { Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../shared/format/format';
import { CellText } from '../../shared/list/results-table';
import type { SmallColumn } from '../../shared/ui/small-table';
import type { DistributeSource } from './distribute-dialog';
import type { RecallTarget } from './recall-dialog';
import { SimpleTable } from './simple-table';

/**
 * The rows of one tab (SPEC.md 3 "Distribution row"): calling lists with their distributed and
 * undistributed leads and the distribute actions; groups and agents with the leads they hold as
 * 'status (count);' and the recall action.
 */
export function DistributionTabTable({
  tab,
  rows,
  loaded,
  onDistribute,
  onRecall,
}: {
  tab: DistributionTab;
  rows: readonly DistributionRow[];
  loaded: boolean;
  onDistribute: (source: DistributeSource, mode: 'agents' | 'group') => void;
  onRecall: (target: RecallTarget) => void;
}) {
  const { t } = useTranslation();
  const count = (
    id: string,
    label: string,
    value: (row: DistributionRow) => number,
  ): SmallColumn<DistributionRow> => ({
    id,
    label,
    align: 'right',
    render: (row) => formatCount(value(row)),
  });
  const distributed = count(
    'distributed',
    t('DISTRIBUTION.COLUMN.DISTRIBUTED'),
    (row) => row.distributedLeads,
  );
  const status: SmallColumn<DistributionRow> = {
    id: 'status',
    label: t('DISTRIBUTION.COLUMN.LEAD_STATUS'),
    // The whole 'status (count);' text, wrapped: it is what the team leader reads the tab for.
    render: (row) => (
      <Typography variant="body2" sx={{ whiteSpace: 'normal', minWidth: 280 }}>
        {row.leadStatus || '—'}
      </Typography>
    ),
  };
  const recall = (target: (row: DistributionRow) => RecallTarget | null): SmallColumn<DistributionRow> => ({
    id: 'actions',
    label: t('DISTRIBUTION.COLUMN.ACTIONS'),
    align: 'right',
    render: (row) => {
      const whom = target(row);
      return whom ? (
        <Button
          size="small"
          color="warning"
          variant="outlined"
          disabled={row.distributedLeads === 0}
          onClick={() => onRecall(whom)}
          data-testid={`recall-${whom.kind}-${whom.id}`}
        >
          {t('DISTRIBUTION.ACTION.RECALL')}
        </Button>
      ) : null;
    },
  });

  const columns: SmallColumn<DistributionRow>[] =
    tab === 'LEADS_TAB'
      ? [
          {
            id: 'listId',
            label: t('DISTRIBUTION.COLUMN.CALLING_LIST_ID'),
            render: (row) => (row.callingListID ? row.callingListID : '—'),
          },
          {
            id: 'list',
            label: t('DISTRIBUTION.COLUMN.CALLING_LIST'),
            render: (row) => (
              <CellText text={row.callingList ?? t('DISTRIBUTION.ALL_LISTS')} maxWidth={280} />
            ),
          },
          distributed,
          count('undistributed', t('DISTRIBUTION.COLUMN.UNDISTRIBUTED'), (row) => row.undistributedLeads),
          {
            id: 'actions',
            label: t('DISTRIBUTION.COLUMN.ACTIONS'),
            align: 'right',
            render: (row) => {
              const source = {
                callingListId: row.callingListID ?? 0,
                name: row.callingList ?? t('DISTRIBUTION.ALL_LISTS'),
                undistributed: row.undistributedLeads,
              };
              const none = row.undistributedLeads === 0;
              return (
                <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                  <Button
                    size="small"
                    variant="outlined"
                    disabled={none}
                    onClick={() => onDistribute(source, 'agents')}
                    data-testid={`distribute-agents-${source.callingListId}`}
                  >
                    {t('DISTRIBUTION.ACTION.DISTRIBUTE')}
                  </Button>
                  <Button
                    size="small"
                    variant="contained"
                    disabled={none}
                    onClick={() => onDistribute(source, 'group')}
                    data-testid={`distribute-group-${source.callingListId}`}
                  >
                    {t('DISTRIBUTION.ACTION.DISTRIBUTE_GROUP')}
                  </Button>
                </Stack>
              );
            },
          },
        ]
      : tab === 'GROUPS_TAB'
        ? [
            { id: 'group', label: t('DISTRIBUTION.COLUMN.GROUP'), render: (row) => row.groupName ?? '—' },
            distributed,
            status,
            recall((row) =>
              row.groups ? { kind: 'group', id: row.groups.id, name: row.groups.name } : null,
            ),
          ]
        : [
            { id: 'agent', label: t('DISTRIBUTION.COLUMN.AGENT'), render: (row) => row.agent ?? '—' },
            { id: 'group', label: t('DISTRIBUTION.COLUMN.GROUP'), render: (row) => row.groupName ?? '—' },
            distributed,
            status,
            recall((row) => (row.user ? { kind: 'agent', id: row.user.id, name: row.user.fullName } : null)),
          ];

  const rowKey = (row: DistributionRow) => row.callingListID ?? row.user?.id ?? row.groups?.id ?? 0;
  return (
    <SimpleTable
      testId={`distribution-${tab}`}
      columns={columns}
      rows={rows}
      rowKey={rowKey}
      loaded={loaded}
    />
  );
}
