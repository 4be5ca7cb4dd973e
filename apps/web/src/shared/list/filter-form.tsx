import { TextField } from '@mui/material';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderAccess } from '../session/order-access';
import {
  DateRangeInputs,
  FilterPanel,
  MultiSelectField,
  type Option,
  SearchInput,
  SelectField,
} from './filter-fields';
import type { FilterDraft } from './use-filter-draft';
import { useOrgOptions } from './use-filter-options';

/** The keys of a form whose values are of type V (a multi-select's ids, a select's choice). */
export type KeysOf<F, V> = { [K in keyof F]-?: F[K] extends V ? K : never }[keyof F] & string;

/**
 * One field of a list's filter form, declared rather than written out (react-admin's filter
 * inputs): the form says which fields it has, in which order, with which labels and options;
 * FilterForm draws them on the filter card with the test ids the browser tests read.
 */
export type FilterFieldDeclaration<F> =
  /** The free-text search (`search`), two columns wide. */
  | { kind: 'search'; label: string; placeholder: string }
  /**
   * The org (`orgId`), for headquarters only. Another org has other agents, campaigns and
   * partners: the choices of the fields in `clears` go with the old one.
   */
  | { kind: 'org'; label: string; emptyLabel: string; clears?: readonly KeysOf<F, number[]>[] }
  /** Several ids; test id `filter-<testId>`. */
  | { kind: 'multi'; key: KeysOf<F, number[]>; label: string; options: readonly Option[]; testId: string }
  /**
   * One choice or none (`emptyLabel`). `allValue` is what the form stores for none when it is
   * not '' (a form that keeps 'all').
   */
  | {
      kind: 'select';
      key: KeysOf<F, string | number>;
      label: string;
      options: readonly { value: string | number; label: string }[];
      emptyLabel?: string;
      allValue?: string;
      testId: string;
    }
  /** Plain text (a network's name). */
  | { kind: 'text'; key: KeysOf<F, string>; label: string; testId: string }
  /** The date range (`dateFrom`, `dateTo`); a backwards range is marked and does not search. */
  | { kind: 'dates'; from: string; to: string }
  /** A field of the form's own (a checkbox, a field with its own wiring). */
  | { kind: 'custom'; node: ReactNode };

/**
 * What a list page hands its filter form: the applied form, the empty one Reset goes back to,
 * who is looking (the org field is for headquarters), and what Search and Reset do.
 */
export interface ListFilterProps<F> {
  initial: F;
  empty: F;
  access: OrderAccess;
  onSearch: (form: F) => void;
  onReset: () => void;
}

/** A field that is not there for this user or screen. */
type Absent = false | null | undefined;

/** The draft after choosing another org (`''`: every org): the fields in `clears` empty. */
export function withOrg<F extends { orgId: number | null }>(
  draft: F,
  orgId: number | '',
  clears: readonly KeysOf<F, number[]>[] = [],
): F {
  const next: F = { ...draft, orgId: orgId === '' ? null : orgId };
  for (const key of clears) (next as Record<string, unknown>)[key] = [];
  return next;
}

/** What a select shows for a stored value, and what it stores for a choice ('' is none). */
export const selectValue = (stored: unknown, allValue = '') =>
  (stored === allValue ? '' : stored) as string | number | '';
export const storedChoice = (chosen: string | number | '', allValue = '') =>
  chosen === '' ? allValue : chosen;

/**
 * A list's filter form from its declared fields, on the draft of useFilterDraft: the filter card
 * with Reset and Search (after `extra`, the export button), Enter searching.
 */
export function FilterForm<F extends object>({
  testId,
  filter,
  hq,
  fields,
  extra,
}: {
  testId: string;
  filter: FilterDraft<F>;
  /** Headquarters: the org field is shown. */
  hq: boolean;
  fields: readonly (FilterFieldDeclaration<F> | Absent)[];
  extra?: ReactNode;
}) {
  const { t } = useTranslation();
  const orgs = useOrgOptions();
  const { draft, setDraft, set, dateOrderError, panel } = filter;
  const values = draft as Record<string, unknown>;
  const setValue = (key: string, value: unknown) => set(key as keyof F, value as F[keyof F]);

  const draw = (field: FilterFieldDeclaration<F>, index: number): ReactNode => {
    switch (field.kind) {
      case 'search':
        return (
          <SearchInput
            key="search"
            label={field.label}
            placeholder={field.placeholder}
            value={String(values.search ?? '')}
            onChange={(value) => setValue('search', value)}
            testId="filter-search"
            wide
          />
        );
      case 'org':
        return hq ? (
          <SelectField
            key="org"
            label={field.label}
            value={(values.orgId as number | null) ?? ''}
            options={orgs}
            onChange={(orgId) =>
              setDraft((current) =>
                withOrg(current as F & { orgId: number | null }, orgId, field.clears as never),
              )
            }
            emptyLabel={field.emptyLabel}
            testId="filter-org"
          />
        ) : null;
      case 'multi':
        return (
          <MultiSelectField
            key={field.key}
            label={field.label}
            options={field.options}
            value={values[field.key] as number[]}
            onChange={(value) => setValue(field.key, value)}
            testId={`filter-${field.testId}`}
          />
        );
      case 'select':
        return (
          <SelectField<string | number>
            key={field.key}
            label={field.label}
            value={selectValue(values[field.key], field.allValue)}
            options={field.options}
            onChange={(value) => setValue(field.key, storedChoice(value, field.allValue))}
            emptyLabel={field.emptyLabel}
            testId={`filter-${field.testId}`}
          />
        );
      case 'text':
        return (
          <TextField
            key={field.key}
            size="small"
            fullWidth
            label={field.label}
            value={String(values[field.key] ?? '')}
            onChange={(event) => setValue(field.key, event.target.value)}
            slotProps={{ htmlInput: { maxLength: 100, 'data-testid': `filter-${field.testId}` } }}
          />
        );
      case 'dates':
        return (
          <DateRangeInputs
            key="dates"
            from={field.from}
            to={field.to}
            value={{ dateFrom: String(values.dateFrom ?? ''), dateTo: String(values.dateTo ?? '') }}
            onChange={setValue}
            error={dateOrderError ? t('ORDERS.FILTER.DATE_ORDER') : undefined}
          />
        );
      case 'custom':
        return <Fragment key={`custom-${index}`}>{field.node}</Fragment>;
    }
  };

  return (
    <FilterPanel testId={testId} {...panel} extra={extra}>
      {fields.map((field, index) => (field ? draw(field, index) : null))}
    </FilterPanel>
  );
}
