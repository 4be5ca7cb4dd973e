import { useTranslation } from 'react-i18next';
import type { OrderAccess } from '../session/order-access';
import { filterFields } from './filter-field';
import type { FilterFieldDeclaration, KeysOf } from './filter-form';
import { useAgentOptions, useCampaignOptions, useLeadStatusOptions } from './use-filter-options';

/** The fields every order filter form has (order list, resell list, order management). */
export interface SharedFilterValues {
  search: string;
  orgId: number | null;
  leadStatus: number[];
  campaignId: number[];
  agentId: number[];
  dateFrom: string;
  dateTo: string;
}

/**
 * The declared fields of an order filter form (FilterForm): search, the org for HQ, lead status,
 * campaign, agent (not for agents), the date range, with the form's own fields in the
 * `beforeLeadStatus`, `afterAgent` and `beforeDates` places.
 */
export function useOrderFilterFields<F extends SharedFilterValues>(
  access: OrderAccess,
  draft: F,
  {
    searchHint,
    dateLabels,
    beforeLeadStatus = [],
    afterAgent = [],
    beforeDates = [],
  }: {
    searchHint: string;
    dateLabels: { from: string; to: string };
    beforeLeadStatus?: FilterFieldDeclaration<F>[];
    afterAgent?: FilterFieldDeclaration<F>[];
    beforeDates?: FilterFieldDeclaration<F>[];
  },
): FilterFieldDeclaration<F>[] {
  const { t } = useTranslation();
  const leadStatuses = useLeadStatusOptions();
  const campaigns = useCampaignOptions(access.hq, draft.orgId);
  const agents = useAgentOptions(access.hq, draft.orgId, !access.agentOnly);
  const field = filterFields<F>();
  // The keys every order form has, as keys of this form's ids.
  const ids = (key: keyof SharedFilterValues) => key as KeysOf<F, number[]>;
  return [
    field.search(t('ORDERS.FILTER.SEARCH'), searchHint),
    field.org(t('ORDERS.FILTER.ORG'), t('ORDERS.FILTER.ALL_ORGS'), [ids('agentId'), ids('campaignId')]),
    ...beforeLeadStatus,
    field.multi(ids('leadStatus'), t('ORDERS.FILTER.LEAD_STATUS'), leadStatuses, 'leadStatus'),
    field.multi(ids('campaignId'), t('ORDERS.FILTER.CAMPAIGN'), campaigns, 'campaign'),
    ...(access.agentOnly ? [] : [field.multi(ids('agentId'), t('ORDERS.FILTER.AGENT'), agents, 'agent')]),
    ...afterAgent,
    ...beforeDates,
    field.dates(dateLabels.from, dateLabels.to),
  ];
}
