import { type ManagedProduct, PRODUCT_TEXT_MAX } from '@leadline/contracts';
import { Alert, CircularProgress, DialogContentText, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEndpointQuery } from '../../shared/api/use-endpoint-query';
import { useNotify } from '../../shared/notifications/notifications';
import { ActionDialog } from '../../shared/ui/action-dialog';
import { useRestoreProduct, useTrashProduct } from './products-queries';

/**
 * Trash (SPEC.md 2.5 trash and warning dialogs): the server is asked what still uses the product;
 * when a combo, an open order or an active promotion does, the warning dialog names them and
 * its confirmation is sent with the trash (the server refuses without it). Otherwise a plain
 * confirmation. Either takes an optional note for the history.
 */
export function TrashDialogs({ product, onClose }: { product: ManagedProduct | null; onClose: () => void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const trash = useTrashProduct();
  const open = product !== null;
  const usage = useEndpointQuery(
    'productUsage',
    { params: { id: product?.prodId ?? 0 } },
    { enabled: open, localized: false, staleTime: 0 },
  );
  const [note, setNote] = useState('');
  useEffect(() => {
    if (open) setNote('');
  }, [open]);

  const inUse = usage.data?.inUse === true;
  const confirm = () => {
    if (!product) return;
    trash.mutate(
      { id: product.prodId, note: note.trim(), confirmUsed: inUse },
      {
        onSuccess: () => {
          notify('success', t('COMMON.SUCCEED'));
          onClose();
        },
      },
    );
  };
  const noteField = (
    <TextField
      fullWidth
      size="small"
      label={t('PRODUCTS.MANAGE.TRASH_NOTE')}
      value={note}
      onChange={(event) => setNote(event.target.value)}
      sx={{ mt: 2 }}
      slotProps={{ htmlInput: { maxLength: PRODUCT_TEXT_MAX.note, 'data-testid': 'trash-note' } }}
    />
  );
  const ready = open && usage.data !== undefined && !usage.isFetching;

  return (
    <ActionDialog
      open={open}
      onClose={onClose}
      busy={trash.isPending}
      testId={ready ? (inUse ? 'product-warning' : 'product-trash') : 'product-trash-loading'}
      title={
        inUse
          ? t('PRODUCTS.MANAGE.WARNING_TITLE')
          : t('PRODUCTS.MANAGE.TRASH_TITLE', { name: product?.prodName ?? '' })
      }
      cancel={{ label: t('COMMON.CANCEL') }}
      confirm={{
        label: inUse ? t('PRODUCTS.MANAGE.WARNING_CONFIRM') : t('PRODUCTS.MANAGE.TRASH'),
        color: inUse ? 'warning' : 'error',
        onClick: confirm,
        disabled: !ready,
        testId: 'trash-confirm',
      }}
    >
      {!ready ? (
        <CircularProgress size={24} />
      ) : inUse && usage.data ? (
        <>
          <Alert severity="warning" sx={{ mb: 2 }}>
            {t('PRODUCTS.MANAGE.TRASH_TITLE', { name: product?.prodName ?? '' })}
          </Alert>
          {usage.data.combos.length > 0 ? (
            <DialogContentText variant="body2">
              {t('PRODUCTS.MANAGE.WARNING_COMBOS', {
                names: usage.data.combos.map((combo) => combo.prodName).join(', '),
              })}
            </DialogContentText>
          ) : null}
          {usage.data.openOrders > 0 ? (
            <DialogContentText variant="body2">
              {t('PRODUCTS.MANAGE.WARNING_ORDERS', { count: usage.data.openOrders })}
            </DialogContentText>
          ) : null}
          {usage.data.promotions > 0 ? (
            <DialogContentText variant="body2">
              {t('PRODUCTS.MANAGE.WARNING_PROMOTIONS', { count: usage.data.promotions })}
            </DialogContentText>
          ) : null}
          <DialogContentText variant="body2" sx={{ mt: 1 }}>
            {t('PRODUCTS.MANAGE.WARNING_TEXT')}
          </DialogContentText>
          {noteField}
        </>
      ) : (
        <>
          <DialogContentText variant="body2">{t('PRODUCTS.MANAGE.TRASH_TEXT')}</DialogContentText>
          {noteField}
        </>
      )}
    </ActionDialog>
  );
}

/** Restore from trash: at once, 'Succeed!'; the product comes back inactive. */
export function useRestoreAction() {
  const { t } = useTranslation();
  const notify = useNotify();
  const restore = useRestoreProduct();
  return (product: ManagedProduct) =>
    restore.mutate(product.prodId, { onSuccess: () => notify('success', t('COMMON.SUCCEED')) });
}
