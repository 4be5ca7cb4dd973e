import type { PaymentQr } from '@leadline/contracts';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../shared/format/format';
import { PaymentQrImage } from './payment-qr-image';
import { useGenerateQr, useTransactionByLead } from './payment-qr-queries';

function Detail({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 500, wordBreak: 'break-all' }} data-testid={testId}>
        {value}
      </Typography>
    </Box>
  );
}

function QrCard({ qr }: { qr: PaymentQr }) {
  const { t } = useTranslation();
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2.5}
      sx={{ alignItems: { sm: 'center' } }}
      data-testid="payment-qr"
    >
      <PaymentQrImage payload={qr.payload} alt={t('PAYMENT_QR.IMAGE_ALT', { soId: qr.soId })} />
      <Stack spacing={1} sx={{ minWidth: 0 }}>
        <Detail
          label={t('PAYMENT_QR.BANK')}
          value={qr.bankName ?? t('PAYMENT_QR.PROMPTPAY')}
          testId="payment-qr-bank"
        />
        {qr.accountNumber ? <Detail label={t('PAYMENT_QR.ACCOUNT')} value={qr.accountNumber} /> : null}
        {qr.accountName ? <Detail label={t('PAYMENT_QR.ACCOUNT_NAME')} value={qr.accountName} /> : null}
        <Detail
          label={t('PAYMENT_QR.AMOUNT')}
          value={formatAmount(qr.amount, qr.currency)}
          testId="payment-qr-amount"
        />
        <Detail label={t('PAYMENT_QR.MEMO')} value={qr.reference} testId="payment-qr-memo" />
        <Typography variant="caption" color="text.secondary">
          {t('PAYMENT_QR.HINT')}
        </Typography>
      </Stack>
    </Stack>
  );
}

/**
 * The payment QR of the order edit screen (docs/payments.md), mounted by lead-detail in the
 * payment section when the order is paid before delivery: the server says whether the order may
 * be paid by QR; the QR carries the saved order's amount and reference. Bank transfer shows it on
 * demand; the "Payment QR code" method (`autoShow`) shows it at once, as the customer is to scan it.
 */
export function PaymentQrPanel({ leadId, autoShow = false }: { leadId: number; autoShow?: boolean }) {
  const { t } = useTranslation();
  const info = useTransactionByLead(leadId);
  const generate = useGenerateQr(leadId);
  const [shown, setShown] = useState(false);
  const allowed = info.data?.allowQrCode === true;
  const { mutate } = generate;
  // Once the server allows it, the QR method draws the QR without a click (once per panel).
  useEffect(() => {
    if (autoShow && allowed) {
      mutate();
      setShown(true);
    }
  }, [autoShow, allowed, mutate]);
  if (!info.data) return null;
  const { allowQrCode, color, message } = info.data;
  return (
    <Box data-testid="payment-qr-panel" sx={{ mt: 2 }}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', mb: shown ? 2 : 0, flexWrap: 'wrap', rowGap: 1 }}
      >
        <Typography variant="subtitle2">{t('PAYMENT_QR.TITLE')}</Typography>
        {allowQrCode ? (
          <Button
            size="small"
            variant={shown ? 'text' : 'outlined'}
            disabled={generate.isPending}
            onClick={() => {
              // The order may have been saved since the screen opened: ask both again.
              if (!shown) {
                void info.refetch();
                generate.mutate();
              }
              setShown(!shown);
            }}
            data-testid="payment-qr-toggle"
          >
            {t(shown ? 'PAYMENT_QR.HIDE' : 'PAYMENT_QR.SHOW')}
          </Button>
        ) : null}
      </Stack>
      {!allowQrCode ? (
        <Alert severity={color} variant="outlined" sx={{ mt: 1 }} data-testid="payment-qr-message">
          {t(message)}
        </Alert>
      ) : null}
      {shown && generate.data ? <QrCard qr={generate.data} /> : null}
      {shown && generate.isError ? (
        <Alert severity="error" variant="outlined">
          {t('PAYMENT_QR.ERROR.NOT_AVAILABLE')}
        </Alert>
      ) : null}
    </Box>
  );
}
