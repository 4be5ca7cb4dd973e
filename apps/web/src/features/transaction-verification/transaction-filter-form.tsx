import { TRANSACTION_SOURCES } from '@leadline/contracts';
import { useTranslation } from 'react-i18next';
import { filterFields } from '../../shared/list/filter-field';
import { FilterForm } from '../../shared/list/filter-form';
import { useFilterDraft } from '../../shared/list/use-filter-draft';
import { EMPTY_TRANSACTION_FORM, type TransactionForm, useTransactionStatuses } from './transaction-queries';

const field = filterFields<TransactionForm>();

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
  const statusChoices = (statuses.data ?? []).map((status) => ({ value: status.id, label: status.name }));
  const sources = TRANSACTION_SOURCES.map((source) => ({
    value: source,
    label: t(`TRANSACTION_VERIFICATION.SOURCE.${source}`),
  }));
  return (
    <FilterForm
      testId="transaction-filter"
      filter={filter}
      hq={false}
      fields={[
        field.search(
          t('TRANSACTION_VERIFICATION.FILTER.SEARCH'),
          t('TRANSACTION_VERIFICATION.FILTER.SEARCH_PLACEHOLDER'),
        ),
        field.select('status', t('TRANSACTION_VERIFICATION.FILTER.STATUS'), statusChoices, 'status', {
          emptyLabel: all,
        }),
        field.select('source', t('TRANSACTION_VERIFICATION.FILTER.SOURCE'), sources, 'source', {
          emptyLabel: all,
        }),
        field.dates(
          t('TRANSACTION_VERIFICATION.FILTER.DATE_FROM'),
          t('TRANSACTION_VERIFICATION.FILTER.DATE_TO'),
        ),
      ]}
    />
  );
}
