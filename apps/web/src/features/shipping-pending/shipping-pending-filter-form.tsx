import { LAST_MILE_PARTNERS, SEND_FAILURE_KINDS } from '@leadline/contracts';
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
  const { draft, setDraft, set, dateOrderError, panel } = useFilterDraft(initial, empty, onSearch, onReset);
  const orgs = useOrgOptions();
  const { data: partners = [] } = useFfmPartners(access.hq ? (draft.orgId ?? undefined) : undefined);
  const all = t('SHIPPING_PENDING.FILTER.ALL');

  return (
    <FilterPanel testId="shipping-pending-filter" {...panel}>
      <SearchInput
        label={t('SHIPPING_PENDING.FILTER.SEARCH')}
        placeholder={t('SHIPPING_PENDING.FILTER.SEARCH_PLACEHOLDER')}
        value={draft.search}
        onChange={(value) => set('search', value)}
        testId="filter-search"
        wide
      />
      {access.hq ? (
        <SelectField
          label={t('SHIPPING_PENDING.FILTER.ORG')}
          value={draft.orgId ?? ''}
          options={orgs}
          onChange={(orgId) =>
            setDraft((current) => ({ ...current, orgId: orgId === '' ? null : orgId, ffmPartnerId: [] }))
          }
          emptyLabel={all}
          testId="filter-org"
        />
      ) : null}
      <SelectField
        label={t('SHIPPING_PENDING.FILTER.PARTNER')}
        value={draft.partner}
        options={LAST_MILE_PARTNERS.map((kind) => ({
          value: kind,
          label: t(`SHIPPING_PENDING.PARTNER.${kind}`),
        }))}
        onChange={(value) => set('partner', value)}
        emptyLabel={all}
        testId="filter-partner"
      />
      <SelectField
        label={t('SHIPPING_PENDING.FILTER.REASON_KIND')}
        value={draft.reasonKind}
        options={SEND_FAILURE_KINDS.map((kind) => ({
          value: kind,
          label: t(`SHIPPING_PENDING.REASON_KIND.${kind}`),
        }))}
        onChange={(value) => set('reasonKind', value)}
        emptyLabel={all}
        testId="filter-reasonKind"
      />
      <MultiSelectField
        label={t('SHIPPING_PENDING.FILTER.FFM_PARTNER')}
        options={partners.map((partner) => ({ value: partner.ffmPartnerId, label: partner.name }))}
        value={draft.ffmPartnerId}
        onChange={(value) => set('ffmPartnerId', value)}
        testId="filter-ffmPartner"
      />
      <DateInput
        label={t('SHIPPING_PENDING.FILTER.DATE_FROM')}
        value={draft.dateFrom}
        onChange={(value) => set('dateFrom', value)}
        testId="filter-dateFrom"
      />
      <DateInput
        label={t('SHIPPING_PENDING.FILTER.DATE_TO')}
        value={draft.dateTo}
        onChange={(value) => set('dateTo', value)}
        testId="filter-dateTo"
        error={dateOrderError ? t('ORDERS.FILTER.DATE_ORDER') : undefined}
      />
    </FilterPanel>
  );
}
