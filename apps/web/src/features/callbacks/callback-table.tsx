import type { CallbackRow, CallbackSortKey } from '@leadline/contracts';
import { Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { dateColumn, idColumn, textColumn, twoLineColumn } from '../../shared/list/columns';
import { type ListTableProps, type ResultColumn, ResultsTable } from '../../shared/list/results-table';

type Column = ResultColumn<CallbackRow, CallbackSortKey>;

const STATE_COLOR = { overdue: 'error', due: 'warning', upcoming: 'default' } as const;

function useCallbackColumns(timeZone: string, withAgent: boolean): Column[] {
  const { t } = useTranslation();
  const columns: Column[] = [
    idColumn('leadId', t('CALLBACKS.COLUMN.LEAD_ID'), (row) => row.leadId, { sortKey: 'leadId' }),
    dateColumn('scheduledAt', t('CALLBACKS.COLUMN.SCHEDULED_AT'), (row) => row.scheduledAt, timeZone, {
      sortKey: 'scheduledAt',
      minWidth: 130,
    }),
    {
      id: 'state',
      label: t('CALLBACKS.COLUMN.STATE'),
      render: (row) => {
        // The server decides, in the org's time zone: overdue, due later today, or a later day.
        const state = row.state;
        return (
          <Chip
            size="small"
            color={STATE_COLOR[state]}
            variant={state === 'upcoming' ? 'outlined' : 'filled'}
            label={t(`CALLBACKS.STATE.${state}`)}
            data-testid={`callback-state-${row.callbackId}`}
          />
        );
      },
    },
    // The customer over their phone: one column, so the list fits 1366 px.
    twoLineColumn(
      'customer',
      t('CALLBACKS.COLUMN.CUSTOMER'),
      (row) => ({ text: row.customerName, detail: row.phone }),
      {
        sortKey: 'customerName',
        minWidth: 130,
      },
    ),
  ];
  // Management: whose callback, beside the customer, so that it shows without scrolling sideways.
  if (withAgent) columns.push(textColumn('agent', t('CALLBACKS.COLUMN.AGENT'), (row) => row.agent.name));
  columns.push(
    // The reason over the lead's callback status: both say why to call back, and one column
    // keeps management's list (with its agent column) within 1366 px.
    twoLineColumn(
      'reason',
      t('CALLBACKS.COLUMN.REASON'),
      (row) => ({ text: row.reason?.name, detail: row.leadStatus.name }),
      { minWidth: 130, maxWidth: 200 },
    ),
    textColumn('campaign', t('CALLBACKS.COLUMN.CAMPAIGN'), (row) => row.campaign?.name, { maxWidth: 160 }),
    textColumn('note', t('CALLBACKS.COLUMN.NOTE'), (row) => row.note, { maxWidth: 200 }),
  );
  return columns;
}

type TableProps = ListTableProps<CallbackRow, CallbackSortKey>;

/** The callbacks table: a row opens the lead's edit screen. */
export function CallbackTable({
  timeZone,
  withAgent,
  onOpen,
  ...table
}: TableProps & { timeZone: string; withAgent: boolean; onOpen: (row: CallbackRow) => void }) {
  const { t } = useTranslation();
  const columns = useCallbackColumns(timeZone, withAgent);
  return (
    <ResultsTable
      testId="callback-list"
      columns={columns}
      columnChoice={{ listKey: 'callbacks', defaultHidden: ['note'] }}
      rowKey={(row) => row.callbackId}
      onRowClick={onOpen}
      rowLabel={(row) => t('ORDERS.TABLE.OPEN_LEAD', { id: row.leadId })}
      {...table}
    />
  );
}
