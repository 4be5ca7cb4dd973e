import { LEAD_DETAIL_CODE, type LeadData, type OrderDetail } from '@leadline/contracts';
import { TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api/http-client';
import { useNotify } from '../../shared/notifications/notifications';
import { ActionDialog } from '../../shared/ui/action-dialog';
import { useChangePhone } from './lead-detail-queries';
import { businessCode } from './use-order-edit-actions';

/**
 * The phone field's edit action (PUT lead/{id}/phone): the server normalises the number for the
 * lead's country; a refusal stays in the dialog with its message and nothing changes.
 */
export function PhoneDialog({
  lead,
  open,
  onClose,
  onChanged,
  onConflict,
}: {
  lead: LeadData;
  open: boolean;
  onClose: () => void;
  onChanged: (detail: OrderDetail) => void;
  onConflict: () => void;
}) {
  const { t } = useTranslation();
  const notify = useNotify();
  const change = useChangePhone();
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setPhone('');
    setError(null);
    onClose();
  };
  const submit = () => {
    if (!phone.trim() || change.isPending) return;
    change.mutate(
      { leadId: lead.leadId, body: { version: lead.version, phone: phone.trim() } },
      {
        onSuccess: (detail) => {
          notify('success', t('COMMON.SUCCEED'));
          onChanged(detail);
          close();
        },
        onError: (failure) => {
          if (businessCode(failure) === LEAD_DETAIL_CODE.CONFLICT) {
            notify('error', t('ORDER_EDIT.VERSION_CONFLICT'));
            onConflict();
            close();
            return;
          }
          setError(
            (failure instanceof ApiError && failure.envelope?.message) || t('ERRORS.CHECK_CONNECTION'),
          );
        },
      },
    );
  };

  return (
    <ActionDialog
      open={open}
      onClose={close}
      maxWidth="xs"
      testId="phone-dialog"
      title={t('ORDER_EDIT.PHONE.TITLE')}
      cancel={{ label: t('ORDER_EDIT.PHONE.CANCEL') }}
      confirm={{
        label: t('ORDER_EDIT.PHONE.SAVE'),
        onClick: submit,
        disabled: !phone.trim() || change.isPending,
        testId: 'phone-dialog-save',
      }}
    >
      <TextField
        autoFocus
        fullWidth
        size="small"
        margin="dense"
        label={t('ORDER_EDIT.PHONE.NEW')}
        placeholder={lead.phone}
        value={phone}
        onChange={(event) => {
          setPhone(event.target.value);
          setError(null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') submit();
        }}
        error={error !== null}
        helperText={error ?? t('ORDER_EDIT.PHONE.HINT')}
        slotProps={{ htmlInput: { maxLength: 32, inputMode: 'tel', 'data-testid': 'phone-dialog-input' } }}
      />
    </ActionDialog>
  );
}
