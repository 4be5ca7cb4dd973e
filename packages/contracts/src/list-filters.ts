import { z } from 'zod';

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
