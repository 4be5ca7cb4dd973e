import { TRANSACTION_SOURCES } from '@leadline/contracts';
import { useTranslation } from 'react-i18next';
import { DateInput, FilterPanel, SearchInput, SelectField } from '../../shared/list/filter-fields';
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
  const { draft, set, dateOrderError, panel } = useFilterDraft(
    initial,
    EMPTY_TRANSACTION_FORM,
    onSearch,
    onReset,
  );
  const statuses = useTransactionStatuses();
  const all = t('TRANSACTION_VERIFICATION.FILTER.ALL');
  return (
    <FilterPanel testId="transaction-filter" {...panel}>
      <SearchInput
        label={t('TRANSACTION_VERIFICATION.FILTER.SEARCH')}
        placeholder={t('TRANSACTION_VERIFICATION.FILTER.SEARCH_PLACEHOLDER')}
        value={draft.search}
        onChange={(value) => set('search', value)}
        testId="filter-search"
        wide
      />
      <SelectField
        label={t('TRANSACTION_VERIFICATION.FILTER.STATUS')}
        value={draft.status}
        options={(statuses.data ?? []).map((status) => ({ value: status.id, label: status.name }))}
        onChange={(value) => set('status', value)}
        emptyLabel={all}
        testId="filter-status"
      />
      <SelectField
        label={t('TRANSACTION_VERIFICATION.FILTER.SOURCE')}
        value={draft.source}
        options={TRANSACTION_SOURCES.map((source) => ({
          value: source,
          label: t(`TRANSACTION_VERIFICATION.SOURCE.${source}`),
        }))}
        onChange={(value) => set('source', value)}
        emptyLabel={all}
        testId="filter-source"
      />
      <DateInput
        label={t('TRANSACTION_VERIFICATION.FILTER.DATE_FROM')}
        value={draft.dateFrom}
        onChange={(value) => set('dateFrom', value)}
        testId="filter-dateFrom"
      />
      <DateInput
        label={t('TRANSACTION_VERIFICATION.FILTER.DATE_TO')}
        value={draft.dateTo}
        onChange={(value) => set('dateTo', value)}
        testId="filter-dateTo"
        error={dateOrderError ? t('ORDERS.FILTER.DATE_ORDER') : undefined}
      />
    </FilterPanel>
  );
}
