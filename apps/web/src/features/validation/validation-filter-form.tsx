import { useTranslation } from 'react-i18next';
import {
  DateInput,
  FilterPanel,
  MultiSelectField,
  SearchInput,
  SelectField,
} from '../../shared/list/filter-fields';
import { useFilterDraft } from '../../shared/list/use-filter-draft';
import {
  useAgentOptions,
  useCampaignOptions,
  useOrgOptions,
  usePaymentMethodOptions,
  useSoStatusOptions,
} from '../../shared/list/use-filter-options';
import type { OrderAccess } from '../../shared/session/order-access';
import type { ValidationForm } from './validation-filters';
import { useValidationStatusOptions } from './validation-queries';

/**
 * The validation list's filter form: search, org (HQ), SO status, validation status (list 50),
 * campaign, seller, payment method and the days of creation. `extra` holds the export button.
 */
export function ValidationFilterForm({
  initial,
  empty,
  access,
  onSearch,
  onReset,
}: {
  initial: ValidationForm;
  empty: ValidationForm;
  access: OrderAccess;
  onSearch: (form: ValidationForm) => void;
  onReset: () => void;
}) {
  const { t } = useTranslation();
  const { draft, setDraft, set, dateOrderError, panel } = useFilterDraft(initial, empty, onSearch, onReset);
  const orgs = useOrgOptions();
  const soStatuses = useSoStatusOptions();
  const validationStatuses = useValidationStatusOptions();
  const campaigns = useCampaignOptions(access.hq, draft.orgId);
  const agents = useAgentOptions(access.hq, draft.orgId, true);
  const payments = usePaymentMethodOptions();

  return (
    <FilterPanel testId="validation-filter" {...panel}>
      <SearchInput
        label={t('VALIDATION.FILTER.SEARCH')}
        placeholder={t('VALIDATION.FILTER.SEARCH_PLACEHOLDER')}
        value={draft.search}
        onChange={(value) => set('search', value)}
        testId="filter-search"
        wide
      />
      {access.hq ? (
        <SelectField
          label={t('VALIDATION.FILTER.ORG')}
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
          emptyLabel={t('VALIDATION.FILTER.ALL')}
          testId="filter-org"
        />
      ) : null}
      <MultiSelectField
        label={t('VALIDATION.FILTER.VALIDATION_STATUS')}
        options={validationStatuses}
        value={draft.validationStatus}
        onChange={(value) => set('validationStatus', value)}
        testId="filter-validationStatus"
      />
      <MultiSelectField
        label={t('VALIDATION.FILTER.STATUS')}
        options={soStatuses}
        value={draft.status}
        onChange={(value) => set('status', value)}
        testId="filter-status"
      />
      <MultiSelectField
        label={t('VALIDATION.FILTER.CAMPAIGN')}
        options={campaigns}
        value={draft.campaignId}
        onChange={(value) => set('campaignId', value)}
        testId="filter-campaign"
      />
      <MultiSelectField
        label={t('VALIDATION.FILTER.AGENT')}
        options={agents}
        value={draft.agentId}
        onChange={(value) => set('agentId', value)}
        testId="filter-agent"
      />
      <MultiSelectField
        label={t('VALIDATION.FILTER.PAYMENT_METHOD')}
        options={payments}
        value={draft.paymentMethodId}
        onChange={(value) => set('paymentMethodId', value)}
        testId="filter-paymentMethod"
      />
      <DateInput
        label={t('VALIDATION.FILTER.DATE_FROM')}
        value={draft.dateFrom}
        onChange={(value) => set('dateFrom', value)}
        testId="filter-dateFrom"
      />
      <DateInput
        label={t('VALIDATION.FILTER.DATE_TO')}
        value={draft.dateTo}
        onChange={(value) => set('dateTo', value)}
        testId="filter-dateTo"
        error={dateOrderError ? t('ORDERS.FILTER.DATE_ORDER') : undefined}
      />
    </FilterPanel>
  );
}
