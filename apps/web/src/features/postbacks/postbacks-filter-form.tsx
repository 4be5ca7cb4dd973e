import { PENDING_POSTBACK_STATES, POSTBACK_STATUSES } from '@leadline/contracts';
import { TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { DateInput, FilterPanel, SearchInput, SelectField } from '../../shared/list/filter-fields';
import { useFilterDraft } from '../../shared/list/use-filter-draft';
import { useOrgOptions } from '../../shared/list/use-filter-options';
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
  const { draft, set, dateOrderError, panel } = useFilterDraft(initial, empty, onSearch, onReset);
  const orgs = useOrgOptions();
  const all = t('SHIPPING_PENDING.FILTER.ALL');

  return (
    <FilterPanel testId="postbacks-filter" {...panel}>
      <SearchInput
        label={t('POSTBACKS.FILTER.SEARCH')}
        placeholder={t('POSTBACKS.FILTER.SEARCH_PLACEHOLDER')}
        value={draft.search}
        onChange={(value) => set('search', value)}
        testId="filter-search"
        wide
      />
      {access.hq ? (
        <SelectField
          label={t('POSTBACKS.FILTER.ORG')}
          value={draft.orgId ?? ''}
          options={orgs}
          onChange={(orgId) => set('orgId', orgId === '' ? null : orgId)}
          emptyLabel={all}
          testId="filter-org"
        />
      ) : null}
      <SelectField
        label={t('POSTBACKS.FILTER.STATE')}
        value={draft.state}
        options={PENDING_POSTBACK_STATES.map((state) => ({
          value: state,
          label: t(`POSTBACKS.STATE.${state}`),
        }))}
        onChange={(value) => set('state', value)}
        emptyLabel={all}
        testId="filter-state"
      />
      <SelectField
        label={t('POSTBACKS.FILTER.STATUS')}
        value={draft.status}
        options={POSTBACK_STATUSES.map((status) => ({
          value: status,
          label: t(`POSTBACKS.STATUS.${status}`),
        }))}
        onChange={(value) => set('status', value)}
        emptyLabel={all}
        testId="filter-status"
      />
      <TextField
        size="small"
        fullWidth
        label={t('POSTBACKS.FILTER.NETWORK')}
        value={draft.network}
        onChange={(event) => set('network', event.target.value)}
        slotProps={{ htmlInput: { maxLength: 100, 'data-testid': 'filter-network' } }}
      />
      <DateInput
        label={t('POSTBACKS.FILTER.DATE_FROM')}
        value={draft.dateFrom}
        onChange={(value) => set('dateFrom', value)}
        testId="filter-dateFrom"
      />
      <DateInput
        label={t('POSTBACKS.FILTER.DATE_TO')}
        value={draft.dateTo}
        onChange={(value) => set('dateTo', value)}
        testId="filter-dateTo"
        error={dateOrderError ? t('ORDERS.FILTER.DATE_ORDER') : undefined}
      />
    </FilterPanel>
  );
}
