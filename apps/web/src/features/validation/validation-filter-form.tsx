import { DELIVERY_RISK_BANDS } from '@leadline/contracts';
import { useTranslation } from 'react-i18next';
import { filterFields } from '../../shared/list/filter-field';
import { FilterForm, type ListFilterProps } from '../../shared/list/filter-form';
import { useFilterDraft } from '../../shared/list/use-filter-draft';
import {
  useAgentOptions,
  useCampaignOptions,
  usePaymentMethodOptions,
  useSoStatusOptions,
} from '../../shared/list/use-filter-options';
import type { ValidationForm } from './validation-filters';
import { useValidationStatusOptions } from './validation-queries';

const field = filterFields<ValidationForm>();

/**
 * The validation list's filter form: search, org (HQ), validation status (list 50), SO status,
 * campaign, seller, payment method, the days of creation, the delivery-risk band and the order.
 */
export function ValidationFilterForm({
  initial,
  empty,
  access,
  onSearch,
  onReset,
}: ListFilterProps<ValidationForm>) {
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
        field.search(t('VALIDATION.FILTER.SEARCH'), t('VALIDATION.FILTER.SEARCH_PLACEHOLDER')),
        field.org(t('VALIDATION.FILTER.ORG'), t('VALIDATION.FILTER.ALL'), ['campaignId', 'agentId']),
        field.multi(
          'validationStatus',
          t('VALIDATION.FILTER.VALIDATION_STATUS'),
          validationStatuses,
          'validationStatus',
        ),
        field.multi('status', t('VALIDATION.FILTER.STATUS'), soStatuses, 'status'),
        field.multi('campaignId', t('VALIDATION.FILTER.CAMPAIGN'), campaigns, 'campaign'),
        field.multi('agentId', t('VALIDATION.FILTER.AGENT'), agents, 'agent'),
        field.multi('paymentMethodId', t('VALIDATION.FILTER.PAYMENT_METHOD'), payments, 'paymentMethod'),
        field.dates(t('VALIDATION.FILTER.DATE_FROM'), t('VALIDATION.FILTER.DATE_TO')),
        field.select(
          'riskBand',
          t('VALIDATION.RISK.FILTER'),
          DELIVERY_RISK_BANDS.map((band) => ({ value: band, label: t(`VALIDATION.RISK.BAND.${band}`) })),
          'riskBand',
          { emptyLabel: t('VALIDATION.FILTER.ALL') },
        ),
        field.select(
          'sort',
          t('VALIDATION.RISK.SORT'),
          [
            { value: 'newest', label: t('VALIDATION.RISK.SORT_NEWEST') },
            { value: 'risk', label: t('VALIDATION.RISK.SORT_RISK') },
          ],
          'sort',
        ),
      ]}
    />
  );
}
