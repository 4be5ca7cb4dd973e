import { useTranslation } from 'react-i18next';
import { FilterForm } from '../../shared/list/filter-form';
import { useOrderFilterFields } from '../../shared/list/shared-filter-form';
import { useFilterDraft } from '../../shared/list/use-filter-draft';
import {
  useDoStatusOptions,
  usePaymentMethodOptions,
  useSoStatusOptions,
} from '../../shared/list/use-filter-options';
import type { OrderAccess } from '../../shared/session/order-access';
import type { OrderManagementForm } from './order-filters';

/** Order management's filter form: the shared fields with SO status, DO status and payment method. */
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
  const filter = useFilterDraft(initial, empty, onSearch, onReset);
  const soStatuses = useSoStatusOptions();
  const doStatuses = useDoStatusOptions();
  const paymentMethods = usePaymentMethodOptions();
  const fields = useOrderFilterFields(access, filter.draft, {
    searchHint: t('ORDERS.FILTER.SEARCH_ORDERS_HINT'),
    dateLabels: { from: t('ORDERS.FILTER.CREATED_FROM'), to: t('ORDERS.FILTER.CREATED_TO') },
    beforeLeadStatus: [
      {
        kind: 'multi',
        key: 'soStatus',
        label: t('ORDERS.FILTER.SO_STATUS'),
        options: soStatuses,
        testId: 'soStatus',
      },
      {
        kind: 'multi',
        key: 'doStatus',
        label: t('ORDERS.FILTER.DO_STATUS'),
        options: doStatuses,
        testId: 'doStatus',
      },
    ],
    afterAgent: [
      {
        kind: 'multi',
        key: 'paymentMethodId',
        label: t('ORDERS.FILTER.PAYMENT_METHOD'),
        options: paymentMethods,
        testId: 'paymentMethod',
      },
    ],
  });

  return <FilterForm testId="order-management-filter" filter={filter} hq={access.hq} fields={fields} />;
}
