import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderHookInApp } from '../../testing/render';
import { useFormSearch } from './use-paging';

describe('useFormSearch (CDRs, transaction verification)', () => {
  it('shows the first page on a search, fetches afresh when the same form is searched again, and keeps the page size in the browser', () => {
    const key = 'rowsPerPageFormSearchTest';
    localStorage.removeItem(key);
    const refetched: string[] = [];
    const { result } = renderHookInApp(() => useFormSearch({ phone: '' }, key));
    expect(result.current.paging.rowsPerPage).toBe(10);

    act(() => result.current.paging.setPage(3));
    act(() => result.current.search({ phone: '0901' }, () => refetched.push('new form')));
    expect(result.current.form).toEqual({ phone: '0901' });
    expect(result.current.paging.page).toBe(0);
    // A new form is fetched by its new query key: no refetch asked.
    expect(refetched).toEqual([]);

    act(() => result.current.search({ phone: '0901' }, () => refetched.push('same form')));
    expect(refetched).toEqual(['same form']);

    act(() => result.current.paging.setPage(2));
    act(() => result.current.paging.setRowsPerPage(50));
    expect(result.current.paging.page).toBe(0);
    expect(result.current.paging.rowsPerPage).toBe(50);
    expect(JSON.parse(localStorage.getItem(key) ?? 'null')).toBe(50);

    // A size not offered falls back to the default.
    act(() => result.current.paging.setRowsPerPage(7));
    expect(result.current.paging.rowsPerPage).toBe(10);
  });
});
