import {
  Alert,
  Box,
  LinearProgress,
  Paper,
  type SxProps,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  type Theme,
} from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface SmallColumn<Row> {
  id: string;
  label: ReactNode;
  align?: 'left' | 'right';
  /** The column's cells' own style (a width, a font), the header's aside. */
  sx?: SxProps<Theme>;
  /** A cell's style that follows its row (a colour). */
  rowSx?: (row: Row) => SxProps<Theme>;
  /** A cell's data-testid, where a test reads one cell. */
  testId?: (row: Row) => string;
  render: (row: Row) => ReactNode;
}

export interface SmallTableProps<Row> {
  columns: readonly SmallColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** The table's data-testid. */
  testId?: string;
  /** A row's data-testid and other data- attributes (what the tests read). */
  rowData?: (row: Row) => { [name: `data-${string}`]: string | number };
  hover?: boolean;
  /** Every cell on one line: the table scrolls sideways in its box instead. */
  nowrap?: boolean;
  boldHead?: boolean;
  stickyHeader?: boolean;
  /** Shown across the table while there are no rows; nothing when null. */
  emptyRow?: ReactNode;
}

/**
 * A table of a few rows that come whole (a dialog's, a tab's, a board's): no paging, sorting or
 * column choice, which the lists' ResultsTable has. Each column renders its cells.
 */
export function SmallTable<Row>({
  columns,
  rows,
  rowKey,
  testId,
  rowData,
  hover = false,
  nowrap = false,
  boldHead = false,
  stickyHeader = false,
  emptyRow = null,
}: SmallTableProps<Row>) {
  return (
    <Table
      size="small"
      stickyHeader={stickyHeader}
      data-testid={testId}
      sx={nowrap ? { '& th, & td': { whiteSpace: 'nowrap' } } : undefined}
    >
      <TableHead>
        <TableRow>
          {columns.map((column) => (
            <TableCell key={column.id} align={column.align} sx={boldHead ? { fontWeight: 600 } : undefined}>
              {column.label}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={rowKey(row)} hover={hover} {...rowData?.(row)}>
            {columns.map((column) => (
              <TableCell
                key={column.id}
                align={column.align}
                sx={column.rowSx ? column.rowSx(row) : column.sx}
                data-testid={column.testId?.(row)}
              >
                {column.render(row)}
              </TableCell>
            ))}
          </TableRow>
        ))}
        {rows.length === 0 && emptyRow !== null ? (
          <TableRow>
            <TableCell colSpan={columns.length}>{emptyRow}</TableCell>
          </TableRow>
        ) : null}
      </TableBody>
    </Table>
  );
}

/**
 * A small table in its bordered panel, as a page shows one: a loading bar's slot above it (when
 * `loading` is given) and 'No data to show!' (SPEC.md 5) under it when `noData`.
 */
export function PanelTable<Row>({
  panelTestId,
  loading,
  noData,
  ...table
}: SmallTableProps<Row> & { panelTestId?: string; loading?: boolean; noData: boolean }) {
  const { t } = useTranslation();
  return (
    <Paper
      elevation={0}
      sx={{ border: 1, borderColor: 'divider', overflow: 'hidden' }}
      data-testid={panelTestId}
    >
      {loading === undefined ? null : <Box sx={{ height: 4 }}>{loading ? <LinearProgress /> : null}</Box>}
      <TableContainer>
        <SmallTable {...table} />
      </TableContainer>
      {noData ? (
        <Alert severity="info" sx={{ m: 2 }}>
          {t('COMMON.NO_DATA')}
        </Alert>
      ) : null}
    </Paper>
  );
}
