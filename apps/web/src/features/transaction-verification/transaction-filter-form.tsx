import { TRANSACTION_SOURCES } from '@leadline/contracts';
import { useTranslation } from 'react-i18next';
import { FilterForm } from '../../shared/list/filter-form';
import { useFilterDraft } from '../../shared/list/use-filter-draft';
import { EMPTY_TRANSACTION_FORM, type TransactionForm, useTransactionStatuses } from './transaction-queries';

/** The list's filter: search, status, source, transfer days. */
export function TransactionFilterForm({
  initial,
  onSearch,
  onReset,
}: {
  initial: TransactionForm;
  onSearch: (form: TransactionForm) => void;
  onReset: () => void;
}) {
  const { t } = useTranslation();
  const filter = useFilterDraft(initial, EMPTY_TRANSACTION_FORM, onSearch, onReset);
  const statuses = useTransactionStatuses();
  const all = t('TRANSACTION_VERIFICATION.FILTER.ALL');
  return (
    <FilterForm
      testId="transaction-filter"
      filter={filter}
      hq={false}
      fields={[
        {
          kind: 'search',
          label: t('TRANSACTION_VERIFICATION.FILTER.SEARCH'),
          placeholder: t('TRANSACTION_VERIFICATION.FILTER.SEARCH_PLACEHOLDER'),
        },
        {
          kind: 'select',
          key: 'status',
          label: t('TRANSACTION_VERIFICATION.FILTER.STATUS'),
          options: (statuses.data ?? []).map((status) => ({ value: status.id, label: status.name })),
          emptyLabel: all,
          testId: 'status',
        },
        {
          kind: 'select',
          key: 'source',
          label: t('TRANSACTION_VERIFICATION.FILTER.SOURCE'),
          options: TRANSACTION_SOURCES.map((source) => ({
            value: source,
            label: t(`TRANSACTION_VERIFICATION.SOURCE.${source}`),
          })),
          emptyLabel: all,
          testId: 'source',
        },
        {
          kind: 'dates',
          from: t('TRANSACTION_VERIFICATION.FILTER.DATE_FROM'),
          to: t('TRANSACTION_VERIFICATION.FILTER.DATE_TO'),
        },
      ]}
    />
  );
}
