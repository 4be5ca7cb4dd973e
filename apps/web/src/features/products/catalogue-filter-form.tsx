import { FormControlLabel, Switch } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterPanel, SearchInput, SelectField } from '../../shared/list/filter-fields';
import { useOrgOptions } from '../../shared/list/use-filter-options';
import type { OrderAccess } from '../../shared/session/order-access';
import type { ProductForm, PromotionForm } from './catalogue-filters';

/** The draft of a filter form: edited field by field, applied by Search, emptied by Reset. */
function useDraft<F>(initial: F, empty: F, onSearch: (form: F) => void, onReset: () => void) {
  const [draft, setDraft] = useState(initial);
  const set = <K extends keyof F>(key: K, value: F[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const panel = {
    onSubmit: () => onSearch(draft),
    onReset: () => {
      setDraft(empty);
      onReset();
    },
  };
  return { draft, set, panel };
}

function OrgField({
  access,
  value,
  onChange,
}: {
  access: OrderAccess;
  value: number | null;
  onChange: (orgId: number | null) => void;
}) {
  const { t } = useTranslation();
  const orgs = useOrgOptions();
  if (!access.hq) return null;
  return (
    <SelectField
      label={t('PRODUCTS.MANAGE.ORG')}
      value={value ?? ''}
      options={orgs}
      onChange={(orgId) => onChange(orgId === '' ? null : orgId)}
      emptyLabel={t('PRODUCTS.MANAGE.ALL')}
      testId="filter-org"
    />
  );
}

/** Products and combos: name or SKU, type (products screen), status, org (HQ), trash. */
export function ProductFilterForm({
  initial,
  empty,
  access,
  combos,
  onSearch,
  onReset,
}: {
  initial: ProductForm;
  empty: ProductForm;
  access: OrderAccess;
  combos: boolean;
  onSearch: (form: ProductForm) => void;
  onReset: () => void;
}) {
  const { t } = useTranslation();
  const { draft, set, panel } = useDraft(initial, empty, onSearch, onReset);
  const types = [
    { value: 1 as const, label: t('PRODUCTS.TYPES.PRODUCT') },
    { value: 2 as const, label: t('PRODUCTS.TYPES.COMBO') },
    { value: 3 as const, label: t('PRODUCTS.TYPES.FREE') },
  ];
  const statuses = [
    { value: 1 as const, label: t('PRODUCTS.ACTIVE') },
    { value: 0 as const, label: t('PRODUCTS.INACTIVE') },
  ];
  return (
    <FilterPanel testId="catalogue-filter" {...panel}>
      <SearchInput
        label={t('PRODUCTS.MANAGE.SEARCH')}
        placeholder={t('PRODUCTS.SEARCH')}
        value={draft.search}
        onChange={(value) => set('search', value)}
        testId="filter-search"
      />
      <OrgField access={access} value={draft.orgId} onChange={(orgId) => set('orgId', orgId)} />
      {combos ? null : (
        <SelectField
          label={t('PRODUCTS.PRODUCT_TYPE')}
          value={draft.productType}
          options={types}
          onChange={(value) => set('productType', value)}
          emptyLabel={t('PRODUCTS.MANAGE.ALL')}
          testId="filter-type"
        />
      )}
      <SelectField
        label={t('PRODUCTS.STATUS')}
        value={draft.status}
        options={statuses}
        onChange={(value) => set('status', value)}
        emptyLabel={t('PRODUCTS.MANAGE.ALL')}
        testId="filter-status"
      />
      <FormControlLabel
        control={
          <Switch
            checked={draft.trashed}
            onChange={(event) => set('trashed', event.target.checked)}
            slotProps={{ input: { 'data-testid': 'filter-trashed' } as object }}
          />
        }
        label={t('PRODUCTS.MANAGE.SHOW_TRASH')}
      />
    </FilterPanel>
  );
}

/** Promotions: code or name, state, org (HQ). */
export function PromotionFilterForm({
  initial,
  empty,
  access,
  onSearch,
  onReset,
}: {
  initial: PromotionForm;
  empty: PromotionForm;
  access: OrderAccess;
  onSearch: (form: PromotionForm) => void;
  onReset: () => void;
}) {
  const { t } = useTranslation();
  const { draft, set, panel } = useDraft(initial, empty, onSearch, onReset);
  const states = [
    { value: 'all' as const, label: t('PRODUCTS.MANAGE.ALL') },
    { value: 'inForce' as const, label: t('PRODUCTS.MANAGE.IN_FORCE') },
    { value: 'inactive' as const, label: t('PRODUCTS.INACTIVE') },
  ];
  return (
    <FilterPanel testId="promotion-filter" {...panel}>
      <SearchInput
        label={t('PRODUCTS.MANAGE.SEARCH')}
        placeholder={t('PRODUCTS.PROMOTION_CODE')}
        value={draft.search}
        onChange={(value) => set('search', value)}
        testId="filter-search"
      />
      <OrgField access={access} value={draft.orgId} onChange={(orgId) => set('orgId', orgId)} />
      <SelectField
        label={t('PRODUCTS.MANAGE.STATE')}
        value={draft.state}
        options={states}
        onChange={(value) => set('state', value === '' ? 'all' : value)}
        testId="filter-state"
      />
    </FilterPanel>
  );
}
