import type { ValidationRow } from '@leadline/contracts';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../shared/format/format';
import { amountDueOf } from './order-readiness';

/** The shortest reason the server takes (validateOrderSchema). */
const REASON_MIN = 3;

/**
 * "Ship before payment" (SHIP_BEFORE_PAYMENT_ROLES): a prepaid order whose transfer is not verified
 * is approved with a reason, audited by the server; its delivery order collects what is still due,
 * which the dialog says before anything is sent.
 */
export function ShipBeforePaymentDialog({
  order,
  busy,
  onConfirm,
  onClose,
}: {
  order: ValidationRow | null;
  busy: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const open = order !== null;
  useEffect(() => {
    if (open) {
      setReason('');
      setTouched(false);
    }
  }, [open]);
  const tooShort = reason.trim().length < REASON_MIN;
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" data-testid="ship-before-payment-dialog">
      <DialogTitle>
        {order ? t('VALIDATION.SHIP_BEFORE_PAYMENT.TITLE', { soId: order.soId }) : ''}
      </DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {order
            ? t('VALIDATION.SHIP_BEFORE_PAYMENT.TEXT', {
                due: formatAmount(amountDueOf(order), order.currency),
              })
            : ''}
        </DialogContentText>
        <TextField
          autoFocus
          fullWidth
          multiline
          minRows={2}
          required
          label={t('VALIDATION.SHIP_BEFORE_PAYMENT.REASON')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          onBlur={() => setTouched(true)}
          error={touched && tooShort}
          helperText={touched && tooShort ? t('MESSAGES.INPUT_FIELDS') : ' '}
          slotProps={{ htmlInput: { maxLength: 500, 'data-testid': 'ship-before-payment-reason' } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} color="inherit">
          {t('COMMON.CANCEL')}
        </Button>
        <Button
          variant="contained"
          color="warning"
          disabled={busy}
          onClick={() => {
            setTouched(true);
            if (!tooShort) onConfirm(reason.trim());
          }}
          data-testid="ship-before-payment-confirm"
        >
          {t('VALIDATION.SHIP_BEFORE_PAYMENT.CONFIRM')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
