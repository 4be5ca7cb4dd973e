import { SHIPPING_PARTNERS } from '@leadline/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterForm } from '../../shared/list/filter-form';
import { useFilterDraft } from '../../shared/list/use-filter-draft';
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
        {
          kind: 'search',
          label: t('SHIPPING.FILTER.SEARCH'),
          placeholder: t('SHIPPING.FILTER.SEARCH_PLACEHOLDER'),
        },
        { kind: 'org', label: t('SHIPPING.FILTER.ORG'), emptyLabel: all },
        kind === 'ALL' && {
          kind: 'select',
          key: 'partner',
          label: t('SHIPPING.FILTER.PARTNER'),
          options: partners,
          emptyLabel: all,
          testId: 'partner',
        },
        {
          kind: 'multi',
          key: 'status',
          label: t('SHIPPING.FILTER.STATUS'),
          options: statuses,
          testId: 'status',
        },
        { kind: 'dates', from: t('SHIPPING.FILTER.DATE_FROM'), to: t('SHIPPING.FILTER.DATE_TO') },
      ]}
    />
  );
}
