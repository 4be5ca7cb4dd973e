import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderAccess } from '../session/order-access';
import { DateInput, FilterPanel, MultiSelectField, SearchInput, SelectField } from './filter-fields';
import { hasDateOrderError } from './list-form';
import {
  useAgentOptions,
  useCampaignOptions,
  useLeadStatusOptions,
  useOrgOptions,
} from './use-filter-options';

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

/** A form's draft: Search hands it to the page, Reset clears it. */
export function useFilterDraft<F extends SharedFilterValues>(initial: F) {
  const [draft, setDraft] = useState(initial);
  const set = <K extends keyof F>(key: K, value: F[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  return { draft, setDraft, set };
}

/**
 * One filter form: search, the org for HQ, lead status, campaign, agent (not for agents), the
 * date range, with the form's own fields in the `beforeLeadStatus`, `afterAgent` and
 * `beforeDates` slots. It edits the draft of useFilterDraft.
 */
export function SharedFilterForm<F extends SharedFilterValues>({
  testId,
  draft: { draft, setDraft, set },
  empty,
  access,
  searchHint,
  dateLabels,
  onSearch,
  onReset,
  extra,
  beforeLeadStatus,
  afterAgent,
  beforeDates,
}: {
  testId: string;
  draft: ReturnType<typeof useFilterDraft<F>>;
  empty: F;
  access: OrderAccess;
  searchHint: string;
  dateLabels: { from: string; to: string };
  onSearch: (form: F) => void;
  onReset: () => void;
  extra?: ReactNode;
  beforeLeadStatus?: ReactNode;
  afterAgent?: ReactNode;
  beforeDates?: ReactNode;
}) {
  const { t } = useTranslation();
  const leadStatuses = useLeadStatusOptions();
  const campaigns = useCampaignOptions(access.hq, draft.orgId);
  const agents = useAgentOptions(access.hq, draft.orgId, !access.agentOnly);
  const orgs = useOrgOptions();
  const dateOrderError = hasDateOrderError(draft);

  /** Another org: its agents and campaigns differ, so the choices of the old one go. */
  const changeOrg = (orgId: number | '') =>
    setDraft((current) => ({ ...current, orgId: orgId === '' ? null : orgId, agentId: [], campaignId: [] }));

  return (
    <FilterPanel
      testId={testId}
      onSubmit={() => onSearch(draft)}
      onReset={() => {
        setDraft(empty);
        onReset();
      }}
      submitDisabled={dateOrderError}
      extra={extra}
    >
      <SearchInput
        label={t('ORDERS.FILTER.SEARCH')}
        placeholder={searchHint}
        value={draft.search}
        onChange={(value) => set('search', value)}
        testId="filter-search"
        wide
      />
      {access.hq ? (
        <SelectField
          label={t('ORDERS.FILTER.ORG')}
          value={draft.orgId ?? ''}
          options={orgs}
          onChange={changeOrg}
          emptyLabel={t('ORDERS.FILTER.ALL_ORGS')}
          testId="filter-org"
        />
      ) : null}
      {beforeLeadStatus}
      <MultiSelectField
        label={t('ORDERS.FILTER.LEAD_STATUS')}
        options={leadStatuses}
        value={draft.leadStatus}
        onChange={(value) => set('leadStatus', value)}
        testId="filter-leadStatus"
      />
      <MultiSelectField
        label={t('ORDERS.FILTER.CAMPAIGN')}
        options={campaigns}
        value={draft.campaignId}
        onChange={(value) => set('campaignId', value)}
        testId="filter-campaign"
      />
      {access.agentOnly ? null : (
        <MultiSelectField
          label={t('ORDERS.FILTER.AGENT')}
          options={agents}
          value={draft.agentId}
          onChange={(value) => set('agentId', value)}
          testId="filter-agent"
        />
      )}
      {afterAgent}
      {beforeDates}
      <DateInput
        label={dateLabels.from}
        value={draft.dateFrom}
        onChange={(value) => set('dateFrom', value)}
        testId="filter-dateFrom"
      />
      <DateInput
        label={dateLabels.to}
        value={draft.dateTo}
        onChange={(value) => set('dateTo', value)}
        testId="filter-dateTo"
        error={dateOrderError ? t('ORDERS.FILTER.DATE_ORDER') : undefined}
      />
    </FilterPanel>
  );
}
