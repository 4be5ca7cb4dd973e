import {
  SHIP_BEFORE_PAYMENT_ROLES,
  type ValidateOrderInput,
  type ValidateResult,
  type ValidationRow,
} from '@leadline/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../shared/notifications/notifications';
import { useSession } from '../../shared/session/session';
import { RecordingsDialog } from './recordings-dialog';
import { ShipBeforePaymentDialog } from './ship-before-payment-dialog';
import { CancelDialog, DelayDialog } from './validation-dialogs';
import { useValidateOrder } from './validation-queries';

type Dialog = { kind: 'delay' | 'cancel' | 'calls' | 'ship'; order: ValidationRow } | null;

export interface ValidationActions {
  approve: (order: ValidationRow) => void;
  approveLater: (order: ValidationRow) => void;
  cancel: (order: ValidationRow) => void;
  play: (order: ValidationRow) => void;
  /** Approve a prepaid order before its transfer is verified, with a reason (its dialog). */
  shipBeforePayment: (order: ValidationRow) => void;
  /** The user holds a role of SHIP_BEFORE_PAYMENT_ROLES (the server checks it again). */
  canShipBeforePayment: boolean;
  /** A validation is being sent: the buttons wait. */
  busy: boolean;
}

/**
 * The actions of the list and the detail pages, with their dialogs: approve now, approve later
 * (the delayed create-DO dialog), cancel with a reason, play the lead's recordings. Each
 * validation shows 'Succeed!', closes its dialog and reloads the list (SPEC.md 4); a refusal shows
 * the server's message (SPEC.md 8) and keeps the dialog open.
 */
export function useValidationActions(timeZone: string, onValidated?: (result: ValidateResult) => void) {
  const { t } = useTranslation();
  const notify = useNotify();
  const validate = useValidateOrder();
  const [dialog, setDialog] = useState<Dialog>(null);
  const roles = useSession().me?.info.roles ?? [];
  const close = () => setDialog(null);

  const send = (
    order: ValidationRow,
    input: Pick<ValidateOrderInput, 'action' | 'reasonId' | 'createDoAt' | 'shipBeforePaymentReason'>,
  ) =>
    validate.mutate(
      { soId: order.soId, version: order.version, ...input },
      {
        onSuccess: (result) => {
          notify('success', t('COMMON.SUCCEED'));
          close();
          onValidated?.(result);
        },
      },
    );

  const actions: ValidationActions = {
    approve: (order) => send(order, { action: 'approve' }),
    approveLater: (order) => setDialog({ kind: 'delay', order }),
    cancel: (order) => setDialog({ kind: 'cancel', order }),
    play: (order) => setDialog({ kind: 'calls', order }),
    shipBeforePayment: (order) => setDialog({ kind: 'ship', order }),
    canShipBeforePayment: roles.some((role) =>
      (SHIP_BEFORE_PAYMENT_ROLES as readonly number[]).includes(role),
    ),
    busy: validate.isPending,
  };
  const of = (kind: NonNullable<Dialog>['kind']) => (dialog?.kind === kind ? dialog.order : null);

  const dialogs = (
    <>
      <DelayDialog
        order={of('delay')}
        timeZone={timeZone}
        busy={validate.isPending}
        onClose={close}
        onConfirm={(createDoAt) => dialog && send(dialog.order, { action: 'approve', createDoAt })}
      />
      <CancelDialog
        order={of('cancel')}
        busy={validate.isPending}
        onClose={close}
        onConfirm={(reasonId) => dialog && send(dialog.order, { action: 'cancel', reasonId })}
      />
      <ShipBeforePaymentDialog
        order={of('ship')}
        busy={validate.isPending}
        onClose={close}
        onConfirm={(reason) =>
          dialog && send(dialog.order, { action: 'approve', shipBeforePaymentReason: reason })
        }
      />
      <RecordingsDialog order={of('calls')} timeZone={timeZone} onClose={close} />
    </>
  );
  return { actions, dialogs };
}
