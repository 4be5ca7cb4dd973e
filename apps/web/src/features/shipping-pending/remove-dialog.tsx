import { useTranslation } from 'react-i18next';
import { useNotify } from '../../shared/notifications/notifications';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { useRemove } from './shipping-pending-queries';

/** Remove DO, confirmed: 'Succeed!' only when the answer is data true, else 'Failed' (SPEC.md 5, 8). */
export function RemoveDialog({
  doIds,
  onClose,
  onDone,
}: {
  doIds: number[] | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const notify = useNotify();
  const remove = useRemove();
  const submit = async () => {
    if (!doIds) return;
    try {
      const removed = await remove.mutateAsync({ doIds });
      if (removed === true) {
        notify('success', t('COMMON.SUCCEED'));
        onDone();
      } else notify('error', t('COMMON.FAILED'));
    } catch {
      notify('error', t('COMMON.FAILED'));
    }
    onClose();
  };
  return (
    <ConfirmDialog
      open={doIds !== null}
      onClose={onClose}
      maxWidth="xs"
      testId="remove-dialog"
      title={t('SHIPPING_PENDING.REMOVE.TITLE', { count: doIds?.length ?? 0 })}
      text={t('SHIPPING_PENDING.REMOVE.TEXT')}
      cancel={{ label: t('COMMON.CANCEL') }}
      confirm={{
        label: t('SHIPPING_PENDING.REMOVE.CONFIRM'),
        color: 'error',
        disabled: remove.isPending,
        testId: 'remove-confirm',
      }}
      onConfirm={submit}
    />
  );
}
