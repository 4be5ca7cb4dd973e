import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RowSelection } from './results-table';

/**
 * Rows picked in a ResultsTable, kept across pages until `clear` (a new search, an action done),
 * by the row's id.
 */
export function useRowSelection<Row>(idOf: (row: Row) => number) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<ReadonlyMap<number, Row>>(new Map());
  const change = (rows: readonly Row[], checked: boolean) =>
    setSelected((current) => {
      const next = new Map(current);
      for (const row of rows) {
        if (checked) next.set(idOf(row), row);
        else next.delete(idOf(row));
      }
      return next;
    });
  const selection: RowSelection<Row> = {
    isSelected: (row) => selected.has(idOf(row)),
    toggle: (row, checked) => change([row], checked),
    togglePage: change,
    rowLabel: (row) => t('ORDERS.TABLE.SELECT_ROW', { id: idOf(row) }),
  };
  return { rows: [...selected.values()], selection, clear: () => setSelected(new Map()) };
}
