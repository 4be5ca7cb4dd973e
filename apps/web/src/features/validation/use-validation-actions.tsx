import type { ValidateOrderInput, ValidateResult, ValidationRow } from '@leadline/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../shared/notifications/notifications';
import { RecordingsDialog } from './recordings-dialog';
import { CancelDialog, DelayDialog } from './validation-dialogs';
import { useValidateOrder } from './validation-queries';

type Dialog = { kind: 'delay' | 'cancel' | 'calls'; order: ValidationRow } | null;

export interface ValidationActions {
  approve: (order: ValidationRow) => void;
  approveLater: (order: ValidationRow) => void;
  cancel: (order: ValidationRow) => void;
  play: (order: ValidationRow) => void;
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
  const close = () => setDialog(null);

  const send = (
    order: ValidationRow,
    input: Pick<ValidateOrderInput, 'action' | 'reasonId' | 'createDoAt'>,
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
      <RecordingsDialog order={of('calls')} timeZone={timeZone} onClose={close} />
    </>
  );
  return { actions, dialogs };
}
