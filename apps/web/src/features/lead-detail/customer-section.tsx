import { type AddressField, type CountryCode, LEAD_TEXT_MAX } from '@leadline/contracts';
import { Grid, Paper } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AddressFields, type AddressValue } from './address-fields';
import type { CustomerForm } from './edit-form';
import { SectionTitle, TextInput } from './form-fields';

/**
 * The customer of the edit screen and of order creation: name, the phone (each screen brings its
 * own), what stands beside them, the address by the country, street, the screen's own fields
 * (children) and the note.
 */
export function CustomerSection({
  testId,
  idPrefix,
  form,
  onChange,
  country,
  nameRequired,
  nameMissing,
  phone,
  beside,
  children,
  missingAddress = [],
}: {
  testId: string;
  /** Prefix of the name and note fields' test ids: `order-edit` or `order-create`. */
  idPrefix: string;
  form: CustomerForm;
  onChange: (patch: Partial<CustomerForm>) => void;
  country: CountryCode | null;
  nameRequired?: boolean;
  /** The name a save found missing: marked until typed. */
  nameMissing?: boolean;
  phone: ReactNode;
  /** A third field on the name's row. */
  beside?: ReactNode;
  children?: ReactNode;
  /** The address fields a save found missing: marked until filled. */
  missingAddress?: readonly AddressField[];
}) {
  const { t } = useTranslation();
  const column = { xs: 12, md: beside ? 4 : 6 };
  // Only the address goes to the cascade, so a change hands back no stale copy of the rest.
  const address: AddressValue = {
    provinceId: form.provinceId,
    districtId: form.districtId,
    wardId: form.wardId,
    zipcode: form.zipcode,
  };
  return (
    <Paper variant="outlined" sx={{ p: 2.5 }} data-testid={testId}>
      <SectionTitle>{t('ORDER_EDIT.SECTION.CUSTOMER')}</SectionTitle>
      <Grid container spacing={2}>
        <Grid size={column}>
          <TextInput
            required={nameRequired}
            error={nameMissing}
            label={t('ORDER_EDIT.FIELD.CUSTOMER_NAME')}
            value={form.customerName}
            onChange={(customerName) => onChange({ customerName })}
            maxLength={LEAD_TEXT_MAX.customerName}
            testId={`${idPrefix}-name`}
          />
        </Grid>
        <Grid size={column}>{phone}</Grid>
        {beside ? <Grid size={column}>{beside}</Grid> : null}
        <Grid size={12}>
          <AddressFields
            country={country}
            value={address}
            onChange={(next) => onChange(next)}
            missing={missingAddress}
          />
        </Grid>
        <Grid size={12}>
          <TextInput
            label={t('ORDER_EDIT.FIELD.STREET')}
            value={form.street}
            onChange={(street) => onChange({ street })}
            maxLength={LEAD_TEXT_MAX.street}
            error={missingAddress.includes('street')}
            testId="address-street"
          />
        </Grid>
        {children}
        <Grid size={12}>
          <TextInput
            multiline
            label={t('ORDER_EDIT.FIELD.NOTE')}
            value={form.note}
            onChange={(note) => onChange({ note })}
            maxLength={LEAD_TEXT_MAX.note}
            testId={`${idPrefix}-note`}
          />
        </Grid>
      </Grid>
    </Paper>
  );
}
