import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../shared/notifications/notifications';
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
    <Dialog
      open={doId !== null}
      onClose={cancel.isPending ? undefined : onClose}
      maxWidth="xs"
      fullWidth
      data-testid="cancel-dialog"
    >
      <DialogTitle>{t('SHIPPING.CANCEL_DIALOG.TITLE', { doId: doId ?? '' })}</DialogTitle>
      <DialogContent>
        <DialogContentText variant="body2">{t('SHIPPING.CANCEL_DIALOG.TEXT')}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} color="inherit" disabled={cancel.isPending}>
          {t('SHIPPING.CANCEL_DIALOG.KEEP')}
        </Button>
        <Button
          variant="contained"
          color="error"
          onClick={confirm}
          disabled={cancel.isPending}
          data-testid="cancel-confirm"
        >
          {t('SHIPPING.CANCEL_DIALOG.CONFIRM')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
