import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../testing/render';
import { ResultsTable } from './results-table';
import { useRowSelection } from './use-row-selection';

interface Row {
  id: number;
  name: string;
}

const ROWS: Row[] = [
  { id: 7, name: 'Lan' },
  { id: 9, name: 'Minh' },
];

/** A page of two rows that may be picked, reporting the picked ids. */
function PickableTable({ picked }: { picked: number[][] }) {
  const { rows, selection } = useRowSelection<Row>((row) => row.id);
  picked.push(rows.map((row) => row.id));
  return (
    <ResultsTable<Row, 'name'>
      testId="people"
      columns={[{ id: 'name', label: 'Name', render: (row) => row.name }]}
      rows={ROWS}
      total={2}
      fetching={false}
      rowKey={(row) => row.id}
      page={0}
      rowsPerPage={10}
      onPageChange={() => undefined}
      onRowsPerPageChange={() => undefined}
      sortBy="name"
      sortDirection="asc"
      onSort={() => undefined}
      selection={selection}
    />
  );
}

describe('a table whose rows may be picked', () => {
  it('picks a row by its checkbox and the whole page by the header’s, each named for screen readers', () => {
    const picked: number[][] = [];
    renderInApp(<PickableTable picked={picked} />);
    const [first] = screen.getAllByTestId('people-select') as HTMLInputElement[];
    expect(first?.getAttribute('aria-label')).toBe('Select order 7');
    fireEvent.click(first as HTMLInputElement);
    expect(picked.at(-1)).toEqual([7]);
    const page = screen.getByTestId('people-select-page') as HTMLInputElement;
    expect(page.getAttribute('aria-label')).toBe('Select the orders of this page');
    expect(page.getAttribute('data-indeterminate')).toBe('true');
    fireEvent.click(page);
    expect(picked.at(-1)).toEqual([7, 9]);
    fireEvent.click(page);
    expect(picked.at(-1)).toEqual([]);
  });
});
