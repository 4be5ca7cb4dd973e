import { z } from 'zod';
import { TYPE_LEADS } from './leads.js';
import { SORT_DIRECTIONS } from './paging.js';
import { calendarDate, listPaging, orgIdParam } from './schema-primitives.js';

/**
 * What the list screens' schemas share: the references a row carries and the rules of a filter's
 * date range and of an export's paging. One definition, so every list says them alike (the API
 * document and the API's refusals stay as they were: these are the very schemas the features wrote).
 */

/** A thing a row names (campaign, agent, reason, group): its id and its name. */
export const namedRef = z.object({ id: z.number().int(), name: z.string() });

/** A status a row shows (a synonym list's entry): its value and its name. */
export const statusRef = z.object({ value: z.number().int(), name: z.string() });

/** A filter's days are in order; either end may be missing. */
export function dateOrder(filter: { dateFrom?: string | undefined; dateTo?: string | undefined }): boolean {
  return !filter.dateFrom || !filter.dateTo || filter.dateFrom <= filter.dateTo;
}

/** The refusal of a backwards range, on dateTo: `.refine(dateOrder, DATE_ORDER)`. */
export const DATE_ORDER = { message: 'dateFrom must not be after dateTo', path: ['dateTo'] };

/** A paging field an export accepts and drops: an export holds every row of its filter. */
const ignoredPaging = z
  .unknown()
  .optional()
  .transform(() => undefined);

/** The paging fields of a list body, accepted and dropped by its export. */
export const ignoredExportPaging = {
  offset: ignoredPaging,
  limit: ignoredPaging,
  page: ignoredPaging,
  size: ignoredPaging,
};

type DateRange = { dateFrom?: string | undefined; dateTo?: string | undefined };

/**
 * A list's filter: its fields and the page (offset/limit or page/size), refusing a backwards date
 * range. The GET (query) and POST (body) variants of a list take the same one.
 */
export function pagedListFilter<const F extends z.ZodRawShape>(fields: F) {
  return z
    .object({ ...fields, ...listPaging() })
    .refine((filter) => dateOrder(filter as DateRange), DATE_ORDER);
}

/** The export of a list: the list's fields, every row (its paging accepted and dropped). */
export function exportFilter<const F extends z.ZodRawShape>(fields: F) {
  return z
    .object({ ...fields, ...ignoredExportPaging })
    .refine((filter) => dateOrder(filter as DateRange), DATE_ORDER);
}

/**
 * The end of the delivery and sale order lists' filters: the days of creation (in the org's time
 * zone, both included), the search text (ids, the customer's name, digits of the phone) and HQ's
 * pick of org (org 0 picks; other users' own org always applies).
 */
export const createdDaysSearchAndOrg = () => ({
  dateFrom: calendarDate().optional(),
  dateTo: calendarDate().optional(),
  search: z.string().trim().max(100).optional(),
  orgId: orgIdParam().optional(),
});

/** The lead and its customer, as the lead lists' rows begin (order list, callbacks, trash, edit screen). */
export const leadCustomerColumns = () => ({
  leadId: z.number().int(),
  typeLead: z.enum(TYPE_LEADS),
  orgId: z.number().int(),
  customerName: z.string(),
  phone: z.string(),
});

/** The sale order and its customer, as the order lists' rows begin (validation, shipping, pending). */
export const orderCustomerColumns = () => ({ soId: z.number().int(), ...leadCustomerColumns() });

/**
 * The end of most lists' filters: the days (in the org's time zone, both included), the sort with
 * its default, and HQ's pick of org (org 0 picks; other users' own org always applies).
 */
export const daysSortAndOrg = <const K extends readonly [string, ...string[]]>(
  sortKeys: K,
  sortBy: K[number],
  sortDirection: (typeof SORT_DIRECTIONS)[number],
) => ({
  dateFrom: calendarDate().optional(),
  dateTo: calendarDate().optional(),
  sortBy: z.enum(sortKeys).default(sortBy),
  sortDirection: z.enum(SORT_DIRECTIONS).default(sortDirection),
  orgId: orgIdParam().optional(),
});
