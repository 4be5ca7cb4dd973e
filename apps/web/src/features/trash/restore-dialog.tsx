import { RESTORE_NOTE_MAX, type TrashRow } from '@leadline/contracts';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../shared/notifications/notifications';
import { useRestoreLead } from './trash-queries';

/**
 * Restore from trash (SPEC.md 4, 8): the reason is required; on success 'Succeed!', the dialog
 * closes and the lists reload. A refusal (a stale version, a lead already restored) shows the
 * server's message and keeps the dialog open.
 */
export function RestoreDialog({
  lead,
  onClose,
  onDone,
}: {
  lead: Pick<TrashRow, 'leadId' | 'customerName' | 'previousStatus' | 'version'> | null;
  onClose: () => void;
  onDone?: () => void;
}) {
  const { t } = useTranslation();
  const notify = useNotify();
  const restore = useRestoreLead();
  const [note, setNote] = useState('');
  const [touched, setTouched] = useState(false);
  const open = lead !== null;

  useEffect(() => {
    if (open) {
      setNote('');
      setTouched(false);
    }
  }, [open]);

  const missing = note.trim() === '';
  const confirm = () => {
    setTouched(true);
    if (!lead || missing) return;
    restore.mutate(
      { leadId: lead.leadId, version: lead.version, note: note.trim() },
      {
        onSuccess: () => {
          notify('success', t('COMMON.SUCCEED'));
          onClose();
          onDone?.();
        },
      },
    );
  };

  return (
    <Dialog
      open={open}
      onClose={restore.isPending ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      data-testid="restore-dialog"
    >
      <DialogTitle>{t('TRASH.RESTORE.TITLE', { leadId: lead?.leadId ?? '' })}</DialogTitle>
      <DialogContent>
        <DialogContentText variant="body2" sx={{ mb: 2 }}>
          {t('TRASH.RESTORE.TEXT', {
            customer: lead?.customerName ?? '',
            status: lead?.previousStatus.name ?? '',
          })}
        </DialogContentText>
        <TextField
          autoFocus
          required
          fullWidth
          multiline
          minRows={3}
          label={t('TRASH.RESTORE.NOTE')}
          placeholder={t('TRASH.RESTORE.NOTE_PLACEHOLDER')}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          onBlur={() => setTouched(true)}
          error={touched && missing}
          helperText={touched && missing ? t('TRASH.RESTORE.NOTE_REQUIRED') : ' '}
          disabled={restore.isPending}
          slotProps={{ htmlInput: { maxLength: RESTORE_NOTE_MAX, 'data-testid': 'restore-note' } }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={restore.isPending} color="inherit">
          {t('TRASH.RESTORE.CANCEL')}
        </Button>
        <Button
          variant="contained"
          onClick={confirm}
          disabled={restore.isPending}
          data-testid="restore-confirm"
        >
          {t('TRASH.RESTORE.CONFIRM')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
