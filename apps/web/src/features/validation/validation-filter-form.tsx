import { useTranslation } from 'react-i18next';
import { FilterForm } from '../../shared/list/filter-form';
import { useFilterDraft } from '../../shared/list/use-filter-draft';
import {
  useAgentOptions,
  useCampaignOptions,
  usePaymentMethodOptions,
  useSoStatusOptions,
} from '../../shared/list/use-filter-options';
import type { OrderAccess } from '../../shared/session/order-access';
import type { ValidationForm } from './validation-filters';
import { useValidationStatusOptions } from './validation-queries';

/**
 * The validation list's filter form: search, org (HQ), validation status (list 50), SO status,
 * campaign, seller, payment method and the days of creation.
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
  const filter = useFilterDraft(initial, empty, onSearch, onReset);
  const { orgId } = filter.draft;
  const soStatuses = useSoStatusOptions();
  const validationStatuses = useValidationStatusOptions();
  const campaigns = useCampaignOptions(access.hq, orgId);
  const agents = useAgentOptions(access.hq, orgId, true);
  const payments = usePaymentMethodOptions();

  return (
    <FilterForm
      testId="validation-filter"
      filter={filter}
      hq={access.hq}
      fields={[
        {
          kind: 'search',
          label: t('VALIDATION.FILTER.SEARCH'),
          placeholder: t('VALIDATION.FILTER.SEARCH_PLACEHOLDER'),
        },
        {
          kind: 'org',
          label: t('VALIDATION.FILTER.ORG'),
          emptyLabel: t('VALIDATION.FILTER.ALL'),
          clears: ['campaignId', 'agentId'],
        },
        {
          kind: 'multi',
          key: 'validationStatus',
          label: t('VALIDATION.FILTER.VALIDATION_STATUS'),
          options: validationStatuses,
          testId: 'validationStatus',
        },
        {
          kind: 'multi',
          key: 'status',
          label: t('VALIDATION.FILTER.STATUS'),
          options: soStatuses,
          testId: 'status',
        },
        {
          kind: 'multi',
          key: 'campaignId',
          label: t('VALIDATION.FILTER.CAMPAIGN'),
          options: campaigns,
          testId: 'campaign',
        },
        {
          kind: 'multi',
          key: 'agentId',
          label: t('VALIDATION.FILTER.AGENT'),
          options: agents,
          testId: 'agent',
        },
        {
          kind: 'multi',
          key: 'paymentMethodId',
          label: t('VALIDATION.FILTER.PAYMENT_METHOD'),
          options: payments,
          testId: 'paymentMethod',
        },
        { kind: 'dates', from: t('VALIDATION.FILTER.DATE_FROM'), to: t('VALIDATION.FILTER.DATE_TO') },
      ]}
    />
  );
}
