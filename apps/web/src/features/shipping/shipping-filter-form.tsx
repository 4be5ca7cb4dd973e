import { SHIPPING_PARTNERS } from '@leadline/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { filterFields } from '../../shared/list/filter-field';
import { FilterForm, type ListFilterProps } from '../../shared/list/filter-form';
import { useFilterDraft } from '../../shared/list/use-filter-draft';
import { useDoStatuses } from '../../shared/reference/use-reference-lists';
import type { ShippingForm, ShippingListKind } from './shipping-filters';

const field = filterFields<ShippingForm>();

/** A shipping list's filter: search, org (HQ), partner (the all-partners list), DO status, created days. */
export function ShippingFilterForm({
  kind,
  initial,
  empty,
  access,
  onSearch,
  onReset,
}: ListFilterProps<ShippingForm> & { kind: ShippingListKind }) {
  const { t } = useTranslation();
  const filter = useFilterDraft(initial, empty, onSearch, onReset);
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
  const all = t('SHIPPING.FILTER.ALL');

  return (
    <FilterForm
      testId="shipping-filter"
      filter={filter}
      hq={access.hq}
      fields={[
        field.search(t('SHIPPING.FILTER.SEARCH'), t('SHIPPING.FILTER.SEARCH_PLACEHOLDER')),
        field.org(t('SHIPPING.FILTER.ORG'), all),
        kind === 'ALL' &&
          field.select('partner', t('SHIPPING.FILTER.PARTNER'), partners, 'partner', { emptyLabel: all }),
        field.multi('status', t('SHIPPING.FILTER.STATUS'), statuses, 'status'),
        field.dates(t('SHIPPING.FILTER.DATE_FROM'), t('SHIPPING.FILTER.DATE_TO')),
      ]}
    />
  );
}
