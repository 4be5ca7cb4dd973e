import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DATE_ORDER, dateOrder, ignoredExportPaging, namedRef } from './list-filters.js';

describe('the list filters’ shared schemas', () => {
  const filter = z
    .object({ dateFrom: z.string().optional(), dateTo: z.string().optional() })
    .refine(dateOrder, DATE_ORDER);

  it('takes a range in order or open at either end, and refuses a backwards one on dateTo', () => {
    expect(filter.safeParse({ dateFrom: '2026-11-01', dateTo: '2026-11-01' }).success).toBe(true);
    expect(filter.safeParse({ dateFrom: '2026-11-01' }).success).toBe(true);
    const refused = filter.safeParse({ dateFrom: '2026-11-02', dateTo: '2026-11-01' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]).toMatchObject({
      path: ['dateTo'],
      message: 'dateFrom must not be after dateTo',
    });
  });

  it('accepts and drops an export’s paging', () => {
    const exportFilter = z.object({ search: z.string().optional(), ...ignoredExportPaging });
    expect(exportFilter.parse({ search: 'x', offset: 20, limit: 10, page: 3, size: 'all' })).toEqual({
      search: 'x',
      offset: undefined,
      limit: undefined,
      page: undefined,
      size: undefined,
    });
  });

  it('names a reference by id and name', () => {
    expect(namedRef.parse({ id: 3, name: 'Tea' })).toEqual({ id: 3, name: 'Tea' });
    expect(namedRef.safeParse({ id: 3 }).success).toBe(false);
  });
});
