import { useTranslation } from 'react-i18next';
import { MultiSelectField } from '../../shared/list/filter-fields';
import { SharedFilterForm, useFilterDraft } from '../../shared/list/shared-filter-form';
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
  const form = useFilterDraft(initial);
  const { draft, set } = form;
  const soStatuses = useSoStatusOptions();
  const doStatuses = useDoStatusOptions();
  const paymentMethods = usePaymentMethodOptions();

  return (
    <SharedFilterForm
      testId="order-management-filter"
      draft={form}
      empty={empty}
      access={access}
      searchHint={t('ORDERS.FILTER.SEARCH_ORDERS_HINT')}
      dateLabels={{ from: t('ORDERS.FILTER.CREATED_FROM'), to: t('ORDERS.FILTER.CREATED_TO') }}
      onSearch={onSearch}
      onReset={onReset}
      beforeLeadStatus={
        <>
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
        </>
      }
      afterAgent={
        <MultiSelectField
          label={t('ORDERS.FILTER.PAYMENT_METHOD')}
          options={paymentMethods}
          value={draft.paymentMethodId}
          onChange={(value) => set('paymentMethodId', value)}
          testId="filter-paymentMethod"
        />
      }
    />
  );
}
