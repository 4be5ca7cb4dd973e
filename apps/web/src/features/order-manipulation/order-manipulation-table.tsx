import type { OrderManipulationRow, OrderManipulationSortKey } from '@leadline/contracts';
import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { chipColumn, dateColumn, textColumn } from '../../shared/list/columns';
import { type ListTableProps, type ResultColumn, ResultsTable } from '../../shared/list/results-table';

type Column = ResultColumn<OrderManipulationRow, OrderManipulationSortKey>;

/** The fields the sentence does not say, as "label: from → to". */
function fieldsLine(row: OrderManipulationRow): string {
  return row.fields
    .map((field) =>
      field.from !== null
        ? `${field.label}: ${field.from} → ${field.to ?? '—'}`
        : `${field.label}: ${field.to}`,
    )
    .join(' · ');
}

/** The columns of order manipulation: when, what, which action, who, and the sentence. */
function useColumns(timeZone: string): Column[] {
  const { t } = useTranslation();
  return [
    dateColumn('time', t('ORDER_MANIPULATION.COLUMN.TIME'), (row) => row.createdAt, timeZone, {
      sortKey: 'createdAt',
    }),
    {
      id: 'entity',
      label: t('ORDER_MANIPULATION.COLUMN.ENTITY'),
      render: (row) => (
        <Typography variant="body2" component="span" sx={{ fontWeight: 600, color: 'primary.main' }}>
          {t(`ORDER_MANIPULATION.ENTITY.${row.entityType}`, { id: row.entityId })}
        </Typography>
      ),
    },
    chipColumn('action', t('ORDER_MANIPULATION.COLUMN.ACTION'), (row) => ({
      label: t(`ORDER_MANIPULATION.ACTION.${row.action}`, { defaultValue: row.action }),
    })),
    textColumn(
      'actor',
      t('ORDER_MANIPULATION.COLUMN.ACTOR'),
      (row) => row.actor?.name ?? t('ORDER_MANIPULATION.SYSTEM'),
      {
        maxWidth: 160,
      },
    ),
    {
      id: 'changes',
      label: t('ORDER_MANIPULATION.COLUMN.CHANGES'),
      minWidth: 320,
      // The sentence is the point of the list: it wraps rather than hiding behind an ellipsis.
      render: (row) => {
        const fields = fieldsLine(row);
        return (
          <Box sx={{ whiteSpace: 'normal', maxWidth: 640 }}>
            <Typography variant="body2">{row.summary}</Typography>
            {fields ? (
              <Typography variant="caption" color="text.secondary" component="div">
                {fields}
              </Typography>
            ) : null}
          </Box>
        );
      },
    },
  ];
}

type TableProps = ListTableProps<OrderManipulationRow, OrderManipulationSortKey>;

/** Order manipulation's table: a row opens its lead's edit screen, or its order's validation detail. */
export function OrderManipulationTable({
  timeZone,
  onOpen,
  ...table
}: TableProps & { timeZone: string; onOpen: (row: OrderManipulationRow) => void }) {
  const { t } = useTranslation();
  return (
    <ResultsTable
      testId="order-manipulation-list"
      columns={useColumns(timeZone)}
      rowKey={(row) => row.id}
      onRowClick={onOpen}
      rowLabel={(row) =>
        row.entityType === 'lead'
          ? t('ORDER_MANIPULATION.OPEN_LEAD', { id: row.entityId })
          : t('ORDER_MANIPULATION.OPEN_ORDER', { id: row.entityId })
      }
      {...table}
    />
  );
}
