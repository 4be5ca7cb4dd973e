import type { TrashRow, TrashSortKey } from '@leadline/contracts';
import { RestoreFromTrash } from '@mui/icons-material';
import { Chip, IconButton, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/format/format';
import { idColumn, textColumn, twoLineColumn } from '../../shared/list/columns';
import { type ListTableProps, type ResultColumn, ResultsTable } from '../../shared/list/results-table';

type Column = ResultColumn<TrashRow, TrashSortKey>;

/** The columns of trash management; the last one restores the row's lead. */
function useTrashColumns(timeZone: string, onRestore?: (row: TrashRow) => void): Column[] {
  const { t } = useTranslation();
  const columns: Column[] = [
    idColumn('leadId', t('TRASH.COLUMN.LEAD_ID'), (row) => row.leadId, { sortKey: 'leadId' }),
    {
      id: 'type',
      label: t('TRASH.COLUMN.TYPE'),
      render: (row) => <Chip size="small" variant="outlined" label={t(`TRASH.TYPE.${row.typeLead}`)} />,
    },
    // The customer over their phone, and the day over who trashed it: one column each, so the list
    // fits 1366 px; the campaign waits in the column chooser.
    twoLineColumn(
      'customer',
      t('TRASH.COLUMN.CUSTOMER'),
      (row) => ({ text: row.customerName, detail: row.phone }),
      {
        sortKey: 'customerName',
        minWidth: 140,
        maxWidth: 180,
      },
    ),
    textColumn('campaign', t('TRASH.COLUMN.CAMPAIGN'), (row) => row.campaign?.name, { maxWidth: 160 }),
    textColumn('product', t('TRASH.COLUMN.PRODUCT'), (row) => row.prodName, { maxWidth: 160 }),
    textColumn('reason', t('TRASH.COLUMN.REASON'), (row) => row.reason?.name, {
      minWidth: 120,
      maxWidth: 170,
    }),
    twoLineColumn(
      'trashedAt',
      t('TRASH.COLUMN.TRASHED_AT'),
      (row) => ({
        text: row.trashedAt ? formatDateTime(row.trashedAt, timeZone) : null,
        detail: row.trashedBy?.name,
        title: row.trashedBy ? `${t('TRASH.COLUMN.TRASHED_BY')}: ${row.trashedBy.name}` : undefined,
      }),
      { sortKey: 'trashedAt', minWidth: 130 },
    ),
    {
      id: 'previousStatus',
      label: t('TRASH.COLUMN.PREVIOUS_STATUS'),
      render: (row) => <Chip size="small" label={row.previousStatus.name} />,
    },
  ];
  // Second, beside the pinned id: on a laptop screen the table scrolls sideways, and the action
  // must stay in view without scrolling.
  if (onRestore)
    columns.splice(1, 0, {
      id: 'actions',
      label: t('TRASH.COLUMN.ACTIONS'),
      render: (row) => (
        <Tooltip title={t('TRASH.RESTORE.BUTTON')}>
          <IconButton
            size="small"
            color="primary"
            aria-label={t('TRASH.RESTORE.TITLE', { leadId: row.leadId })}
            onClick={(event) => {
              // The row opens the lead's page; the button restores without opening it.
              event.stopPropagation();
              onRestore(row);
            }}
            data-testid={`restore-${row.leadId}`}
          >
            <RestoreFromTrash fontSize="small" />
          </IconButton>
        </Tooltip>
      ),
    });
  return columns;
}

type TableProps = ListTableProps<TrashRow, TrashSortKey>;

/** Trash management's table: a row opens the trashed lead's page. */
export function TrashTable({
  timeZone,
  onOpen,
  onRestore,
  ...table
}: TableProps & {
  timeZone: string;
  onOpen: (row: TrashRow) => void;
  onRestore?: (row: TrashRow) => void;
}) {
  const { t } = useTranslation();
  const columns = useTrashColumns(timeZone, onRestore);
  return (
    <ResultsTable
      testId="trash-list"
      columns={columns}
      columnChoice={{ listKey: 'trash', defaultHidden: ['campaign'] }}
      rowKey={(row) => row.leadId}
      onRowClick={onOpen}
      rowLabel={(row) => t('ORDERS.TABLE.OPEN_LEAD', { id: row.leadId })}
      {...table}
    />
  );
}
