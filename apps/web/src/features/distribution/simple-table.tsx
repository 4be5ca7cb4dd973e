import { PanelTable, type SmallTableProps } from '../../shared/ui/small-table';

/**
 * The distribution screens' tables: a campaign has a handful of calling lists, groups and agents
 * (300 at most), so they come whole, without paging; bold heads, one line a cell.
 */
export function SimpleTable<Row>({
  testId,
  loaded,
  ...table
}: Pick<SmallTableProps<Row>, 'columns' | 'rows' | 'rowKey'> & { testId: string; loaded: boolean }) {
  return (
    <PanelTable
      panelTestId={testId}
      rowData={() => ({ 'data-testid': `${testId}-row` })}
      hover
      nowrap
      boldHead
      noData={loaded && table.rows.length === 0}
      {...table}
    />
  );
}
