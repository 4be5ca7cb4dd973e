import { BANK_TRANSFER_CODE, currencyDecimals } from '@leadline/contracts';
import { Alert, Box, Grid, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../shared/format/format';
import { usePaymentMethods } from '../../shared/reference/use-reference-lists';
import { type DiscountKind, orderDiscount, type PaymentForm } from './edit-form';
import { type Choice, ChoiceField } from './form-fields';

/** The code of the chosen payment method (COD, BANK_TRANSFER, QR), null before one is chosen. */
export function usePaymentCode(paymentMethodId: number | null): string | null {
  const methods = usePaymentMethods();
  return (methods.data ?? []).find((method) => method.id === paymentMethodId)?.code ?? null;
}

/** Whether the chosen payment method is a bank transfer (its details, if any, go with the order). */
export function useIsTransfer(paymentMethodId: number | null): boolean {
  return usePaymentCode(paymentMethodId) === BANK_TRANSFER_CODE;
}

/**
 * A prepaid order (bank transfer, QR): nothing to type. The customer pays with the QR's memo; the
 * bank feed matches the transfer to the order and finance verifies it (docs/payments.md).
 */
export function PrepaidInfo() {
  const { t } = useTranslation();
  return (
    <Alert severity="info" variant="outlined" data-testid="prepaid-info">
      {t('ORDER_EDIT.PAYMENT.TRANSFER_INFO')}
    </Alert>
  );
}

/** The order discount: none, a percent (≤ 100) or an amount (≤ the subtotal), with the totals. */
export function DiscountFields({
  form,
  onChange,
  subtotal,
  currency,
}: {
  form: PaymentForm;
  onChange: (patch: Partial<PaymentForm>) => void;
  subtotal: number;
  currency: string;
}) {
  const { t } = useTranslation();
  const decimals = currencyDecimals(currency);
  const result = orderDiscount(form, subtotal, decimals);
  const kinds: Choice<DiscountKind>[] = [
    { value: 'none', label: t('ORDER_EDIT.DISCOUNT.NONE') },
    { value: 'percent', label: t('ORDER_EDIT.DISCOUNT.PERCENT') },
    { value: 'amount', label: t('ORDER_EDIT.DISCOUNT.AMOUNT') },
  ];
  const money = (value: number) => formatAmount(value, currency);
  return (
    <Grid container spacing={2} sx={{ alignItems: 'flex-start' }} data-testid="order-discount">
      <Grid size={{ xs: 12, sm: 4 }}>
        <ChoiceField
          label={t('ORDER_EDIT.DISCOUNT.KIND')}
          value={form.discountKind}
          options={kinds}
          onChange={(discountKind) => onChange({ discountKind, discountValue: '' })}
          testId="order-edit-discount-kind"
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <TextField
          size="small"
          fullWidth
          type="number"
          disabled={form.discountKind === 'none'}
          label={t('ORDER_EDIT.DISCOUNT.VALUE')}
          value={form.discountValue}
          onChange={(event) => onChange({ discountValue: event.target.value })}
          error={!result.ok}
          helperText={result.ok ? ' ' : t(result.error)}
          slotProps={{ htmlInput: { min: 0, step: 'any', 'data-testid': 'order-edit-discount-value' } }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <Box sx={{ textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
          <Typography variant="body2" color="text.secondary">
            {t('ORDER_EDIT.DISCOUNT.SUBTOTAL')}: {money(subtotal)}
          </Typography>
          <Typography variant="subtitle2" data-testid="order-total-after-discount">
            {t('ORDER_EDIT.DISCOUNT.TOTAL_AFTER')}: {money(subtotal - (result.ok ? result.discount : 0))}
          </Typography>
        </Box>
      </Grid>
    </Grid>
  );
}
