import { POSTBACK_STATUSES, type PostbackSendResult, type PostbackStatus } from '@leadline/contracts';
import { MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../shared/ui/action-dialog';
import { useManualPostback } from './postbacks-queries';

/** SPEC.md 7.9 manual postback: a lead and an outcome; the answer goes to the result toast. */
export function ManualPostbackDialog({
  open,
  onClose,
  onDone,
}: {
  open: boolean;
  onClose: () => void;
  onDone: (result: PostbackSendResult) => void;
}) {
  const { t } = useTranslation();
  const manual = useManualPostback();
  const [leadId, setLeadId] = useState('');
  const [status, setStatus] = useState<PostbackStatus>('approved');
  const id = Number(leadId);
  const valid = /^\d{1,9}$/.test(leadId) && id > 0;
  const submit = async () => {
    if (!valid) return;
    try {
      onDone(await manual.mutateAsync({ leadId: id, status }));
      onClose();
    } catch {
      // The refusal's message is shown by the response handling (SPEC.md 8); the dialog stays.
    }
  };
  return (
    <ActionDialog
      open={open}
      onClose={onClose}
      maxWidth="xs"
      testId="manual-dialog"
      title={t('POSTBACKS.MANUAL.TITLE')}
      cancel={{ label: t('COMMON.CANCEL') }}
      confirm={{
        label: t('POSTBACKS.MANUAL.CONFIRM'),
        onClick: submit,
        disabled: !valid || manual.isPending,
        testId: 'manual-confirm',
      }}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <Typography variant="body2">{t('POSTBACKS.MANUAL.TEXT')}</Typography>
        <TextField
          size="small"
          label={t('POSTBACKS.MANUAL.LEAD_ID')}
          value={leadId}
          onChange={(event) => setLeadId(event.target.value.replace(/\D/g, '').slice(0, 9))}
          slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'manual-lead' } }}
        />
        <TextField
          select
          size="small"
          label={t('POSTBACKS.MANUAL.STATUS')}
          value={status}
          onChange={(event) => setStatus(event.target.value as PostbackStatus)}
          slotProps={{ htmlInput: { 'data-testid': 'manual-status' } }}
        >
          {POSTBACK_STATUSES.map((value) => (
            <MenuItem key={value} value={value}>
              {t(`POSTBACKS.STATUS.${value}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
    </ActionDialog>
  );
}
