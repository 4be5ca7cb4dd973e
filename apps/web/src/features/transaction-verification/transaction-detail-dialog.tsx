import { type BankTransactionDetail, OPEN_TRANSACTION_STATUSES } from '@leadline/contracts';
import { Alert, Box, Button, Divider, Grid, Stack, TextField, Tooltip, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sessionEvents } from '../../shared/api/session-events';
import { formatAmount, formatDateTime } from '../../shared/format/format';
import { ActionDialog } from '../../shared/ui/action-dialog';
import { LabelledValue } from '../../shared/ui/labelled-value';
import { useTransactionDetail, useVerifyTransaction } from './transaction-queries';
import { TransactionStatusChip } from './transaction-status-chip';

/** A fact in half the width (the whole on a phone). */
function Field({ label, value, testId }: { label: string; value: string | number | null; testId?: string }) {
  return (
    <Grid size={{ xs: 12, sm: 6 }}>
      <LabelledValue label={label} testId={testId}>
        {value}
      </LabelledValue>
    </Grid>
  );
}

function Facts({ detail, timeZone }: { detail: BankTransactionDetail; timeZone: string }) {
  const { t } = useTranslation();
  const label = (key: string) => t(`TRANSACTION_VERIFICATION.${key}`);
  const money = (value: number) => formatAmount(value, detail.currency);
  const difference = detail.orderAmount === null ? 0 : detail.amount - detail.orderAmount;
  return (
    <Grid container spacing={1.5}>
      <Field label={label('COLUMN.AMOUNT')} value={money(detail.amount)} testId="detail-amount" />
      <Field label={label('COLUMN.TRANSACTED_AT')} value={formatDateTime(detail.transactedAt, timeZone)} />
      <Grid size={12}>
        <Typography variant="caption" color="text.secondary" component="div">
          {label('COLUMN.MEMO')}
        </Typography>
        <Typography
          variant="body2"
          sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}
          data-testid="detail-memo"
        >
          {detail.memo || '—'}
        </Typography>
      </Grid>
      <Field label={label('COLUMN.SO_ID')} value={detail.soId} testId="detail-so" />
      <Field
        label={label('COLUMN.ORDER_AMOUNT')}
        value={detail.orderAmount === null ? null : money(detail.orderAmount)}
      />
      {difference !== 0 ? (
        <Grid size={12}>
          <Alert severity="warning" variant="outlined" sx={{ py: 0 }}>
            {t('TRANSACTION_VERIFICATION.DETAIL.DIFFERENCE', { amount: money(difference) })}
          </Alert>
        </Grid>
      ) : null}
      <Field label={label('DETAIL.CUSTOMER')} value={detail.customerName} />
      <Field label={label('DETAIL.LEAD_ID')} value={detail.leadId} />
      <Field label={label('COLUMN.SOURCE')} value={t(`TRANSACTION_VERIFICATION.SOURCE.${detail.source}`)} />
      <Field label={label('COLUMN.REFERENCE')} value={detail.externalId} />
      <Field label={label('COLUMN.BANK')} value={detail.bankName} />
      <Field label={label('DETAIL.ACCOUNT')} value={detail.accountNumber} />
      <Field label={label('DETAIL.RECEIVED_AT')} value={formatDateTime(detail.receivedAt, timeZone)} />
      <Field label={label('DETAIL.DECIDED')} value={detail.decidedBy} testId="detail-decided-by" />
      {detail.rejectReason ? (
        <Field label={label('DETAIL.REJECT_REASON')} value={detail.rejectReason} />
      ) : null}
    </Grid>
  );
}

function Events({ detail, timeZone }: { detail: BankTransactionDetail; timeZone: string }) {
  const { t } = useTranslation();
  return (
    <Box>
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        {t('TRANSACTION_VERIFICATION.DETAIL.HISTORY')}
      </Typography>
      <Stack spacing={0.5} data-testid="detail-events">
        {detail.events.map((event) => (
          <Typography key={`${event.action}-${event.createdAt}`} variant="body2" color="text.secondary">
            {formatDateTime(event.createdAt, timeZone)} ·{' '}
            {t(`TRANSACTION_VERIFICATION.EVENT.${event.action}`)}
            {event.actorName ? ` · ${event.actorName}` : ''}
          </Typography>
        ))}
      </Stack>
    </Box>
  );
}

/** Reject and Verify of an open transaction, each greyed out with what it still needs as its tooltip. */
function DecisionButtons({
  pending,
  needsOrder,
  needsReason,
  onDecide,
}: {
  pending: boolean;
  needsOrder: boolean;
  needsReason: boolean;
  onDecide: (action: 'verify' | 'reject') => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Tooltip title={needsReason ? t('TRANSACTION_VERIFICATION.DETAIL.REJECT_NEEDS') : ''}>
        {/* A disabled button takes no hover: the span carries the tooltip. */}
        <span>
          <Button
            color="error"
            disabled={pending || needsReason}
            onClick={() => onDecide('reject')}
            data-testid="detail-reject"
          >
            {t('TRANSACTION_VERIFICATION.DETAIL.REJECT')}
          </Button>
        </span>
      </Tooltip>
      <Tooltip title={needsOrder ? t('TRANSACTION_VERIFICATION.DETAIL.VERIFY_NEEDS') : ''}>
        <span>
          <Button
            variant="contained"
            disabled={pending || needsOrder}
            onClick={() => onDecide('verify')}
            data-testid="detail-verify"
          >
            {t('TRANSACTION_VERIFICATION.DETAIL.VERIFY')}
          </Button>
        </span>
      </Tooltip>
    </>
  );
}

/** One bank transaction: its facts and history; an open one is verified (paying an order) or rejected. */
export function TransactionDetailDialog({
  id,
  timeZone,
  onClose,
}: {
  id: number | null;
  timeZone: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const detail = useTransactionDetail(id);
  const decide = useVerifyTransaction();
  const [soId, setSoId] = useState('');
  const [reason, setReason] = useState('');
  const data = detail.data && detail.data.id === id ? detail.data : undefined;
  useEffect(() => {
    setSoId(data?.soId ? String(data.soId) : '');
    setReason('');
  }, [data?.soId]);
  const open = data ? OPEN_TRANSACTION_STATUSES.includes(data.status) : false;
  // What each decision still needs, said under its field and on its greyed-out button: Verify the
  // order this transfer pays, Reject a reason.
  const needsOrder = soId === '';
  const needsReason = reason.trim() === '';
  const submit = (action: 'verify' | 'reject') => {
    if (!data) return;
    const order = Number(soId);
    decide.mutate(
      {
        id: data.id,
        action,
        ...(action === 'reject' ? { reason: reason.trim() } : {}),
        ...(action === 'verify' && Number.isInteger(order) && order > 0 ? { soId: order } : {}),
      },
      {
        onSuccess: () =>
          sessionEvents.emit({
            type: 'notify',
            severity: 'success',
            messageKey:
              action === 'verify' ? 'TRANSACTION_VERIFICATION.VERIFIED' : 'TRANSACTION_VERIFICATION.REJECTED',
          }),
      },
    );
  };
  return (
    <ActionDialog
      open={id !== null}
      onClose={onClose}
      testId="transaction-detail"
      titleSx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}
      title={
        <>
          {t('TRANSACTION_VERIFICATION.DETAIL.TITLE', { id: id ?? '' })}
          {data ? <TransactionStatusChip status={data.status} testId="detail-status" /> : null}
        </>
      }
      dividers
      extraActions={
        open ? (
          <DecisionButtons
            pending={decide.isPending}
            needsOrder={needsOrder}
            needsReason={needsReason}
            onDecide={submit}
          />
        ) : null
      }
      cancel={{ label: t('TRANSACTION_VERIFICATION.DETAIL.CLOSE'), testId: 'detail-close' }}
    >
      {data ? (
        <Stack spacing={2}>
          <Facts detail={data} timeZone={timeZone} />
          {open ? (
            <>
              <Divider />
              <Grid container spacing={2}>
                <Grid size={{ xs: 12, sm: 5 }}>
                  <TextField
                    size="small"
                    fullWidth
                    label={t('TRANSACTION_VERIFICATION.DETAIL.SO_ID_INPUT')}
                    value={soId}
                    onChange={(event) => setSoId(event.target.value.replace(/\D/g, '').slice(0, 9))}
                    helperText={needsOrder ? t('TRANSACTION_VERIFICATION.DETAIL.VERIFY_NEEDS') : ' '}
                    slotProps={{
                      htmlInput: { inputMode: 'numeric', 'data-testid': 'detail-so-input' },
                      formHelperText: { 'data-testid': 'detail-so-hint' } as object,
                    }}
                  />
                </Grid>
                <Grid size={{ xs: 12, sm: 7 }}>
                  <TextField
                    size="small"
                    fullWidth
                    label={t('TRANSACTION_VERIFICATION.DETAIL.REASON_INPUT')}
                    value={reason}
                    onChange={(event) => setReason(event.target.value)}
                    helperText={needsReason ? t('TRANSACTION_VERIFICATION.DETAIL.REJECT_NEEDS') : ' '}
                    slotProps={{
                      htmlInput: { maxLength: 500, 'data-testid': 'detail-reason-input' },
                      formHelperText: { 'data-testid': 'detail-reason-hint' } as object,
                    }}
                  />
                </Grid>
              </Grid>
            </>
          ) : null}
          <Events detail={data} timeZone={timeZone} />
        </Stack>
      ) : null}
    </ActionDialog>
  );
}
