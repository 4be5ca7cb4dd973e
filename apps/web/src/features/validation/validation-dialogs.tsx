import type { ValidationRow } from '@leadline/contracts';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControl,
  FormHelperText,
  InputLabel,
  MenuItem,
  Select,
} from '@mui/material';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTimeInput } from '../../shared/ui/date-time-input';
import { useCancelReasonOptions } from './validation-queries';

type Order = Pick<ValidationRow, 'soId' | 'customerName'>;

const HOUR_MS = 3_600_000;

/**
 * The delayed create-DO dialog (SPEC.md 2.5): a date and time of the org's wall clock, in the
 * future ('Time is not correct, please choose it again.' otherwise, SPEC.md 5). The server holds
 * the same rule; its refusal is shown by the response handling and the dialog stays open.
 */
export function DelayDialog({
  order,
  timeZone,
  busy,
  onConfirm,
  onClose,
}: {
  order: Order | null;
  timeZone: string;
  busy: boolean;
  onConfirm: (createDoAt: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const [error, setError] = useState(false);
  const open = order !== null;

  useEffect(() => {
    if (open) {
      // Tomorrow at this hour: a usual choice, and clearly in the future.
      setValue(new Date(Math.floor((Date.now() + 24 * HOUR_MS) / 60_000) * 60_000).toISOString());
      setError(false);
    }
  }, [open]);

  const confirm = () => {
    // The input reads the time on the org's wall clock (DOMAIN.md), not the browser's: a validator
    // abroad still picks the warehouse's 08:00.
    const at = value ? new Date(value) : null;
    if (!at || Number.isNaN(at.getTime()) || at.getTime() <= Date.now()) {
      setError(true);
      return;
    }
    onConfirm(at.toISOString());
  };

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      fullWidth
      maxWidth="xs"
      data-testid="delay-dialog"
    >
      <DialogTitle>{t('VALIDATION.DELAY_TITLE')}</DialogTitle>
      <DialogContent>
        <DialogContentText variant="body2" sx={{ mb: 2 }}>
          {t('VALIDATION.DELAY.TEXT', { soId: order?.soId ?? '', timeZone })}
        </DialogContentText>
        <DateTimeInput
          required
          label={t('VALIDATION.DELAY.AT')}
          value={value}
          onChange={(next) => {
            setValue(next);
            setError(false);
          }}
          error={error}
          helperText={error ? t('MESSAGES.TIME_NOT_CORRECT') : ' '}
          testId="delay-at"
          timeZone={timeZone}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={busy} color="inherit">
          {t('COMMON.CANCEL')}
        </Button>
        <Button variant="contained" onClick={confirm} disabled={busy} data-testid="delay-confirm">
          {t('VALIDATION.DELAY.CONFIRM')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * Cancel with a reason of synonym list 49; none chosen shows 'Please choose the reason.' (SPEC.md
 * 5) and sends nothing.
 */
export function CancelDialog({
  order,
  busy,
  onConfirm,
  onClose,
}: {
  order: Order | null;
  busy: boolean;
  onConfirm: (reasonId: number) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const reasons = useCancelReasonOptions();
  const [reasonId, setReasonId] = useState<number | ''>('');
  const [error, setError] = useState(false);
  const open = order !== null;

  useEffect(() => {
    if (open) {
      setReasonId('');
      setError(false);
    }
  }, [open]);

  const confirm = () => {
    if (reasonId === '') {
      setError(true);
      return;
    }
    onConfirm(reasonId);
  };

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      fullWidth
      maxWidth="xs"
      data-testid="cancel-dialog"
    >
      <DialogTitle>{t('VALIDATION.CANCEL_DIALOG.TITLE', { soId: order?.soId ?? '' })}</DialogTitle>
      <DialogContent>
        <DialogContentText variant="body2" sx={{ mb: 2 }}>
          {t('VALIDATION.CANCEL_DIALOG.TEXT', { customer: order?.customerName ?? '' })}
        </DialogContentText>
        <FormControl
          fullWidth
          required
          error={error}
          disabled={busy}
          sx={{ mt: 1 }}
          data-testid="cancel-reason"
        >
          <InputLabel id={`${id}-label`}>{t('VALIDATION.CANCEL_REASON')}</InputLabel>
          <Select<number | ''>
            labelId={`${id}-label`}
            label={t('VALIDATION.CANCEL_REASON')}
            value={reasonId}
            onChange={(event) => {
              setReasonId(event.target.value === '' ? '' : Number(event.target.value));
              setError(false);
            }}
          >
            {reasons.map((reason) => (
              <MenuItem key={reason.value} value={reason.value} data-testid={`cancel-reason-${reason.value}`}>
                {reason.label}
              </MenuItem>
            ))}
          </Select>
          <FormHelperText data-testid="cancel-reason-error">
            {error ? t('MESSAGES.CHOOSE_REASON') : ' '}
          </FormHelperText>
        </FormControl>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={busy} color="inherit">
          {t('VALIDATION.CANCEL_DIALOG.KEEP')}
        </Button>
        <Button
          variant="contained"
          color="error"
          onClick={confirm}
          disabled={busy}
          data-testid="cancel-confirm"
        >
          {t('VALIDATION.CANCEL_DIALOG.CONFIRM')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
