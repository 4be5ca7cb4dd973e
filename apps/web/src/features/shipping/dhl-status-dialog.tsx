import { DHL_MANUAL_STATUSES, type ShippingRow } from '@leadline/contracts';
import { Stack, TextField } from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../shared/list/filter-fields';
import { useNotify } from '../../shared/notifications/notifications';
import { useDoStatuses } from '../../shared/reference/use-reference-lists';
import { ActionDialog } from '../../shared/ui/action-dialog';
import { useChangeDhlStatus } from './shipping-queries';

/** DHL change status (SPEC.md 7.5): a person sets what DHL said; 'Succeed!' and the list reloads. */
export function DhlStatusDialog({ row, onClose }: { row: ShippingRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const change = useChangeDhlStatus();
  const { data: doStatuses } = useDoStatuses();
  const [status, setStatus] = useState<number | ''>('');
  const [note, setNote] = useState('');
  useEffect(() => {
    if (row) {
      setStatus('');
      setNote('');
    }
  }, [row]);
  const options = useMemo(
    () =>
      (doStatuses ?? [])
        .filter((item) => (DHL_MANUAL_STATUSES as readonly number[]).includes(item.value))
        .filter((item) => item.value !== row?.status.value)
        .map((item) => ({ value: item.value, label: item.localizedName || item.name })),
    [doStatuses, row],
  );
  const save = () => {
    if (!row || status === '') return;
    change.mutate(
      { doId: row.doId, status, note: note.trim() || undefined },
      {
        onSuccess: () => {
          notify('success', t('COMMON.SUCCEED'));
          onClose();
        },
      },
    );
  };
  return (
    <ActionDialog
      open={row !== null}
      onClose={onClose}
      busy={change.isPending}
      maxWidth="xs"
      testId="dhl-status-dialog"
      title={t('SHIPPING.STATUS_DIALOG.TITLE', { doId: row?.doId ?? '' })}
      cancel={{ label: t('SHIPPING.STATUS_DIALOG.CLOSE') }}
      confirm={{
        label: t('SHIPPING.STATUS_DIALOG.SAVE'),
        onClick: save,
        disabled: status === '',
        testId: 'dhl-status-save',
      }}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <SelectField
          label={t('SHIPPING.STATUS_DIALOG.STATUS')}
          value={status}
          options={options}
          onChange={setStatus}
          testId="dhl-status"
        />
        <TextField
          size="small"
          fullWidth
          multiline
          minRows={2}
          label={t('SHIPPING.STATUS_DIALOG.NOTE')}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
      </Stack>
    </ActionDialog>
  );
}
