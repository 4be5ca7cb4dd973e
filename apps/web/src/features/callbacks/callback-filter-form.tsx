import { CALLBACK_DUE_FILTERS } from '@leadline/contracts';
import { useTranslation } from 'react-i18next';
import { FilterForm } from '../../shared/list/filter-form';
import { useFilterDraft } from '../../shared/list/use-filter-draft';
import { useAgentOptions, useCampaignOptions } from '../../shared/list/use-filter-options';
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
  const filter = useFilterDraft(initial, empty, onSearch, onReset);
  const { orgId } = filter.draft;
  const campaigns = useCampaignOptions(access.hq, orgId);
  const reasons = useCallbackReasonOptions();
  const agents = useAgentOptions(access.hq, orgId, withAgents);
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
        {
          kind: 'search',
          label: t('CALLBACKS.FILTER.SEARCH'),
          placeholder: t('CALLBACKS.FILTER.SEARCH_PLACEHOLDER'),
        },
        {
          kind: 'org',
          label: t('CALLBACKS.FILTER.ORG'),
          emptyLabel: t('CALLBACKS.DUE.all'),
          clears: ['campaignId', 'agentId'],
        },
        {
          kind: 'select',
          key: 'due',
          label: t('CALLBACKS.FILTER.DUE'),
          options: dues,
          emptyLabel: t('CALLBACKS.DUE.all'),
          allValue: 'all',
          testId: 'due',
        },
        {
          kind: 'multi',
          key: 'reasonId',
          label: t('CALLBACKS.FILTER.REASON'),
          options: reasons,
          testId: 'reason',
        },
        {
          kind: 'multi',
          key: 'campaignId',
          label: t('CALLBACKS.FILTER.CAMPAIGN'),
          options: campaigns,
          testId: 'campaign',
        },
        withAgents && {
          kind: 'multi',
          key: 'agentId',
          label: t('CALLBACKS.FILTER.AGENT'),
          options: agents,
          testId: 'agent',
        },
        { kind: 'dates', from: t('CALLBACKS.FILTER.DATE_FROM'), to: t('CALLBACKS.FILTER.DATE_TO') },
      ]}
    />
  );
}
