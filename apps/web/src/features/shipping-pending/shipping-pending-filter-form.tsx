import { LAST_MILE_PARTNERS, SEND_FAILURE_KINDS } from '@leadline/contracts';
import { useTranslation } from 'react-i18next';
import { filterFields } from '../../shared/list/filter-field';
import { FilterForm, type ListFilterProps } from '../../shared/list/filter-form';
import { useFilterDraft } from '../../shared/list/use-filter-draft';
import type { ShippingPendingForm } from './shipping-pending-filters';
import { useFfmPartners } from './shipping-pending-queries';

const field = filterFields<ShippingPendingForm>();

/** Pending shipping's filter form: search, org (HQ), partner, reason, fulfilment partner, created days. */
export function ShippingPendingFilterForm({
  initial,
  empty,
  access,
  onSearch,
  onReset,
}: ListFilterProps<ShippingPendingForm>) {
  const { t } = useTranslation();
  const filter = useFilterDraft(initial, empty, onSearch, onReset);
  const { orgId } = filter.draft;
  const { data: partners = [] } = useFfmPartners(access.hq ? (orgId ?? undefined) : undefined);
  const all = t('SHIPPING_PENDING.FILTER.ALL');
  const lastMile = LAST_MILE_PARTNERS.map((kind) => ({
    value: kind,
    label: t(`SHIPPING_PENDING.PARTNER.${kind}`),
  }));
  const reasonKinds = SEND_FAILURE_KINDS.map((kind) => ({
    value: kind,
    label: t(`SHIPPING_PENDING.REASON_KIND.${kind}`),
  }));
  const ffmPartners = partners.map((partner) => ({ value: partner.ffmPartnerId, label: partner.name }));

  return (
    <FilterForm
      testId="shipping-pending-filter"
      filter={filter}
      hq={access.hq}
      fields={[
        field.search(t('SHIPPING_PENDING.FILTER.SEARCH'), t('SHIPPING_PENDING.FILTER.SEARCH_PLACEHOLDER')),
        field.org(t('SHIPPING_PENDING.FILTER.ORG'), all, ['ffmPartnerId']),
        field.select('partner', t('SHIPPING_PENDING.FILTER.PARTNER'), lastMile, 'partner', {
          emptyLabel: all,
        }),
        field.select('reasonKind', t('SHIPPING_PENDING.FILTER.REASON_KIND'), reasonKinds, 'reasonKind', {
          emptyLabel: all,
        }),
        field.multi('ffmPartnerId', t('SHIPPING_PENDING.FILTER.FFM_PARTNER'), ffmPartners, 'ffmPartner'),
        field.dates(t('SHIPPING_PENDING.FILTER.DATE_FROM'), t('SHIPPING_PENDING.FILTER.DATE_TO')),
      ]}
    />
  );
}
