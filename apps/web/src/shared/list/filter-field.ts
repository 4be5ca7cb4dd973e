import type { Option } from './filter-fields';
import type { FilterFieldDeclaration, KeysOf } from './filter-form';

/** What a select stores for no choice: `emptyLabel` names it, `allValue` is stored when not ''. */
interface NoChoice {
  emptyLabel?: string;
  allValue?: string;
}

/**
 * The declared fields of a filter form of values F (FilterFieldDeclaration), one call each: the
 * forms of the lists read as the list of their fields, label texts and test ids
 * (`filter-<testId>`), without the declaration's plumbing written out again in each.
 */
export function filterFields<F>() {
  type Field = FilterFieldDeclaration<F>;
  return {
    /** The free-text search (`search`). */
    search: (label: string, placeholder: string): Field => ({ kind: 'search', label, placeholder }),
    /** The org for headquarters; choosing another empties the fields in `clears`. */
    org: (label: string, emptyLabel: string, clears?: readonly KeysOf<F, number[]>[]): Field => ({
      kind: 'org',
      label,
      emptyLabel,
      clears,
    }),
    /** Several ids. */
    multi: (key: KeysOf<F, number[]>, label: string, options: readonly Option[], testId: string): Field => ({
      kind: 'multi',
      key,
      label,
      options,
      testId,
    }),
    /** One choice, or none when `none` names it. */
    select: (
      key: KeysOf<F, string | number>,
      label: string,
      options: readonly { value: string | number; label: string }[],
      testId: string,
      none: NoChoice = {},
    ): Field => ({ kind: 'select', key, label, options, testId, ...none }),
    /** Plain text. */
    text: (key: KeysOf<F, string>, label: string, testId: string): Field => ({
      kind: 'text',
      key,
      label,
      testId,
    }),
    /** The date range (`dateFrom`, `dateTo`). */
    dates: (from: string, to: string): Field => ({ kind: 'dates', from, to }),
  };
}
