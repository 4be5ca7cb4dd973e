import {
  isCallbackStatus,
  isRecordableOutcome,
  type ReferenceItem,
  UNCALL_STATUS,
} from '@leadline/contracts';
import { Box, Grid, Paper } from '@mui/material';
import { type Ref, useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCallbackReasons, useLeadStatuses, useReasons } from '../../shared/reference/use-reference-lists';
import { DateTimeInput } from '../../shared/ui/date-time-input';
import { type EditForm, reasonSourceOf } from './edit-form';
import { type Choice, ChoiceField, SectionTitle } from './form-fields';

const keepEvery = () => true;

/**
 * SPEC.md 3: the synthetic uncall status is prepended to a non-empty list, named through i18n.
 * `keep` filters the statuses a user may choose (callback statuses need the callback group).
 */
export function useStatusOptions(keep: (status: number) => boolean = keepEvery): Choice<number>[] {
  const { t } = useTranslation();
  const { data } = useLeadStatuses();
  return useMemo(() => {
    const items = (data ?? [])
      .filter((item) => keep(item.value))
      .map((item) => ({ value: item.value, label: item.localizedName || item.name }));
    return items.length > 0
      ? [{ value: UNCALL_STATUS.value, label: t('ORDER_EDIT.UNCALL_STATUS') }, ...items]
      : items;
  }, [data, t, keep]);
}

const reasonOptions = (items: readonly ReferenceItem[] | undefined) =>
  (items ?? []).map((item) => ({ value: item.id, label: item.localizedName || item.name }));

/** The outcome of the call: lead status, its reason and, for a callback, when to call back. */
export function StatusSection({
  form,
  onChange,
  statusRef,
  currentStatus,
  offerCallbacks,
}: {
  form: EditForm;
  onChange: (patch: Partial<EditForm>) => void;
  statusRef: Ref<HTMLDivElement>;
  /** The lead's saved status: always offered, so the form shows it. */
  currentStatus: number;
  /** The user may schedule callbacks; otherwise only the lead's own callback status is offered. */
  offerCallbacks: boolean;
}) {
  const { t } = useTranslation();
  // Only the outcomes a call can give (docs/decisions.md 'Call outcomes'), and the saved status so
  // the form shows it.
  const keep = useCallback(
    (status: number) =>
      status === currentStatus ||
      (isRecordableOutcome(status) && (offerCallbacks || !isCallbackStatus(status))),
    [offerCallbacks, currentStatus],
  );
  const all = useStatusOptions(keep);
  const statuses = useMemo(
    () =>
      all
        .filter((option) => option.value !== UNCALL_STATUS.value)
        .map((option) => (isRecordableOutcome(option.value) ? option : { ...option, disabled: true })),
    [all],
  );
  const source = reasonSourceOf(form.leadStatus);
  const kind = source && 'kind' in source ? source.kind : null;
  const callbackCode = source && 'callbackCode' in source ? source.callbackCode : null;
  const reasons = useReasons(kind);
  const callbackReasons = useCallbackReasons(callbackCode);
  const options = reasonOptions(kind ? reasons.data : callbackCode !== null ? callbackReasons.data : []);

  return (
    <Paper variant="outlined" sx={{ p: 2.5 }} data-testid="order-edit-status">
      <SectionTitle>{t('ORDER_EDIT.SECTION.OUTCOME')}</SectionTitle>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: source ? 4 : 12 }}>
          <Box ref={statusRef}>
            <ChoiceField
              label={t('ORDER_EDIT.FIELD.LEAD_STATUS')}
              value={form.leadStatus}
              options={statuses}
              onChange={(leadStatus) => onChange({ leadStatus, reasonId: null, callbackAt: '' })}
              testId="order-edit-lead-status"
              helperText={t('ORDER_EDIT.SHORTCUT_HINT.OUTCOME')}
            />
          </Box>
        </Grid>
        {source ? (
          <Grid size={{ xs: 12, md: isCallbackStatus(form.leadStatus) ? 4 : 8 }}>
            <ChoiceField
              required
              label={t('ORDER_EDIT.FIELD.REASON')}
              value={form.reasonId}
              options={options}
              onChange={(reasonId) => onChange({ reasonId })}
              testId="order-edit-reason"
            />
          </Grid>
        ) : null}
        {isCallbackStatus(form.leadStatus) ? (
          <Grid size={{ xs: 12, md: 4 }}>
            <DateTimeInput
              required
              label={t('ORDER_EDIT.FIELD.CALLBACK_AT')}
              value={form.callbackAt}
              onChange={(callbackAt) => onChange({ callbackAt })}
              helperText={t('ORDER_EDIT.CALLBACK_HINT')}
              testId="order-edit-callback-at"
            />
          </Grid>
        ) : null}
      </Grid>
    </Paper>
  );
}
