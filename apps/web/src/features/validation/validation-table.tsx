import type { ValidationRow } from '@leadline/contracts';
import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatDateTime } from '../../shared/format/format';
import { idColumn, twoLineColumn } from '../../shared/list/columns';
import {
  CellText,
  type ListTableProps,
  type ResultColumn,
  ResultsTable,
} from '../../shared/list/results-table';
import { RiskChip } from './delivery-risk';
import { AddressWarningChip, OutOfStockChip, PaymentStateChip } from './order-readiness';
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
    twoLineColumn(
      'customer',
      t('VALIDATION.COLUMN.CUSTOMER'),
      (row) => ({
        text: row.customerName,
        detail: row.phone,
        title: `${t('VALIDATION.COLUMN.LEAD_ID')} ${row.leadId}`,
      }),
      { minWidth: 130 },
    ),
    {
      id: 'validationStatus',
      label: t('VALIDATION.COLUMN.VALIDATION_STATUS'),
      render: (row) => (
        <Box sx={{ minWidth: 0 }}>
          <ValidationStatus order={row} timeZone={timeZone} />
          <AddressWarningChip order={row} />
        </Box>
      ),
    },
    {
      id: 'risk',
      label: t('VALIDATION.RISK.COLUMN'),
      render: (row) => <RiskChip risk={row.risk} />,
    },
    {
      id: 'products',
      label: t('VALIDATION.COLUMN.PRODUCTS'),
      minWidth: 130,
      render: (row) => (
        <Box sx={{ minWidth: 0 }}>
          <CellText text={row.products} maxWidth={140} />
          {row.isOutOfStock ? <OutOfStockChip gap={{ mt: 0.25 }} testId="out-of-stock" /> : null}
        </Box>
      ),
    },
    // Two facts per cell, so that every column fits a 1366 px screen beside the menu.
    {
      id: 'amount',
      label: t('VALIDATION.COLUMN.AMOUNT'),
      align: 'right',
      render: (row) => (
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: 500, fontVariantNumeric: 'tabular-nums' }} noWrap>
            {formatAmount(row.amount, row.currency)}
          </Typography>
          {/* A COD order's chip says its method; a prepaid one names the method above its state. */}
          {row.paymentState === 'cod' ? null : (
            <Typography
              variant="caption"
              color="text.secondary"
              component="div"
              noWrap
              title={row.paymentMethod.name}
              sx={{ maxWidth: 120, ml: 'auto' }}
            >
              {row.paymentMethod.name}
            </Typography>
          )}
          <PaymentStateChip order={row} />
        </Box>
      ),
    },
    {
      id: 'seller',
      label: t('VALIDATION.COLUMN.AGENT'),
      render: (row) => (
        <Box sx={{ minWidth: 0 }}>
          <CellText text={row.agent?.name} maxWidth={140} />
          <Typography
            variant="caption"
            color="text.secondary"
            component="div"
            noWrap
            title={t('VALIDATION.COLUMN.CREATED_AT')}
            sx={{ fontVariantNumeric: 'tabular-nums' }}
          >
            {formatDateTime(row.createdAt, timeZone)}
          </Typography>
        </Box>
      ),
    },
  ];
}

type TableProps = ListTableProps<ValidationRow, 'createdAt'>;

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
