import type { ValidationRow } from '@leadline/contracts';
import { FormControl, FormHelperText, InputLabel, MenuItem, Select } from '@mui/material';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
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
    <ConfirmDialog
      open={open}
      onClose={onClose}
      busy={busy}
      maxWidth="xs"
      testId="delay-dialog"
      title={t('VALIDATION.DELAY_TITLE')}
      text={t('VALIDATION.DELAY.TEXT', { soId: order?.soId ?? '', timeZone })}
      cancel={{ label: t('COMMON.CANCEL') }}
      confirm={{ label: t('VALIDATION.DELAY.CONFIRM'), testId: 'delay-confirm' }}
      onConfirm={confirm}
    >
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
    </ConfirmDialog>
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
    <ConfirmDialog
      open={open}
      onClose={onClose}
      busy={busy}
      maxWidth="xs"
      testId="cancel-dialog"
      title={t('VALIDATION.CANCEL_DIALOG.TITLE', { soId: order?.soId ?? '' })}
      text={t('VALIDATION.CANCEL_DIALOG.TEXT', { customer: order?.customerName ?? '' })}
      cancel={{ label: t('VALIDATION.CANCEL_DIALOG.KEEP') }}
      confirm={{ label: t('VALIDATION.CANCEL_DIALOG.CONFIRM'), color: 'error', testId: 'cancel-confirm' }}
      onConfirm={confirm}
    >
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
    </ConfirmDialog>
  );
}
