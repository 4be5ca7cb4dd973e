import {
  ADDRESS_FIELD_LABEL_KEYS,
  type PaymentState,
  SO_STATUS,
  type ValidationRow,
} from '@leadline/contracts';
import { LocationOffOutlined } from '@mui/icons-material';
import { Alert, alpha, Chip, Stack } from '@mui/material';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../shared/format/format';

const PAYMENT_TONE: Record<PaymentState, 'info' | 'success' | 'warning'> = {
  cod: 'info',
  paid: 'success',
  awaiting_transfer: 'warning',
};

/** The missing address fields by their screen names ('Ward / Commune, Street address'). */
export const missingAddressText = (order: Pick<ValidationRow, 'missingAddress'>, t: TFunction) =>
  order.missingAddress.map((field) => t(ADDRESS_FIELD_LABEL_KEYS[field])).join(', ');

/** What the courier would collect for the order if it shipped now. */
export const amountDueOf = (order: ValidationRow) =>
  order.paymentState === 'cod' ? order.amount : Math.max(0, order.amount - order.verifiedAmount);

/** How the order is paid: COD, paid and verified, or awaiting transfer (docs/validation.md). */
export function PaymentStateChip({ order }: { order: ValidationRow }) {
  const { t } = useTranslation();
  const tone = PAYMENT_TONE[order.paymentState];
  const label = t(`VALIDATION.PAYMENT_STATE.${order.paymentState}`);
  return (
    <Chip
      size="small"
      label={label}
      title={`${order.paymentMethod.name}: ${label}`}
      data-testid="payment-state"
      data-state={order.paymentState}
      sx={(theme) => ({
        height: 20,
        maxWidth: 150,
        fontWeight: 500,
        bgcolor: alpha(theme.palette[tone].main, theme.palette.mode === 'dark' ? 0.24 : 0.12),
        color: theme.palette.mode === 'dark' ? theme.palette[tone].light : theme.palette[tone].dark,
      })}
    />
  );
}

/** The list's warning: the address lacks what a courier needs (shown while the order waits). */
export function AddressWarningChip({ order }: { order: ValidationRow }) {
  const { t } = useTranslation();
  if (order.missingAddress.length === 0 || order.status.value !== SO_STATUS.PENDING) return null;
  const text = t('VALIDATION.BLOCK.ADDRESS', { fields: missingAddressText(order, t) });
  return (
    <Chip
      size="small"
      color="error"
      variant="outlined"
      icon={<LocationOffOutlined />}
      label={text}
      title={text}
      data-testid="address-warning"
      sx={{ height: 20, maxWidth: 170, mt: 0.25 }}
    />
  );
}

/** A line or an order short of stock: red outlined, as small as the row's other chips. */
export function OutOfStockChip({ gap, testId }: { gap: { ml: number } | { mt: number }; testId: string }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      color="error"
      variant="outlined"
      label={t('VALIDATION.COLUMN.OUT_OF_STOCK')}
      sx={{ height: 20, ...gap }}
      data-testid={testId}
    />
  );
}

/** The detail page's warnings: why the order cannot be approved yet, and how to get there. */
export function ReadinessAlerts({ order }: { order: ValidationRow }) {
  const { t } = useTranslation();
  if (order.status.value !== SO_STATUS.PENDING) return null;
  const address = order.missingAddress.length > 0;
  const awaiting = order.paymentState === 'awaiting_transfer';
  if (!address && !awaiting) return null;
  return (
    <Stack spacing={1}>
      {address ? (
        <Alert severity="error" data-testid="validation-detail-address">
          {t('VALIDATION.BLOCK.ADDRESS', { fields: missingAddressText(order, t) })}.{' '}
          {t('VALIDATION.BLOCK.ADDRESS_HINT')}
        </Alert>
      ) : null}
      {awaiting ? (
        <Alert severity="warning" data-testid="validation-detail-awaiting-transfer">
          {t('VALIDATION.PAYMENT_STATE.awaiting_transfer')} (
          {formatAmount(order.verifiedAmount, order.currency)} / {formatAmount(order.amount, order.currency)}
          ). {t('VALIDATION.BLOCK.AWAITING_TRANSFER_HINT')}
        </Alert>
      ) : null}
    </Stack>
  );
}
