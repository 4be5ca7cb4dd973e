import { availableDeliveryTimings, DELIVERY_TIMINGS, type DeliveryTiming } from '@leadline/contracts';
import {
  FormControl,
  FormControlLabel,
  FormLabel,
  Grid,
  MenuItem,
  Paper,
  Radio,
  RadioGroup,
  TextField,
} from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePaymentMethodOptions } from '../orders/use-filter-options';
import type { EditForm } from './edit-form';
import { SectionTitle } from './lead-data-section';
import { shownValue } from './status-section';

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

/** Payment method (required for Approved) and delivery timing, open by the org's clock. */
export function PaymentDeliverySection({
  form,
  onChange,
  timeZone,
  required,
}: {
  form: EditForm;
  onChange: (patch: Partial<EditForm>) => void;
  timeZone: string;
  required: boolean;
}) {
  const { t } = useTranslation();
  const payments = usePaymentMethodOptions();
  const now = useNow();
  const open = useMemo(() => availableDeliveryTimings(now, timeZone), [now, timeZone]);

  // A timing that closed while the screen was open falls back to standard.
  useEffect(() => {
    if (!open[form.deliveryTiming]) onChange({ deliveryTiming: 'STANDARD' });
  }, [open, form.deliveryTiming, onChange]);

  return (
    <Paper variant="outlined" sx={{ p: 2.5 }} data-testid="order-edit-payment">
      <SectionTitle>{t('ORDER_EDIT.SECTION.PAYMENT_DELIVERY')}</SectionTitle>
      <Grid container spacing={2} sx={{ alignItems: 'center' }}>
        <Grid size={{ xs: 12, md: 5 }}>
          <TextField
            select
            size="small"
            fullWidth
            required={required}
            label={t('ORDER_EDIT.FIELD.PAYMENT_METHOD')}
            value={shownValue(form.paymentMethodId, payments)}
            onChange={(event) => onChange({ paymentMethodId: Number(event.target.value) })}
            data-testid="order-edit-payment-method"
          >
            {payments.map((option) => (
              <MenuItem key={option.value} value={option.value}>
                {option.label}
              </MenuItem>
            ))}
          </TextField>
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
    </Paper>
  );
}
