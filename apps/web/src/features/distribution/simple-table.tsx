import {
  Alert,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
} from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface SimpleColumn<Row> {
  id: string;
  label: string;
  align?: 'left' | 'right';
  render: (row: Row) => ReactNode;
}

/**
 * The distribution screens' tables: a campaign has a handful of calling lists, groups and
 * agents (300 at most), so they come whole, without paging. Empty: 'No data to show!' (SPEC.md 5).
 */
export function SimpleTable<Row>({
  testId,
  columns,
  rows,
  rowKey,
  loaded,
}: {
  testId: string;
  columns: readonly SimpleColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  loaded: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Paper elevation={0} sx={{ border: 1, borderColor: 'divider', overflow: 'hidden' }} data-testid={testId}>
      <TableContainer>
        <Table size="small" sx={{ '& th, & td': { whiteSpace: 'nowrap' } }}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column.id} align={column.align} sx={{ fontWeight: 600 }}>
                  {column.label}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={rowKey(row)} hover data-testid={`${testId}-row`}>
                {columns.map((column) => (
                  <TableCell key={column.id} align={column.align}>
                    {column.render(row)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {loaded && rows.length === 0 ? (
        <Alert severity="info" sx={{ m: 2 }}>
          {t('COMMON.NO_DATA')}
        </Alert>
      ) : null}
    </Paper>
  );
}
