import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { renderHookInApp } from '../../testing/render';
import { orderAccessOf } from '../session/order-access';
import { FILTER_FIELD, hasDateOrderError, nextSort } from './list-form';
import { useListScreen } from './use-list-screen';

const { search, orgId, direction } = FILTER_FIELD;
const schema = z.object({
  search,
  orgId,
  sortBy: z.enum(['createdAt', 'customerName']).catch('createdAt'),
  sortDirection: direction,
});
type Form = z.infer<typeof schema>;
const EMPTY: Form = schema.parse({});
const parse = (stored: unknown): Form => schema.safeParse(stored ?? {}).data ?? EMPTY;
const toBody = (form: Form, paging: { page: number; size: number }) => ({
  ...paging,
  search: form.search || undefined,
});
const access = orderAccessOf([], 3, 'UTC');

/** The list screen's wiring over a list that answers at once with `total` rows; it counts its reloads. */
function useScreen(total: number, reloads: number[]) {
  return useListScreen({
    storageKey: 'testFilter',
    parse,
    empty: EMPTY,
    toBody,
    access,
    load: () => ({ settled: true, total, refetch: () => reloads.push(1) }),
  });
}

describe('a list screen’s wiring', () => {
  it('reads the stored form, and stores what Search applies, back at the first page', () => {
    window.localStorage.setItem('testFilter', JSON.stringify({ search: 'Lan', sortBy: 'nonsense' }));
    const { result } = renderHookInApp(() => useScreen(500, []), { path: '/list?page=3' });
    expect(result.current.form).toEqual({ ...EMPTY, search: 'Lan' });
    expect(result.current.body).toEqual({ page: 2, size: 10, search: 'Lan' });
    act(() => result.current.search({ ...EMPTY, search: 'Minh', sortBy: 'customerName' }));
    // Search keeps the table's sort: the form's sortBy is not the filter's to change.
    expect(result.current.form).toEqual({ ...EMPTY, search: 'Minh' });
    expect(result.current.paging.page).toBe(0);
    expect(JSON.parse(window.localStorage.getItem('testFilter') ?? '{}')).toMatchObject({ search: 'Minh' });
  });

  it('reloads when the same filter is searched again at the first page', () => {
    const reloads: number[] = [];
    const { result } = renderHookInApp(() => useScreen(10, reloads));
    act(() => result.current.search(EMPTY));
    expect(reloads).toEqual([1]);
  });

  it('hands its filter form the applied form, the empty one, the access, Search and Reset', () => {
    window.localStorage.setItem('testFilter', JSON.stringify({ search: 'Lan' }));
    const { result } = renderHookInApp(() => useScreen(500, []), { path: '/list?page=3' });
    const { initial, empty, access: given } = result.current.filterProps;
    expect(initial).toEqual({ ...EMPTY, search: 'Lan' });
    expect(empty).toBe(EMPTY);
    expect(given).toBe(access);
    act(() => result.current.filterProps.onSearch({ ...EMPTY, search: 'Minh' }));
    expect(result.current.form).toEqual({ ...EMPTY, search: 'Minh' });
    expect(result.current.paging.page).toBe(0);
    act(() => result.current.filterProps.onReset());
    expect(result.current.form).toEqual(EMPTY);
  });

  it('moves a page past the end to the last page', () => {
    const { result } = renderHookInApp(() => useScreen(30, []), { path: '/list?page=9' });
    expect(result.current.paging.page).toBe(2);
  });

  it('turns the sorted column, starting another one in its natural direction', () => {
    const { result } = renderHookInApp(() => useScreen(10, []));
    act(() => result.current.sort('customerName'));
    expect(result.current.form).toMatchObject({ sortBy: 'customerName', sortDirection: 'asc' });
    act(() => result.current.sort('customerName'));
    expect(result.current.form).toMatchObject({ sortBy: 'customerName', sortDirection: 'desc' });
    expect(nextSort({ sortBy: 'customerName', sortDirection: 'asc' }, 'createdAt')).toEqual({
      sortBy: 'createdAt',
      sortDirection: 'desc',
    });
  });

  it('finds a backwards date range, and none while a day is missing', () => {
    expect(hasDateOrderError({ dateFrom: '2026-11-20', dateTo: '2026-11-02' })).toBe(true);
    expect(hasDateOrderError({ dateFrom: '2026-11-02', dateTo: '2026-11-02' })).toBe(false);
    expect(hasDateOrderError({ dateFrom: '2026-11-20', dateTo: '' })).toBe(false);
  });
});
