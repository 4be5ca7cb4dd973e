import { DEFAULT_PAGE_SIZE } from './constants.js';

/** Paging and sorting every list shares (listPaging in schema-primitives.ts reads the input). */

export function resolvePaging(input: { offset?: number; limit?: number; page?: number; size?: number }) {
  const limit = input.limit ?? input.size ?? DEFAULT_PAGE_SIZE;
  const offset = input.offset ?? (input.page ?? 0) * limit;
  return { offset, limit };
}

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
