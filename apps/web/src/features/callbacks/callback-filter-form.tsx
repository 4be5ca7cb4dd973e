import { CALLBACK_DUE_FILTERS } from '@leadline/contracts';
import { useTranslation } from 'react-i18next';
import { filterFields } from '../../shared/list/filter-field';
import { FilterForm, type ListFilterProps } from '../../shared/list/filter-form';
import { useFilterDraft } from '../../shared/list/use-filter-draft';
import { useAgentOptions, useCampaignOptions } from '../../shared/list/use-filter-options';
import type { CallbackForm } from './callback-filters';
import { useCallbackReasonOptions } from './callback-queries';

const field = filterFields<CallbackForm>();

/** The callback screens' filter form: when (due today, overdue, upcoming), reason, campaign, agent (management), days. */
export function CallbackFilterForm({
  initial,
  empty,
  access,
  withAgents,
  onSearch,
  onReset,
}: ListFilterProps<CallbackForm> & {
  /** Management of a team: the agent filter. */
  withAgents: boolean;
}) {
  const { t } = useTranslation();
  const filter = useFilterDraft(initial, empty, onSearch, onReset);
  const { orgId } = filter.draft;
  const campaigns = useCampaignOptions(access.hq, orgId);
  const reasons = useCallbackReasonOptions();
  const agents = useAgentOptions(access.hq, orgId, withAgents);
  const all = t('CALLBACKS.DUE.all');
  const dues = CALLBACK_DUE_FILTERS.filter((due) => due !== 'all').map((due) => ({
    value: due,
    label: t(`CALLBACKS.DUE.${due}`),
  }));

  return (
    <FilterForm
      testId="callback-filter"
      filter={filter}
      hq={access.hq}
      fields={[
        field.search(t('CALLBACKS.FILTER.SEARCH'), t('CALLBACKS.FILTER.SEARCH_PLACEHOLDER')),
        field.org(t('CALLBACKS.FILTER.ORG'), all, ['campaignId', 'agentId']),
        field.select('due', t('CALLBACKS.FILTER.DUE'), dues, 'due', { emptyLabel: all, allValue: 'all' }),
        field.multi('reasonId', t('CALLBACKS.FILTER.REASON'), reasons, 'reason'),
        field.multi('campaignId', t('CALLBACKS.FILTER.CAMPAIGN'), campaigns, 'campaign'),
        withAgents && field.multi('agentId', t('CALLBACKS.FILTER.AGENT'), agents, 'agent'),
        field.dates(t('CALLBACKS.FILTER.DATE_FROM'), t('CALLBACKS.FILTER.DATE_TO')),
      ]}
    />
  );
}
