import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput, FilterPanel, MultiSelectField, SearchInput, SelectField } from './filter-fields';
import type { OrderAccess } from './order-access';
import { hasDateOrderError, type OrderManagementForm } from './order-filters';
import {
  useAgentOptions,
  useCampaignOptions,
  useDoStatusOptions,
  useLeadStatusOptions,
  useOrgOptions,
  usePaymentMethodOptions,
  useSoStatusOptions,
} from './use-filter-options';

/** Order management's filter form: edits a draft; Search hands it to the page, Reset clears it. */
export function OrderManagementFilterForm({
  initial,
  empty,
  access,
  onSearch,
  onReset,
}: {
  initial: OrderManagementForm;
  empty: OrderManagementForm;
  access: OrderAccess;
  onSearch: (form: OrderManagementForm) => void;
  onReset: () => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(initial);
  const set = <K extends keyof OrderManagementForm>(key: K, value: OrderManagementForm[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));

  const soStatuses = useSoStatusOptions();
  const doStatuses = useDoStatusOptions();
  const leadStatuses = useLeadStatusOptions();
  const paymentMethods = usePaymentMethodOptions();
  const campaigns = useCampaignOptions(access.hq, draft.orgId);
  const agents = useAgentOptions(access.hq, draft.orgId, !access.agentOnly);
  const orgs = useOrgOptions();
  const dateOrderError = hasDateOrderError(draft);

  const changeOrg = (orgId: number | '') =>
    setDraft((current) => ({ ...current, orgId: orgId === '' ? null : orgId, agentId: [], campaignId: [] }));

  return (
    <FilterPanel
      testId="order-management-filter"
      onSubmit={() => onSearch(draft)}
      onReset={() => {
        setDraft(empty);
        onReset();
      }}
      submitDisabled={dateOrderError}
    >
      <SearchInput
        label={t('ORDERS.FILTER.SEARCH')}
        placeholder={t('ORDERS.FILTER.SEARCH_ORDERS_HINT')}
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
      <MultiSelectField
        label={t('ORDERS.FILTER.SO_STATUS')}
        options={soStatuses}
        value={draft.soStatus}
        onChange={(value) => set('soStatus', value)}
        testId="filter-soStatus"
      />
      <MultiSelectField
        label={t('ORDERS.FILTER.DO_STATUS')}
        options={doStatuses}
        value={draft.doStatus}
        onChange={(value) => set('doStatus', value)}
        testId="filter-doStatus"
      />
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
      <MultiSelectField
        label={t('ORDERS.FILTER.PAYMENT_METHOD')}
        options={paymentMethods}
        value={draft.paymentMethodId}
        onChange={(value) => set('paymentMethodId', value)}
        testId="filter-paymentMethod"
      />
      <DateInput
        label={t('ORDERS.FILTER.CREATED_FROM')}
        value={draft.dateFrom}
        onChange={(value) => set('dateFrom', value)}
        testId="filter-dateFrom"
      />
      <DateInput
        label={t('ORDERS.FILTER.CREATED_TO')}
        value={draft.dateTo}
        onChange={(value) => set('dateTo', value)}
        testId="filter-dateTo"
        error={dateOrderError ? t('ORDERS.FILTER.DATE_ORDER') : undefined}
      />
    </FilterPanel>
  );
}
