import { z } from 'zod';
import { orderManagementFilterSchema } from '../orders/index.js';

/**
 * The order-management exports of SPEC.md 7.2: spreadsheets of the sale orders the
 * order-management filter selects, streamed by the server (docs/exports.md).
 */
export const ORDER_EXPORT_KINDS = ['management', 'marketer', 'commission', 'collection'] as const;
export type OrderExportKind = (typeof ORDER_EXPORT_KINDS)[number];

/** SPEC.md 7.2: the names the files are saved under. */
export const ORDER_EXPORT_FILE_NAMES = {
  management: 'management.xlsx',
  marketer: 'marketer.xlsx',
  commission: 'commission.xlsx',
  collection: 'collection.xlsx',
} as const satisfies Record<OrderExportKind, string>;

/**
 * The response header with the number of rows the export holds, counted with the same filter
 * before the first byte is sent (the client shows it with its progress).
 */
export const TOTAL_ROWS_HEADER = 'X-Total-Rows';

/** Paging fields of a list filter; an export has every row, so they are dropped. */
export const PAGING_FIELDS = ['offset', 'limit', 'page', 'size'] as const;

/** Accepted in any form and dropped: the client may send the list's filter as it is. */
const ignoredPaging = z
  .unknown()
  .optional()
  .transform(() => undefined)
  .describe('Ignored: an export holds every row of the filter');

/**
 * The body of an export: the order-management filter (orderManagementFilterSchema, with its
 * rules) whose offset, limit, page and size are removed (SPEC.md 7.2).
 */
export const orderExportFilterSchema = orderManagementFilterSchema.safeExtend({
  offset: ignoredPaging,
  limit: ignoredPaging,
  page: ignoredPaging,
  size: ignoredPaging,
});
export type OrderExportFilter = z.infer<typeof orderExportFilterSchema>;

/** SPEC.md 7.2 on the client: "The offset and limit are removed from the form". */
export function withoutPaging<T extends object>(filter: T): Omit<T, (typeof PAGING_FIELDS)[number]> {
  const paging: readonly string[] = PAGING_FIELDS;
  return Object.fromEntries(Object.entries(filter).filter(([key]) => !paging.includes(key))) as Omit<
    T,
    (typeof PAGING_FIELDS)[number]
  >;
}
