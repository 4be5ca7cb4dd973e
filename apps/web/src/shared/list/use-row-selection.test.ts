import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRowSelection } from './use-row-selection';

interface Row {
  soId: number;
  name: string;
}

const page1: Row[] = [
  { soId: 1, name: 'Lan' },
  { soId: 2, name: 'Minh' },
];
const page2: Row[] = [{ soId: 3, name: 'Hoa' }];

describe('the rows picked in a list', () => {
  it('keeps the picks across pages, by id, until cleared', () => {
    const { result } = renderHook(() => useRowSelection<Row>((row) => row.soId));
    act(() => result.current.selection.togglePage(page1, true));
    act(() => result.current.selection.toggle(page2[0]!, true));
    expect(result.current.rows.map((row) => row.soId)).toEqual([1, 2, 3]);
    expect(result.current.selection.isSelected({ soId: 2, name: 'renamed' })).toBe(true);
    act(() => result.current.selection.toggle(page1[0]!, false));
    expect(result.current.rows.map((row) => row.soId)).toEqual([2, 3]);
    act(() => result.current.clear());
    expect(result.current.rows).toEqual([]);
  });

  it('names each row’s checkbox by its id', () => {
    const { result } = renderHook(() => useRowSelection<Row>((row) => row.soId));
    expect(result.current.selection.rowLabel(page2[0]!)).toBe('Select order 3');
  });
});
