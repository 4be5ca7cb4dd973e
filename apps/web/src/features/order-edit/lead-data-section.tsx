import type { CountryCode, LeadData, Synonym } from '@leadline/contracts';
import { Call, EditOutlined } from '@mui/icons-material';
import {
  Box,
  Button,
  Grid,
  IconButton,
  InputAdornment,
  Paper,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../orders/filter-fields';
import { AddressFields, type AddressValue } from './address-fields';
import type { EditForm } from './edit-form';
import { useAgeRanges, useCustomerJobs } from './order-edit-queries';

const synonymOptions = (items: readonly Synonym[] | undefined) =>
  (items ?? []).map((item) => ({ value: item.value, label: item.localizedName || item.name }));

export function SectionTitle({ children }: { children: string }) {
  return (
    <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 2 }}>
      {children}
    </Typography>
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
}: {
  lead: LeadData;
  country: CountryCode | null;
  form: EditForm;
  onChange: (patch: Partial<EditForm>) => void;
  onCall: () => void;
  calling: boolean;
  called: boolean;
  /** Opens the phone change dialog; absent where the phone cannot change. */
  onEditPhone?: () => void;
}) {
  const { t } = useTranslation();
  const ageRanges = useAgeRanges();
  const jobs = useCustomerJobs();
  const address: AddressValue = {
    provinceId: form.provinceId,
    districtId: form.districtId,
    wardId: form.wardId,
    zipcode: form.zipcode,
  };
  return (
    <Paper variant="outlined" sx={{ p: 2.5 }} data-testid="order-edit-lead">
      <SectionTitle>{t('ORDER_EDIT.SECTION.CUSTOMER')}</SectionTitle>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextField
            size="small"
            fullWidth
            label={t('ORDER_EDIT.FIELD.CUSTOMER_NAME')}
            value={form.customerName}
            onChange={(event) => onChange({ customerName: event.target.value })}
            slotProps={{ htmlInput: { 'data-testid': 'order-edit-name', maxLength: 200 } }}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            <TextField
              size="small"
              fullWidth
              label={t('ORDER_EDIT.FIELD.PHONE')}
              value={lead.phone}
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
          </Box>
        </Grid>
        <Grid size={12}>
          <AddressFields country={country} value={address} onChange={(next) => onChange(next)} />
        </Grid>
        <Grid size={12}>
          <TextField
            size="small"
            fullWidth
            label={t('ORDER_EDIT.FIELD.STREET')}
            value={form.street}
            onChange={(event) => onChange({ street: event.target.value })}
            slotProps={{ htmlInput: { maxLength: 300 } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <SelectField<number>
            label={t('ORDER_EDIT.FIELD.AGE_RANGE')}
            value={form.ageRange ?? ''}
            options={synonymOptions(ageRanges.data)}
            onChange={(value) => onChange({ ageRange: value === '' ? null : value })}
            testId="order-edit-age-range"
            emptyLabel={t('ORDER_EDIT.NONE')}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <SelectField<number>
            label={t('ORDER_EDIT.FIELD.JOB')}
            value={form.customerJob ?? ''}
            options={synonymOptions(jobs.data)}
            onChange={(value) => onChange({ customerJob: value === '' ? null : value })}
            testId="order-edit-job"
            emptyLabel={t('ORDER_EDIT.NONE')}
          />
        </Grid>
        <Grid size={12}>
          <TextField
            size="small"
            fullWidth
            multiline
            minRows={2}
            label={t('ORDER_EDIT.FIELD.NOTE')}
            value={form.note}
            onChange={(event) => onChange({ note: event.target.value })}
            slotProps={{ htmlInput: { maxLength: 2000, 'data-testid': 'order-edit-note' } }}
          />
        </Grid>
      </Grid>
    </Paper>
  );
}
