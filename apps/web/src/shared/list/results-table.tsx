import {
  Alert,
  Box,
  Checkbox,
  LinearProgress,
  Paper,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TableSortLabel,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../format/format';
import { type ColumnChoice, useColumnChoice } from './column-choice';
import type { SortDirection } from './list-form';
import { stickyCell } from './sticky-cell';
import { ROWS_PER_PAGE_OPTIONS } from './use-paging';

export interface ResultColumn<Row, SortKey extends string> {
  id: string;
  label: string;
  sortKey?: SortKey;
  align?: 'left' | 'right';
  /** Minimum width in px, so the table scrolls sideways instead of squeezing texts. */
  minWidth?: number;
  /** Stays in view when the table scrolls sideways (the first column: the row's id). */
  sticky?: boolean;
  render: (row: Row) => ReactNode;
}

export interface RowSelection<Row> {
  isSelected: (row: Row) => boolean;
  toggle: (row: Row, checked: boolean) => void;
  togglePage: (rows: readonly Row[], checked: boolean) => void;
  rowLabel: (row: Row) => string;
}

/** One line with an ellipsis; the full text in the tooltip. */
export function CellText({ text, maxWidth = 220 }: { text: string | null | undefined; maxWidth?: number }) {
  if (!text)
    return (
      <Typography variant="body2" color="text.disabled" component="span">
        —
      </Typography>
    );
  return (
    <Typography variant="body2" noWrap title={text} component="div" sx={{ maxWidth }}>
      {text}
    </Typography>
  );
}

const SKELETON_ROWS = 10;

/** An estimate shown to two significant digits: 1,000,000 rather than 998,734. */
function roughly(count: number): number {
  if (count < 100) return count;
  const unit = 10 ** (Math.floor(Math.log10(count)) - 1);
  return Math.round(count / unit) * unit;
}
const CHECKBOX_WIDTH = 48;

/** The checkbox selecting a row, or every row of the page; its label says which. */
function SelectCheckbox({
  label,
  testId,
  onChange,
  ...state
}: {
  label: string;
  testId: string;
  onChange: (checked: boolean) => void;
  checked: boolean;
  indeterminate?: boolean;
  disabled?: boolean;
}) {
  return (
    <Checkbox
      size="small"
      {...state}
      onChange={(event) => onChange(event.target.checked)}
      slotProps={{ input: { 'aria-label': label, 'data-testid': testId } as object }}
    />
  );
}

export interface ResultsTableProps<Row, SortKey extends string> {
  testId: string;
  columns: readonly ResultColumn<Row, SortKey>[];
  rows: readonly Row[] | undefined;
  total: number;
  /** The total is the server's estimate of a large list: "about N", no jump to the last page. */
  totalIsEstimate?: boolean;
  fetching: boolean;
  rowKey: (row: Row) => number;
  onRowClick?: (row: Row) => void;
  rowLabel?: (row: Row) => string;
  page: number;
  rowsPerPage: number;
  onPageChange: (page: number) => void;
  onRowsPerPageChange: (rowsPerPage: number) => void;
  sortBy: SortKey;
  sortDirection: SortDirection;
  onSort: (key: SortKey) => void;
  selection?: RowSelection<Row>;
  toolbar?: ReactNode;
  /** The user may hide and show columns, remembered per list (docs/decisions.md 'Columns'). */
  columnChoice?: ColumnChoice;
}

/**
 * What a screen hands its list's table: the rows, the paging, the sort, the selection and the
 * toolbar; the table of the feature names its own test id, columns, row key and row opening.
 */
export type ListTableProps<Row, SortKey extends string> = Omit<
  ResultsTableProps<Row, SortKey>,
  'testId' | 'columns' | 'rowKey' | 'onRowClick' | 'rowLabel'
>;

/**
 * A server-paged, sortable table. While a page loads the previous rows stay (dimmed) and a thin
 * bar runs in a reserved strip, so nothing jumps; the first load shows placeholder rows. An empty
 * result shows SPEC.md 5's info message 'No data to show!'.
 */
export function ResultsTable<Row, SortKey extends string>({
  testId,
  columns: allColumns,
  rows,
  total,
  totalIsEstimate = false,
  fetching,
  rowKey,
  onRowClick,
  rowLabel,
  page,
  rowsPerPage,
  onPageChange,
  onRowsPerPageChange,
  sortBy,
  sortDirection,
  onSort,
  selection,
  toolbar,
  columnChoice,
}: ResultsTableProps<Row, SortKey>) {
  const { t } = useTranslation();
  const { visible: columns, chooser } = useColumnChoice(allColumns, columnChoice, testId);
  const columnCount = columns.length + (selection ? 1 : 0);
  const stickyLeft = selection ? CHECKBOX_WIDTH : 0;
  const pageRows = rows ?? [];
  const selectedOnPage = selection ? pageRows.filter((row) => selection.isSelected(row)).length : 0;

  return (
    <Paper elevation={0} sx={{ border: 1, borderColor: 'divider', overflow: 'hidden' }} data-testid={testId}>
      {toolbar}
      <Box sx={{ height: 3 }}>{fetching ? <LinearProgress sx={{ height: 3 }} /> : null}</Box>
      <TableContainer>
        <Table size="small" aria-busy={fetching} sx={{ '& th, & td': { whiteSpace: 'nowrap', px: 1 } }}>
          <TableHead>
            <TableRow>
              {selection ? (
                <TableCell
                  padding="checkbox"
                  sx={[{ width: CHECKBOX_WIDTH }, stickyCell(0, { header: true })]}
                >
                  <SelectCheckbox
                    indeterminate={selectedOnPage > 0 && selectedOnPage < pageRows.length}
                    checked={pageRows.length > 0 && selectedOnPage === pageRows.length}
                    disabled={pageRows.length === 0}
                    onChange={(checked) => selection.togglePage(pageRows, checked)}
                    label={t('ORDERS.TABLE.SELECT_PAGE')}
                    testId={`${testId}-select-page`}
                  />
                </TableCell>
              ) : null}
              {columns.map((column) => (
                <TableCell
                  key={column.id}
                  align={column.align}
                  sx={[
                    { minWidth: column.minWidth, fontWeight: 600, bgcolor: 'action.hover' },
                    column.sticky ? stickyCell(stickyLeft, { header: true, edge: true }) : null,
                  ]}
                  sortDirection={column.sortKey && column.sortKey === sortBy ? sortDirection : false}
                >
                  {column.sortKey ? (
                    <TableSortLabel
                      active={column.sortKey === sortBy}
                      direction={column.sortKey === sortBy ? sortDirection : 'desc'}
                      onClick={() => column.sortKey && onSort(column.sortKey)}
                      data-testid={`sort-${column.sortKey}`}
                    >
                      {column.label}
                    </TableSortLabel>
                  ) : (
                    column.label
                  )}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody sx={{ opacity: fetching && rows ? 0.55 : 1, transition: 'opacity 120ms' }}>
            {rows === undefined
              ? Array.from({ length: Math.min(rowsPerPage, SKELETON_ROWS) }, (_, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
                  <TableRow key={index}>
                    {Array.from({ length: columnCount }, (_, cell) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cells have no identity
                      <TableCell key={cell}>
                        <Skeleton variant="text" />
                      </TableCell>
                    ))}
                  </TableRow>
                ))
              : pageRows.map((row) => {
                  const key = rowKey(row);
                  const selected = selection?.isSelected(row) ?? false;
                  return (
                    <TableRow
                      key={key}
                      hover
                      selected={selected}
                      data-testid={`${testId}-row`}
                      data-row-id={key}
                      tabIndex={onRowClick ? 0 : undefined}
                      aria-label={rowLabel?.(row)}
                      onClick={onRowClick ? () => onRowClick(row) : undefined}
                      onKeyDown={
                        onRowClick
                          ? (event) => {
                              if (event.key === 'Enter' && event.target === event.currentTarget)
                                onRowClick(row);
                            }
                          : undefined
                      }
                      sx={onRowClick ? { cursor: 'pointer' } : undefined}
                    >
                      {selection ? (
                        <TableCell
                          padding="checkbox"
                          onClick={(event) => event.stopPropagation()}
                          sx={[{ width: CHECKBOX_WIDTH }, stickyCell(0, {})]}
                        >
                          <SelectCheckbox
                            checked={selected}
                            onChange={(checked) => selection.toggle(row, checked)}
                            label={selection.rowLabel(row)}
                            testId={`${testId}-select`}
                          />
                        </TableCell>
                      ) : null}
                      {columns.map((column) => (
                        <TableCell
                          key={column.id}
                          align={column.align}
                          sx={column.sticky ? stickyCell(stickyLeft, { edge: true }) : undefined}
                        >
                          {column.render(row)}
                        </TableCell>
                      ))}
                    </TableRow>
                  );
                })}
          </TableBody>
        </Table>
      </TableContainer>
      {rows !== undefined && rows.length === 0 ? (
        <Box sx={{ p: 2 }}>
          <Alert severity="info" variant="outlined" data-testid={`${testId}-empty`}>
            {t('COMMON.NO_DATA')}
          </Alert>
        </Box>
      ) : null}
      <Box sx={{ display: 'flex', alignItems: 'center', borderTop: 1, borderColor: 'divider', pl: 1 }}>
        {chooser}
        <TablePagination
          component="div"
          count={total}
          page={total === 0 ? 0 : Math.min(page, Math.max(0, Math.ceil(total / rowsPerPage) - 1))}
          rowsPerPage={rowsPerPage}
          rowsPerPageOptions={[...ROWS_PER_PAGE_OPTIONS]}
          onPageChange={(_, next) => onPageChange(next)}
          onRowsPerPageChange={(event) => onRowsPerPageChange(Number(event.target.value))}
          labelRowsPerPage={t('ORDERS.TABLE.ROWS_PER_PAGE')}
          labelDisplayedRows={({ from, to, count }) =>
            t(totalIsEstimate ? 'ORDERS.TABLE.DISPLAYED_ROWS_ABOUT' : 'ORDERS.TABLE.DISPLAYED_ROWS', {
              from: formatCount(from),
              to: formatCount(to),
              count: formatCount(totalIsEstimate ? roughly(count) : count),
            })
          }
          getItemAriaLabel={(type) =>
            ({
              first: t('ORDERS.TABLE.FIRST_PAGE'),
              previous: t('ORDERS.TABLE.PREVIOUS_PAGE'),
              next: t('ORDERS.TABLE.NEXT_PAGE'),
              last: t('ORDERS.TABLE.LAST_PAGE'),
            })[type]
          }
          showFirstButton
          showLastButton={!totalIsEstimate}
          sx={{ flex: 1, borderBottom: 0 }}
          data-testid={`${testId}-pagination`}
        />
      </Box>
    </Paper>
  );
}
