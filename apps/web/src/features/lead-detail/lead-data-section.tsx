import type { AddressField, CountryCode, CurrentCall, LeadData, Synonym } from '@leadline/contracts';
import { Call, EditOutlined } from '@mui/icons-material';
import { Box, Button, Grid, IconButton, InputAdornment, TextField, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../shared/list/filter-fields';
import { LeadCallState } from '../telephony';
import { CustomerSection } from './customer-section';
import type { EditForm } from './edit-form';
import { useAgeRanges, useCustomerJobs } from './lead-detail-queries';

/** A reference list (age ranges, jobs) with the 'none' choice that clears it. */
function SynonymField({
  label,
  value,
  items,
  onChange,
  testId,
}: {
  label: string;
  value: number | null;
  items: readonly Synonym[] | undefined;
  onChange: (value: number | null) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <SelectField<number>
      label={label}
      value={value ?? ''}
      options={(items ?? []).map((item) => ({ value: item.value, label: item.localizedName || item.name }))}
      onChange={(next) => onChange(next === '' ? null : next)}
      testId={testId}
      emptyLabel={t('ORDER_EDIT.NONE')}
    />
  );
}

/**
 * The lead's phone, read-only but for its change dialog, with the Call button; while the agent's
 * call on this lead is live, its state and Hang up take the button's place.
 */
function LeadPhone({
  phone,
  onCall,
  calling,
  called,
  onEditPhone,
  call,
}: {
  phone: string;
  call: CurrentCall | null;
  /** Absent for a user who may not call (a read-only role): no Call button. */
  onCall?: () => void;
  calling: boolean;
  called: boolean;
  onEditPhone?: () => void;
}) {
  const { t } = useTranslation();
  return (
    // The live call's state and Hang up wrap under the number rather than squeeze it.
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      <TextField
        size="small"
        sx={{ flex: '1 1 180px', minWidth: 180 }}
        label={t('ORDER_EDIT.FIELD.PHONE')}
        value={phone}
        slotProps={{
          htmlInput: { readOnly: true, 'data-testid': 'order-edit-phone' },
          input: onEditPhone
            ? {
                endAdornment: (
                  <InputAdornment position="end">
                    <Tooltip title={t('ORDER_EDIT.PHONE.EDIT')}>
                      <IconButton
                        size="small"
                        edge="end"
                        onClick={onEditPhone}
                        aria-label={t('ORDER_EDIT.PHONE.EDIT')}
                        data-testid="order-edit-phone-edit"
                      >
                        <EditOutlined fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  </InputAdornment>
                ),
              }
            : undefined,
        }}
      />
      {call ? <LeadCallState call={call} /> : null}
      {onCall && call?.state !== 'dialing' && call?.state !== 'ringing' && call?.state !== 'answered' ? (
        <Button
          variant={called ? 'outlined' : 'contained'}
          color="success"
          startIcon={<Call />}
          onClick={onCall}
          disabled={calling}
          data-testid="order-edit-call"
          sx={{ flexShrink: 0 }}
        >
          {called ? t('ORDER_EDIT.CALL_AGAIN') : t('ORDER_EDIT.CALL')}
        </Button>
      ) : null}
    </Box>
  );
}

/** The customer: name, phone with the Call button, address, age range, job and note. */
export function LeadDataSection({
  lead,
  country,
  form,
  onChange,
  onCall,
  calling,
  called,
  onEditPhone,
  call,
  missingAddress,
}: {
  lead: LeadData;
  /** The address fields a save found missing. */
  missingAddress?: readonly AddressField[];
  /** The agent's call on this lead, live or just ended (telephony's useLeadCall). */
  call: CurrentCall | null;
  country: CountryCode | null;
  form: EditForm;
  onChange: (patch: Partial<EditForm>) => void;
  onCall?: () => void;
  calling: boolean;
  called: boolean;
  /** Opens the phone change dialog; absent where the phone cannot change. */
  onEditPhone?: () => void;
}) {
  const { t } = useTranslation();
  const ageRanges = useAgeRanges();
  const jobs = useCustomerJobs();
  return (
    <CustomerSection
      testId="order-edit-lead"
      idPrefix="order-edit"
      form={form}
      onChange={onChange}
      country={country}
      missingAddress={missingAddress}
      phone={
        <LeadPhone
          phone={lead.phone}
          onCall={onCall}
          calling={calling}
          called={called}
          onEditPhone={onEditPhone}
          call={call}
        />
      }
    >
      <Grid size={{ xs: 12, sm: 6 }}>
        <SynonymField
          label={t('ORDER_EDIT.FIELD.AGE_RANGE')}
          value={form.ageRange}
          items={ageRanges.data}
          onChange={(ageRange) => onChange({ ageRange })}
          testId="order-edit-age-range"
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <SynonymField
          label={t('ORDER_EDIT.FIELD.JOB')}
          value={form.customerJob}
          items={jobs.data}
          onChange={(customerJob) => onChange({ customerJob })}
          testId="order-edit-job"
        />
      </Grid>
    </CustomerSection>
  );
}
