import { PENDING_POSTBACK_STATES, POSTBACK_STATUSES } from '@leadline/contracts';
import { useTranslation } from 'react-i18next';
import { filterFields } from '../../shared/list/filter-field';
import { FilterForm, type ListFilterProps } from '../../shared/list/filter-form';
import { useFilterDraft } from '../../shared/list/use-filter-draft';
import type { PendingPostbackForm } from './postbacks-filters';

const field = filterFields<PendingPostbackForm>();

/** Pending postback's filter form: search, org (HQ), state, outcome, network, queued days. */
export function PostbacksFilterForm({
  initial,
  empty,
  access,
  onSearch,
  onReset,
}: ListFilterProps<PendingPostbackForm>) {
  const { t } = useTranslation();
  const filter = useFilterDraft(initial, empty, onSearch, onReset);
  const all = t('SHIPPING_PENDING.FILTER.ALL');
  const states = PENDING_POSTBACK_STATES.map((state) => ({
    value: state,
    label: t(`POSTBACKS.STATE.${state}`),
  }));
  const statuses = POSTBACK_STATUSES.map((status) => ({
    value: status,
    label: t(`POSTBACKS.STATUS.${status}`),
  }));

  return (
    <FilterForm
      testId="postbacks-filter"
      filter={filter}
      hq={access.hq}
      fields={[
        field.search(t('POSTBACKS.FILTER.SEARCH'), t('POSTBACKS.FILTER.SEARCH_PLACEHOLDER')),
        field.org(t('POSTBACKS.FILTER.ORG'), all),
        field.select('state', t('POSTBACKS.FILTER.STATE'), states, 'state', { emptyLabel: all }),
        field.select('status', t('POSTBACKS.FILTER.STATUS'), statuses, 'status', { emptyLabel: all }),
        field.text('network', t('POSTBACKS.FILTER.NETWORK'), 'network'),
        field.dates(t('POSTBACKS.FILTER.DATE_FROM'), t('POSTBACKS.FILTER.DATE_TO')),
      ]}
    />
  );
}
