import { useTranslation } from 'react-i18next';
import { useNotify } from '../../shared/notifications/notifications';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { useCancelDeliveryOrder } from './shipping-queries';

/**
 * Cancel a DO (SPEC.md 4, 8): 'Succeed!' and the list reloads; a refusal (a parcel already
 * picked, a send in flight) shows the server's message and keeps the dialog open.
 */
export function CancelDialog({ doId, onClose }: { doId: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const cancel = useCancelDeliveryOrder();
  const confirm = () => {
    if (doId === null) return;
    cancel.mutate(doId, {
      onSuccess: () => {
        notify('success', t('COMMON.SUCCEED'));
        onClose();
      },
    });
  };
  return (
    <ConfirmDialog
      open={doId !== null}
      onClose={onClose}
      busy={cancel.isPending}
      maxWidth="xs"
      testId="cancel-dialog"
      title={t('SHIPPING.CANCEL_DIALOG.TITLE', { doId: doId ?? '' })}
      text={t('SHIPPING.CANCEL_DIALOG.TEXT')}
      cancel={{ label: t('SHIPPING.CANCEL_DIALOG.KEEP') }}
      confirm={{ label: t('SHIPPING.CANCEL_DIALOG.CONFIRM'), color: 'error', testId: 'cancel-confirm' }}
      onConfirm={confirm}
    />
  );
}
