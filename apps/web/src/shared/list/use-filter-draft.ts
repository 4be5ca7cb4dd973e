import { useState } from 'react';
import { hasDateOrderError } from './list-form';

/**
 * The draft of a list's filter form (FilterPanel): edited field by field, applied by Search,
 * emptied by Reset; Search waits while the date range is backwards (a form without dates never
 * waits).
 */
export function useFilterDraft<F extends object>(
  initial: F,
  empty: F,
  onSearch: (form: F) => void,
  onReset: () => void,
) {
  const [draft, setDraft] = useState(initial);
  const set = <K extends keyof F>(key: K, value: F[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const dateOrderError = hasDateOrderError(draft);
  const panel = {
    onSubmit: () => onSearch(draft),
    onReset: () => {
      setDraft(empty);
      onReset();
    },
    submitDisabled: dateOrderError,
  };
  return { draft, setDraft, set, dateOrderError, panel };
}

export type FilterDraft<F extends object> = ReturnType<typeof useFilterDraft<F>>;
