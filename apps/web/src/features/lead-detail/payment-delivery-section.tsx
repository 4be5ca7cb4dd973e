import {
  availableDeliveryTimings,
  DELIVERY_TIMINGS,
  type DeliveryTiming,
  isPrepaidMethod,
  QR_PAYMENT_CODE,
} from '@leadline/contracts';
import {
  Alert,
  Divider,
  FormControl,
  FormControlLabel,
  FormLabel,
  Grid,
  Paper,
  Radio,
  RadioGroup,
} from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePaymentMethods } from '../../shared/reference/use-reference-lists';
import { PaymentQrPanel } from '../payment-qr';
import type { PaymentForm } from './edit-form';
import { ChoiceField, SectionTitle } from './form-fields';
import { DiscountFields, PrepaidInfo, usePaymentCode } from './payment-extras';

const TIMING_KEYS: Record<DeliveryTiming, string> = {
  SAME_DAY: 'ORDER_EDIT.DELIVERY.SAME_DAY',
  NEXT_DAY: 'ORDER_EDIT.DELIVERY.NEXT_DAY',
  STANDARD: 'ORDER_EDIT.DELIVERY.STANDARD',
};

/** The clock of SPEC.md 5's delivery timing, ticking each minute so a cut-off closes its option. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/**
 * Payment method (required for an order), a prepaid order's QR, the order discount and the
 * delivery timing open by the org's clock; a payment problem shows EDITORDER.PAYMENT_MESSAGE.
 */
export function PaymentDeliverySection({
  form,
  onChange,
  timeZone,
  required,
  currency,
  subtotal,
  paymentProblem,
  leadId,
}: {
  form: PaymentForm;
  onChange: (patch: Partial<PaymentForm>) => void;
  timeZone: string;
  required: boolean;
  currency: string;
  subtotal: number;
  paymentProblem: boolean;
  /** The saved lead (edit screen): its bank transfer offers the payment QR. */
  leadId?: number;
}) {
  const { t } = useTranslation();
  const methods = usePaymentMethods();
  const payments = (methods.data ?? []).map((method) => ({
    value: method.id,
    label: method.localizedName || method.name,
  }));
  const paymentCode = usePaymentCode(form.paymentMethodId);
  const prepaid = paymentCode !== null && isPrepaidMethod(paymentCode);
  const now = useNow();
  const open = useMemo(() => availableDeliveryTimings(now, timeZone), [now, timeZone]);

  // A timing that closed while the screen was open falls back to standard.
  useEffect(() => {
    if (!open[form.deliveryTiming]) onChange({ deliveryTiming: 'STANDARD' });
  }, [open, form.deliveryTiming, onChange]);

  return (
    <Paper variant="outlined" sx={{ p: 2.5 }} data-testid="order-edit-payment">
      <SectionTitle>{t('ORDER_EDIT.SECTION.PAYMENT_DELIVERY')}</SectionTitle>
      {paymentProblem ? (
        <Alert severity="error" sx={{ mb: 2 }} data-testid="payment-problem">
          {t('EDITORDER.PAYMENT_MESSAGE')}
        </Alert>
      ) : null}
      <Grid container spacing={2} sx={{ alignItems: 'center' }}>
        <Grid size={{ xs: 12, md: 5 }}>
          <ChoiceField
            required={required}
            label={t('ORDER_EDIT.FIELD.PAYMENT_METHOD')}
            value={form.paymentMethodId}
            options={payments}
            onChange={(paymentMethodId) => onChange({ paymentMethodId })}
            testId="order-edit-payment-method"
          />
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <FormControl>
            <FormLabel id="delivery-timing-label" sx={{ typography: 'body2' }}>
              {t('ORDER_EDIT.FIELD.DELIVERY_TIMING')}
            </FormLabel>
            <RadioGroup
              row
              aria-labelledby="delivery-timing-label"
              value={form.deliveryTiming}
              onChange={(event) => onChange({ deliveryTiming: event.target.value as DeliveryTiming })}
              data-testid="order-edit-delivery-timing"
            >
              {DELIVERY_TIMINGS.map((timing) => (
                <FormControlLabel
                  key={timing}
                  value={timing}
                  disabled={!open[timing]}
                  control={<Radio size="small" />}
                  label={t(TIMING_KEYS[timing])}
                />
              ))}
            </RadioGroup>
          </FormControl>
        </Grid>
      </Grid>
      {prepaid ? (
        <>
          <Divider sx={{ my: 2 }} />
          <PrepaidInfo />
          {leadId === undefined ? null : (
            <PaymentQrPanel
              // A new mount per method: choosing "Payment QR code" draws the QR at once.
              key={paymentCode ?? ''}
              leadId={leadId}
              autoShow={paymentCode === QR_PAYMENT_CODE}
            />
          )}
        </>
      ) : null}
      <Divider sx={{ my: 2 }} />
      <DiscountFields form={form} onChange={onChange} subtotal={subtotal} currency={currency} />
    </Paper>
  );
}
