import { useTranslation } from 'react-i18next';
import { filterFields } from '../../shared/list/filter-field';
import { FilterForm, type ListFilterProps } from '../../shared/list/filter-form';
import { useOrderFilterFields } from '../../shared/list/shared-filter-form';
import { useFilterDraft } from '../../shared/list/use-filter-draft';
import {
  useDoStatusOptions,
  usePaymentMethodOptions,
  useSoStatusOptions,
} from '../../shared/list/use-filter-options';
import type { OrderManagementForm } from './order-filters';

const field = filterFields<OrderManagementForm>();

/** Order management's filter form: the shared fields with SO status, DO status and payment method. */
export function OrderManagementFilterForm({
  initial,
  empty,
  access,
  onSearch,
  onReset,
}: ListFilterProps<OrderManagementForm>) {
  const { t } = useTranslation();
  const filter = useFilterDraft(initial, empty, onSearch, onReset);
  const soStatuses = useSoStatusOptions();
  const doStatuses = useDoStatusOptions();
  const paymentMethods = usePaymentMethodOptions();
  const fields = useOrderFilterFields(access, filter.draft, {
    searchHint: t('ORDERS.FILTER.SEARCH_ORDERS_HINT'),
    dateLabels: { from: t('ORDERS.FILTER.CREATED_FROM'), to: t('ORDERS.FILTER.CREATED_TO') },
    beforeLeadStatus: [
      field.multi('soStatus', t('ORDERS.FILTER.SO_STATUS'), soStatuses, 'soStatus'),
      field.multi('doStatus', t('ORDERS.FILTER.DO_STATUS'), doStatuses, 'doStatus'),
    ],
    afterAgent: [
      field.multi('paymentMethodId', t('ORDERS.FILTER.PAYMENT_METHOD'), paymentMethods, 'paymentMethod'),
    ],
  });

  return <FilterForm testId="order-management-filter" filter={filter} hq={access.hq} fields={fields} />;
}
