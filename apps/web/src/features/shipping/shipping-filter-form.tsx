import { SHIPPING_PARTNERS } from '@leadline/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DateInput,
  FilterPanel,
  MultiSelectField,
  SearchInput,
  SelectField,
} from '../../shared/list/filter-fields';
import { useFilterDraft } from '../../shared/list/use-filter-draft';
import { useOrgOptions } from '../../shared/list/use-filter-options';
import { useDoStatuses } from '../../shared/reference/use-reference-lists';
import type { OrderAccess } from '../../shared/session/order-access';
import type { ShippingForm, ShippingListKind } from './shipping-filters';

/** A shipping list's filter: search, org (HQ), partner (the all-partners list), DO status, created days. */
export function ShippingFilterForm({
  kind,
  initial,
  empty,
  access,
  onSearch,
  onReset,
}: {
  kind: ShippingListKind;
  initial: ShippingForm;
  empty: ShippingForm;
  access: OrderAccess;
  onSearch: (form: ShippingForm) => void;
  onReset: () => void;
}) {
  const { t } = useTranslation();
  const { draft, set, dateOrderError, panel } = useFilterDraft(initial, empty, onSearch, onReset);
  const orgs = useOrgOptions();
  const { data: doStatuses } = useDoStatuses();
  // SPEC.md 3 'Shipping status': entries without a name are dropped.
  const statuses = useMemo(
    () =>
      (doStatuses ?? [])
        .filter((item) => (item.localizedName || item.name)?.trim())
        .map((item) => ({ value: item.value, label: item.localizedName || item.name })),
    [doStatuses],
  );
  const partners = SHIPPING_PARTNERS.map((value) => ({ value, label: t(`SHIPPING.PARTNER.${value}`) }));

  return (
    <FilterPanel testId="shipping-filter" {...panel}>
      <SearchInput
        label={t('SHIPPING.FILTER.SEARCH')}
        placeholder={t('SHIPPING.FILTER.SEARCH_PLACEHOLDER')}
        value={draft.search}
        onChange={(value) => set('search', value)}
        testId="filter-search"
        wide
      />
      {access.hq ? (
        <SelectField
          label={t('SHIPPING.FILTER.ORG')}
          value={draft.orgId ?? ''}
          options={orgs}
          onChange={(orgId) => set('orgId', orgId === '' ? null : orgId)}
          emptyLabel={t('SHIPPING.FILTER.ALL')}
          testId="filter-org"
        />
      ) : null}
      {kind === 'ALL' ? (
        <SelectField
          label={t('SHIPPING.FILTER.PARTNER')}
          value={draft.partner}
          options={partners}
          onChange={(value) => set('partner', value)}
          emptyLabel={t('SHIPPING.FILTER.ALL')}
          testId="filter-partner"
        />
      ) : null}
      <MultiSelectField
        label={t('SHIPPING.FILTER.STATUS')}
        options={statuses}
        value={draft.status}
        onChange={(value) => set('status', value)}
        testId="filter-status"
      />
      <DateInput
        label={t('SHIPPING.FILTER.DATE_FROM')}
        value={draft.dateFrom}
        onChange={(value) => set('dateFrom', value)}
        testId="filter-dateFrom"
      />
      <DateInput
        label={t('SHIPPING.FILTER.DATE_TO')}
        value={draft.dateTo}
        onChange={(value) => set('dateTo', value)}
        testId="filter-dateTo"
        error={dateOrderError ? t('ORDERS.FILTER.DATE_ORDER') : undefined}
      />
    </FilterPanel>
  );
}
