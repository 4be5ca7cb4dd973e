import { LAST_MILE_PARTNERS, SEND_FAILURE_KINDS } from '@leadline/contracts';
import { useTranslation } from 'react-i18next';
import { FilterForm } from '../../shared/list/filter-form';
import { useFilterDraft } from '../../shared/list/use-filter-draft';
import type { OrderAccess } from '../../shared/session/order-access';
import type { ShippingPendingForm } from './shipping-pending-filters';
import { useFfmPartners } from './shipping-pending-queries';

/** Pending shipping's filter form: search, org (HQ), partner, reason, fulfilment partner, created days. */
export function ShippingPendingFilterForm({
  initial,
  empty,
  access,
  onSearch,
  onReset,
}: {
  initial: ShippingPendingForm;
  empty: ShippingPendingForm;
  access: OrderAccess;
  onSearch: (form: ShippingPendingForm) => void;
  onReset: () => void;
}) {
  const { t } = useTranslation();
  const filter = useFilterDraft(initial, empty, onSearch, onReset);
  const { orgId } = filter.draft;
  const { data: partners = [] } = useFfmPartners(access.hq ? (orgId ?? undefined) : undefined);
  const all = t('SHIPPING_PENDING.FILTER.ALL');

  return (
    <FilterForm
      testId="shipping-pending-filter"
      filter={filter}
      hq={access.hq}
      fields={[
        {
          kind: 'search',
          label: t('SHIPPING_PENDING.FILTER.SEARCH'),
          placeholder: t('SHIPPING_PENDING.FILTER.SEARCH_PLACEHOLDER'),
        },
        { kind: 'org', label: t('SHIPPING_PENDING.FILTER.ORG'), emptyLabel: all, clears: ['ffmPartnerId'] },
        {
          kind: 'select',
          key: 'partner',
          label: t('SHIPPING_PENDING.FILTER.PARTNER'),
          options: LAST_MILE_PARTNERS.map((kind) => ({
            value: kind,
            label: t(`SHIPPING_PENDING.PARTNER.${kind}`),
          })),
          emptyLabel: all,
          testId: 'partner',
        },
        {
          kind: 'select',
          key: 'reasonKind',
          label: t('SHIPPING_PENDING.FILTER.REASON_KIND'),
          options: SEND_FAILURE_KINDS.map((kind) => ({
            value: kind,
            label: t(`SHIPPING_PENDING.REASON_KIND.${kind}`),
          })),
          emptyLabel: all,
          testId: 'reasonKind',
        },
        {
          kind: 'multi',
          key: 'ffmPartnerId',
          label: t('SHIPPING_PENDING.FILTER.FFM_PARTNER'),
          options: partners.map((partner) => ({ value: partner.ffmPartnerId, label: partner.name })),
          testId: 'ffmPartner',
        },
        {
          kind: 'dates',
          from: t('SHIPPING_PENDING.FILTER.DATE_FROM'),
          to: t('SHIPPING_PENDING.FILTER.DATE_TO'),
        },
      ]}
    />
  );
}
