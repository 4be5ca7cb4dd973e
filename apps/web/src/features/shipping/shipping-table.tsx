import { CANCELLABLE_DO_STATUSES, type ShippingRow } from '@leadline/contracts';
import { Cancel, EditNote } from '@mui/icons-material';
import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../shared/format/format';
import { dateColumn, idColumn, numericColumn, textColumn, twoLineColumn } from '../../shared/list/columns';
import {
  CellText,
  type ListTableProps,
  type ResultColumn,
  ResultsTable,
} from '../../shared/list/results-table';
import { usePartnerWords } from '../../shared/ui/partner-words';
import { RowAction } from '../../shared/ui/row-action';
import { DoStatusChip } from '../../shared/ui/status-chip';

type Column = ResultColumn<ShippingRow, 'createdAt'>;

export interface ShippingActions {
  onCancel?: (row: ShippingRow) => void;
  onChangeStatus?: (row: ShippingRow) => void;
}

function ActionsCell({ row, actions }: { row: ShippingRow; actions: ShippingActions }) {
  const { t } = useTranslation();
  const cancellable = CANCELLABLE_DO_STATUSES.includes(row.status.value);
  const { onCancel, onChangeStatus } = actions;
  return (
    <Box sx={{ display: 'flex', gap: 0.5 }}>
      {onCancel ? (
        <RowAction
          title={t('SHIPPING.ACTION.CANCEL')}
          label={t('SHIPPING.CANCEL_DIALOG.TITLE', { doId: row.doId })}
          disabled={!cancellable}
          color="error"
          testId={`cancel-${row.doId}`}
          icon={<Cancel fontSize="small" />}
          onClick={() => onCancel(row)}
        />
      ) : null}
      {onChangeStatus ? (
        <RowAction
          title={t('SHIPPING.ACTION.CHANGE_STATUS')}
          label={t('SHIPPING.STATUS_DIALOG.TITLE', { doId: row.doId })}
          disabled={row.status.value === 7 || !row.trackingCode}
          color="primary"
          testId={`change-status-${row.doId}`}
          icon={<EditNote fontSize="small" />}
          onClick={() => onChangeStatus(row)}
        />
      ) : null}
    </Box>
  );
}

function useShippingColumns(timeZone: string, showPartner: boolean, actions: ShippingActions): Column[] {
  const { t } = useTranslation();
  const words = usePartnerWords();
  const label = (key: string) => t(`SHIPPING.COLUMN.${key}`);
  const columns: Column[] = [
    idColumn('doId', label('DO_ID'), (row) => row.doId),
    textColumn('trackingCode', label('TRACKING_CODE'), (row) => row.trackingCode, { minWidth: 130 }),
    {
      id: 'status',
      label: label('STATUS'),
      render: (row) => <DoStatusChip name={row.status.name} />,
    },
    { id: 'soId', label: label('SO_ID'), render: (row) => row.soId },
    { id: 'leadId', label: label('LEAD_ID'), render: (row) => row.leadId },
    twoLineColumn('customer', label('CUSTOMER'), (row) => ({ text: row.customerName, detail: row.phone }), {
      minWidth: 130,
    }),
    textColumn('address', label('ADDRESS'), (row) => row.address, { minWidth: 180, maxWidth: 240 }),
    numericColumn('cod', label('COD_AMOUNT'), (row) => formatAmount(row.codAmount, row.currency), {
      bold: true,
    }),
    numericColumn('amount', label('AMOUNT'), (row) => formatAmount(row.amount, row.currency)),
    dateColumn('createdAt', label('CREATED_AT'), (row) => row.createdAt, timeZone, { minWidth: 130 }),
    dateColumn('sentAt', label('SENT_AT'), (row) => row.sentAt, timeZone, { minWidth: 130 }),
    dateColumn('lastStatusAt', label('LAST_STATUS_AT'), (row) => row.lastStatusAt, timeZone, {
      minWidth: 130,
    }),
    {
      id: 'lastSendError',
      label: label('LAST_SEND_ERROR'),
      // The reason's kind translated, the partner's words as the tooltip.
      render: (row) =>
        row.lastSendError ? (
          <Typography variant="body2" noWrap title={row.lastSendError} component="div" sx={{ maxWidth: 200 }}>
            {words.failureWords(row.lastSendError)}
          </Typography>
        ) : (
          <CellText text={null} />
        ),
    },
  ];
  if (showPartner)
    columns.splice(2, 0, {
      id: 'partner',
      label: label('PARTNER'),
      render: (row) => t(`SHIPPING.PARTNER.${row.partner}`),
    });
  // Second, beside the pinned id: the actions stay in view when the table scrolls sideways.
  if (actions.onCancel || actions.onChangeStatus)
    columns.splice(1, 0, {
      id: 'actions',
      label: label('ACTIONS'),
      render: (row) => <ActionsCell row={row} actions={actions} />,
    });
  return columns;
}

type TableProps = ListTableProps<ShippingRow, 'createdAt'>;

/** A shipping list's table: a row opens the order detail dialog. */
export function ShippingTable({
  timeZone,
  showPartner,
  actions,
  onOpen,
  ...table
}: TableProps & {
  timeZone: string;
  showPartner: boolean;
  actions: ShippingActions;
  onOpen: (row: ShippingRow) => void;
}) {
  const { t } = useTranslation();
  const columns = useShippingColumns(timeZone, showPartner, actions);
  return (
    <ResultsTable
      testId="shipping-list"
      columns={columns}
      rowKey={(row) => row.doId}
      onRowClick={onOpen}
      rowLabel={(row) => t('SHIPPING.DETAIL.TITLE', { doId: row.doId })}
      // What shipping staff follow first fits 1366 px; the rest one click away.
      columnChoice={{
        listKey: 'shipping',
        defaultHidden: ['leadId', 'address', 'amount', 'createdAt', 'sentAt', 'lastSendError'],
      }}
      {...table}
    />
  );
}
