import type { ValidationRow } from '@leadline/contracts';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../shared/format/format';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
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
  return (
    <ConfirmDialog
      open={order !== null}
      onClose={onClose}
      testId="ship-before-payment-dialog"
      title={order ? t('VALIDATION.SHIP_BEFORE_PAYMENT.TITLE', { soId: order.soId }) : ''}
      text={
        order
          ? t('VALIDATION.SHIP_BEFORE_PAYMENT.TEXT', {
              due: formatAmount(amountDueOf(order), order.currency),
            })
          : ''
      }
      reason={{
        label: t('VALIDATION.SHIP_BEFORE_PAYMENT.REASON'),
        minLength: REASON_MIN,
        maxLength: 500,
        minRows: 2,
        errorText: t('MESSAGES.INPUT_FIELDS'),
        testId: 'ship-before-payment-reason',
      }}
      cancel={{ label: t('COMMON.CANCEL') }}
      confirm={{
        label: t('VALIDATION.SHIP_BEFORE_PAYMENT.CONFIRM'),
        color: 'warning',
        disabled: busy,
        testId: 'ship-before-payment-confirm',
      }}
      onConfirm={onConfirm}
    />
  );
}
