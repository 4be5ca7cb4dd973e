import type { ValidationRow } from '@leadline/contracts';
import { Box, Chip, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../shared/format/format';
import { dateColumn, idColumn, numericColumn, textColumn } from '../../shared/list/columns';
import { CellText, type ResultColumn, ResultsTable } from '../../shared/list/results-table';
import type { ValidationActions } from './use-validation-actions';
import { ValidationIconActions, ValidationStatus } from './validation-action-buttons';

type Column = ResultColumn<ValidationRow, 'createdAt'>;

/** The validation list's columns, sized to fit a 1366 px screen beside the menu. */
function useValidationColumns(timeZone: string, actions: ValidationActions): Column[] {
  const { t } = useTranslation();
  return [
    idColumn('soId', t('VALIDATION.COLUMN.SO_ID'), (row) => row.soId),
    // Second, beside the pinned id: the table may scroll sideways, the actions stay in view.
    {
      id: 'actions',
      label: t('VALIDATION.COLUMN.ACTIONS'),
      render: (row) => <ValidationIconActions order={row} actions={actions} />,
    },
    {
      id: 'customer',
      label: t('VALIDATION.COLUMN.CUSTOMER'),
      minWidth: 150,
      render: (row) => (
        <Box sx={{ minWidth: 0 }}>
          <CellText text={row.customerName} maxWidth={170} />
          <Typography variant="caption" color="text.secondary" component="div" noWrap>
            {row.phone} · {t('VALIDATION.COLUMN.LEAD_ID')} {row.leadId}
          </Typography>
        </Box>
      ),
    },
    {
      id: 'products',
      label: t('VALIDATION.COLUMN.PRODUCTS'),
      minWidth: 140,
      render: (row) => (
        <Box sx={{ minWidth: 0 }}>
          <CellText text={row.products} maxWidth={180} />
          {row.isOutOfStock ? (
            <Chip
              size="small"
              color="error"
              variant="outlined"
              label={t('VALIDATION.COLUMN.OUT_OF_STOCK')}
              sx={{ height: 20, mt: 0.25 }}
              data-testid="out-of-stock"
            />
          ) : null}
        </Box>
      ),
    },
    numericColumn('amount', t('VALIDATION.COLUMN.AMOUNT'), (row) => formatAmount(row.amount, row.currency), {
      bold: true,
    }),
    textColumn('payment', t('VALIDATION.COLUMN.PAYMENT_METHOD'), (row) => row.paymentMethod.name, {
      maxWidth: 110,
    }),
    textColumn('agent', t('VALIDATION.COLUMN.AGENT'), (row) => row.agent?.name, { maxWidth: 130 }),
    dateColumn('createdAt', t('VALIDATION.COLUMN.CREATED_AT'), (row) => row.createdAt, timeZone),
    {
      id: 'validationStatus',
      label: t('VALIDATION.COLUMN.VALIDATION_STATUS'),
      render: (row) => <ValidationStatus order={row} timeZone={timeZone} />,
    },
  ];
}

type TableProps = Omit<
  Parameters<typeof ResultsTable<ValidationRow, 'createdAt'>>[0],
  'testId' | 'columns' | 'rowKey' | 'onRowClick' | 'rowLabel'
>;

/** The validation list: a row opens the order's detail page. */
export function ValidationTable({
  timeZone,
  actions,
  onOpen,
  ...table
}: TableProps & { timeZone: string; actions: ValidationActions; onOpen: (row: ValidationRow) => void }) {
  const { t } = useTranslation();
  const columns = useValidationColumns(timeZone, actions);
  return (
    <ResultsTable
      testId="validation-list"
      columns={columns}
      rowKey={(row) => row.soId}
      onRowClick={onOpen}
      rowLabel={(row) => `${t('VALIDATION.OPEN_DETAIL')} ${row.soId}`}
      {...table}
    />
  );
}
