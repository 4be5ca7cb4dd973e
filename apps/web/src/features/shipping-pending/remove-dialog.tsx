import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../shared/notifications/notifications';
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
    <Dialog open={doIds !== null} onClose={onClose} maxWidth="xs" fullWidth data-testid="remove-dialog">
      <DialogTitle>{t('SHIPPING_PENDING.REMOVE.TITLE', { count: doIds?.length ?? 0 })}</DialogTitle>
      <DialogContent>
        <Typography variant="body2">{t('SHIPPING_PENDING.REMOVE.TEXT')}</Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} color="inherit">
          {t('COMMON.CANCEL')}
        </Button>
        <Button
          variant="contained"
          color="error"
          onClick={submit}
          disabled={remove.isPending}
          data-testid="remove-confirm"
        >
          {t('SHIPPING_PENDING.REMOVE.CONFIRM')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
