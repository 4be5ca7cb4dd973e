import { RECONCILE_REASONS, type ReconcileReason } from '@leadline/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeInputs, FilterPanel, SearchInput, SelectField } from '../../shared/list/filter-fields';

export interface ReconcileForm {
  search: string;
  reason: ReconcileReason | '';
  dateFrom: string;
  dateTo: string;
}

export const EMPTY_RECONCILE_FORM: ReconcileForm = { search: '', reason: '', dateFrom: '', dateTo: '' };

/** The advanced filter (SPEC.md 2.1): a code or id, the reason, the days the partner reported. */
export function ReconcileFilterForm({
  initial,
  onSearch,
  onReset,
}: {
  initial: ReconcileForm;
  onSearch: (form: ReconcileForm) => void;
  onReset: () => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(initial);
  useEffect(() => setDraft(initial), [initial]);
  const set = <K extends keyof ReconcileForm>(key: K, value: ReconcileForm[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const badRange = draft.dateFrom !== '' && draft.dateTo !== '' && draft.dateFrom > draft.dateTo;
  return (
    <FilterPanel
      onSubmit={() => onSearch(draft)}
      onReset={onReset}
      submitDisabled={badRange}
      testId="reconcile-filter"
    >
      <SearchInput
        label={t('RECONCILE.FILTER.SEARCH')}
        placeholder={t('RECONCILE.FILTER.SEARCH_PLACEHOLDER')}
        value={draft.search}
        onChange={(value) => set('search', value)}
        testId="reconcile-search"
      />
      <SelectField
        label={t('RECONCILE.FILTER.REASON')}
        value={draft.reason}
        emptyLabel={t('RECONCILE.FILTER.ALL')}
        options={RECONCILE_REASONS.map((value) => ({ value, label: t(`RECONCILE.REASON.${value}`) }))}
        onChange={(value) => set('reason', value)}
        testId="reconcile-reason"
      />
      <DateRangeInputs
        from={t('RECONCILE.FILTER.DATE_FROM')}
        to={t('RECONCILE.FILTER.DATE_TO')}
        value={draft}
        onChange={set}
        testIds={{ dateFrom: 'reconcile-date-from', dateTo: 'reconcile-date-to' }}
        error={badRange ? t('RECONCILE.FILTER.DATE_TO') : undefined}
      />
    </FilterPanel>
  );
}
