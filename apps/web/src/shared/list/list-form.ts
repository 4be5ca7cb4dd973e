import { SORT_DIRECTIONS } from '@leadline/contracts';
import { z } from 'zod';

/**
 * What every stored filter form of a list has in common (SPEC.md 3: kept in the browser). A
 * stored field that is missing or no longer valid falls back to its default instead of breaking
 * the page, so each field's schema carries its own `catch`.
 */

export type SortDirection = (typeof SORT_DIRECTIONS)[number];

export const FILTER_FIELD = {
  ids: z.array(z.number().int().positive()).max(100).catch([]),
  day: z.union([z.iso.date(), z.literal('')]).catch(''),
  search: z.string().max(100).catch(''),
  orgId: z.number().int().min(0).nullable().catch(null),
  direction: z.enum(SORT_DIRECTIONS).catch('desc'),
};

/** The stored fields most lists' forms have: the search, HQ's org and the days of a range. */
export const SEARCH_ORG_DAYS = {
  search: FILTER_FIELD.search,
  orgId: FILTER_FIELD.orgId,
  dateFrom: FILTER_FIELD.day,
  dateTo: FILTER_FIELD.day,
};

/** The sort of a list with one order, newest first: fixed, kept for the list kit's form shape. */
export const NEWEST_FIRST = {
  sortBy: z.literal('createdAt').catch('createdAt'),
  sortDirection: FILTER_FIELD.direction,
};

/** The page a list's call asks for. */
export interface Paging {
  page: number;
  size: number;
}

/**
 * A stored form read through its schema (each field falls back to its default on its own); what is
 * not a form at all gives the empty form.
 */
export function readStoredForm<T>(schema: z.ZodType<T>, empty: T, stored: unknown): T {
  const parsed = schema.safeParse(stored ?? {});
  return parsed.success ? parsed.data : empty;
}

const sentText = (value: string) => value.trim() || undefined;
const sentOrgId = (orgId: number | null, access: { hq: boolean }) =>
  access.hq && orgId !== null ? orgId : undefined;
const sentDays = (form: { dateFrom: string; dateTo: string }) => ({
  dateFrom: sentText(form.dateFrom),
  dateTo: sentText(form.dateTo),
});

/** What a form's field sends in a list's call: nothing for an empty list or blank text; the org for HQ only. */
export const sent = {
  ids: (values: number[]) => (values.length > 0 ? values : undefined),
  text: sentText,
  orgId: sentOrgId,
  /** The days of a range. */
  days: sentDays,
  /** The fields of SEARCH_ORG_DAYS. */
  searchOrgDays: (
    form: { search: string; orgId: number | null; dateFrom: string; dateTo: string },
    access: { hq: boolean },
  ) => ({ search: sentText(form.search), ...sentDays(form), orgId: sentOrgId(form.orgId, access) }),
};

/** A date range whose end is before its start: the form shows it and does not search. */
export function hasDateOrderError(form: object): boolean {
  const { dateFrom, dateTo } = form as { dateFrom?: unknown; dateTo?: unknown };
  return (
    typeof dateFrom === 'string' &&
    typeof dateTo === 'string' &&
    dateFrom !== '' &&
    dateTo !== '' &&
    dateTo < dateFrom
  );
}

/** Clicking the sorted column turns its direction; another column starts with its natural one. */
export function nextSort<K extends string>(
  current: { sortBy: K; sortDirection: SortDirection },
  key: K,
): { sortBy: K; sortDirection: SortDirection } {
  if (current.sortBy === key)
    return { sortBy: key, sortDirection: current.sortDirection === 'asc' ? 'desc' : 'asc' };
  return { sortBy: key, sortDirection: key === 'customerName' ? 'asc' : 'desc' };
}
