import { PENDING_POSTBACK_STATES, POSTBACK_STATUSES } from '@leadline/contracts';
import { useTranslation } from 'react-i18next';
import { FilterForm } from '../../shared/list/filter-form';
import { useFilterDraft } from '../../shared/list/use-filter-draft';
import type { OrderAccess } from '../../shared/session/order-access';
import type { PendingPostbackForm } from './postbacks-filters';

/** Pending postback's filter form: search, org (HQ), state, outcome, network, queued days. */
export function PostbacksFilterForm({
  initial,
  empty,
  access,
  onSearch,
  onReset,
}: {
  initial: PendingPostbackForm;
  empty: PendingPostbackForm;
  access: OrderAccess;
  onSearch: (form: PendingPostbackForm) => void;
  onReset: () => void;
}) {
  const { t } = useTranslation();
  const filter = useFilterDraft(initial, empty, onSearch, onReset);
  const all = t('SHIPPING_PENDING.FILTER.ALL');

  return (
    <FilterForm
      testId="postbacks-filter"
      filter={filter}
      hq={access.hq}
      fields={[
        {
          kind: 'search',
          label: t('POSTBACKS.FILTER.SEARCH'),
          placeholder: t('POSTBACKS.FILTER.SEARCH_PLACEHOLDER'),
        },
        { kind: 'org', label: t('POSTBACKS.FILTER.ORG'), emptyLabel: all },
        {
          kind: 'select',
          key: 'state',
          label: t('POSTBACKS.FILTER.STATE'),
          options: PENDING_POSTBACK_STATES.map((state) => ({
            value: state,
            label: t(`POSTBACKS.STATE.${state}`),
          })),
          emptyLabel: all,
          testId: 'state',
        },
        {
          kind: 'select',
          key: 'status',
          label: t('POSTBACKS.FILTER.STATUS'),
          options: POSTBACK_STATUSES.map((status) => ({
            value: status,
            label: t(`POSTBACKS.STATUS.${status}`),
          })),
          emptyLabel: all,
          testId: 'status',
        },
        { kind: 'text', key: 'network', label: t('POSTBACKS.FILTER.NETWORK'), testId: 'network' },
        { kind: 'dates', from: t('POSTBACKS.FILTER.DATE_FROM'), to: t('POSTBACKS.FILTER.DATE_TO') },
      ]}
    />
  );
}
