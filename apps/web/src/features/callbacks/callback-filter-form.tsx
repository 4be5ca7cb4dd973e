import { CALLBACK_DUE_FILTERS } from '@leadline/contracts';
import { useTranslation } from 'react-i18next';
import {
  DateInput,
  FilterPanel,
  MultiSelectField,
  SearchInput,
  SelectField,
} from '../../shared/list/filter-fields';
import { useFilterDraft } from '../../shared/list/use-filter-draft';
import { useAgentOptions, useCampaignOptions, useOrgOptions } from '../../shared/list/use-filter-options';
import type { OrderAccess } from '../../shared/session/order-access';
import type { CallbackForm } from './callback-filters';
import { useCallbackReasonOptions } from './callback-queries';

/** The callback screens' filter form: when (due today, overdue, upcoming), reason, campaign, agent (management), days. */
export function CallbackFilterForm({
  initial,
  empty,
  access,
  withAgents,
  onSearch,
  onReset,
}: {
  initial: CallbackForm;
  empty: CallbackForm;
  access: OrderAccess;
  /** Management of a team: the agent filter. */
  withAgents: boolean;
  onSearch: (form: CallbackForm) => void;
  onReset: () => void;
}) {
  const { t } = useTranslation();
  const { draft, setDraft, set, dateOrderError, panel } = useFilterDraft(initial, empty, onSearch, onReset);
  const campaigns = useCampaignOptions(access.hq, draft.orgId);
  const reasons = useCallbackReasonOptions();
  const agents = useAgentOptions(access.hq, draft.orgId, withAgents);
  const orgs = useOrgOptions();
  const dues = CALLBACK_DUE_FILTERS.filter((due) => due !== 'all').map((due) => ({
    value: due,
    label: t(`CALLBACKS.DUE.${due}`),
  }));

  return (
    <FilterPanel testId="callback-filter" {...panel}>
      <SearchInput
        label={t('CALLBACKS.FILTER.SEARCH')}
        placeholder={t('CALLBACKS.FILTER.SEARCH_PLACEHOLDER')}
        value={draft.search}
        onChange={(value) => set('search', value)}
        testId="filter-search"
        wide
      />
      {access.hq ? (
        <SelectField
          label={t('CALLBACKS.FILTER.ORG')}
          value={draft.orgId ?? ''}
          options={orgs}
          onChange={(orgId) =>
            setDraft((current) => ({
              ...current,
              orgId: orgId === '' ? null : orgId,
              campaignId: [],
              agentId: [],
            }))
          }
          emptyLabel={t('CALLBACKS.DUE.all')}
          testId="filter-org"
        />
      ) : null}
      <SelectField
        label={t('CALLBACKS.FILTER.DUE')}
        value={draft.due === 'all' ? '' : draft.due}
        options={dues}
        onChange={(value) => set('due', value === '' ? 'all' : value)}
        emptyLabel={t('CALLBACKS.DUE.all')}
        testId="filter-due"
      />
      <MultiSelectField
        label={t('CALLBACKS.FILTER.REASON')}
        options={reasons}
        value={draft.reasonId}
        onChange={(value) => set('reasonId', value)}
        testId="filter-reason"
      />
      <MultiSelectField
        label={t('CALLBACKS.FILTER.CAMPAIGN')}
        options={campaigns}
        value={draft.campaignId}
        onChange={(value) => set('campaignId', value)}
        testId="filter-campaign"
      />
      {withAgents ? (
        <MultiSelectField
          label={t('CALLBACKS.FILTER.AGENT')}
          options={agents}
          value={draft.agentId}
          onChange={(value) => set('agentId', value)}
          testId="filter-agent"
        />
      ) : null}
      <DateInput
        label={t('CALLBACKS.FILTER.DATE_FROM')}
        value={draft.dateFrom}
        onChange={(value) => set('dateFrom', value)}
        testId="filter-dateFrom"
      />
      <DateInput
        label={t('CALLBACKS.FILTER.DATE_TO')}
        value={draft.dateTo}
        onChange={(value) => set('dateTo', value)}
        testId="filter-dateTo"
        error={dateOrderError ? t('ORDERS.FILTER.DATE_ORDER') : undefined}
      />
    </FilterPanel>
  );
}
