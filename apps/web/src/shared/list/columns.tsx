import { Box, Chip, type ChipProps, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { formatDateTime } from '../format/format';
import { DoStatusChip } from '../ui/status-chip';
import { CellText, type ResultColumn } from './results-table';

/** The column helpers of the list screens (first used by the order lists and order management). */

const NUMERIC = { fontVariantNumeric: 'tabular-nums' } as const;

interface ColumnOptions<SortKey extends string> {
  sortKey?: SortKey;
  minWidth?: number;
  align?: 'left' | 'right';
}

/** The row's id, first and pinned, in the primary colour. */
export function idColumn<Row, SortKey extends string>(
  id: string,
  label: string,
  value: (row: Row) => number,
  options: ColumnOptions<SortKey> = {},
): ResultColumn<Row, SortKey> {
  return {
    id,
    label,
    sticky: true,
    ...options,
    render: (row) => (
      <Typography variant="body2" component="span" sx={{ fontWeight: 600, color: 'primary.main' }}>
        {value(row)}
      </Typography>
    ),
  };
}

/** A one-line text with an ellipsis (a dash when empty). */
export function textColumn<Row, SortKey extends string>(
  id: string,
  label: string,
  value: (row: Row) => string | null | undefined,
  options: ColumnOptions<SortKey> & { maxWidth?: number } = {},
): ResultColumn<Row, SortKey> {
  const { maxWidth = 180, ...rest } = options;
  return { id, label, ...rest, render: (row) => <CellText text={value(row)} maxWidth={maxWidth} /> };
}

/**
 * A name over a second line in small grey type (a customer and their phone): one column where two
 * would push the list past 1366 px.
 */
export function twoLineColumn<Row, SortKey extends string>(
  id: string,
  label: string,
  value: (row: Row) => { text: string | null | undefined; detail: string | null | undefined; title?: string },
  options: ColumnOptions<SortKey> & { maxWidth?: number } = {},
): ResultColumn<Row, SortKey> {
  const { maxWidth = 160, ...rest } = options;
  return {
    id,
    label,
    ...rest,
    render: (row) => {
      const { text, detail, title } = value(row);
      return (
        <Box sx={{ minWidth: 0 }}>
          <CellText text={text} maxWidth={maxWidth} />
          <Typography variant="caption" color="text.secondary" component="div" noWrap title={title}>
            {detail}
          </Typography>
        </Box>
      );
    },
  };
}

/** An instant in the org's time zone (dd/MM/yyyy HH:mm). */
export function dateColumn<Row, SortKey extends string>(
  id: string,
  label: string,
  value: (row: Row) => string | null,
  timeZone: string,
  options: ColumnOptions<SortKey> = {},
): ResultColumn<Row, SortKey> {
  return {
    id,
    label,
    ...options,
    render: (row) => {
      const iso = value(row);
      return iso ? (
        <Typography variant="body2" component="span" sx={NUMERIC}>
          {formatDateTime(iso, timeZone)}
        </Typography>
      ) : (
        <CellText text={null} />
      );
    },
  };
}

/** Tabular figures (amounts, counts), right-aligned by the column. */
export function numericColumn<Row, SortKey extends string>(
  id: string,
  label: string,
  render: (row: Row) => ReactNode,
  options: ColumnOptions<SortKey> & { bold?: boolean } = {},
): ResultColumn<Row, SortKey> {
  const { bold, ...rest } = options;
  return {
    id,
    label,
    align: 'right',
    ...rest,
    render: (row) => (
      <Typography variant="body2" component="span" sx={{ ...NUMERIC, fontWeight: bold ? 500 : undefined }}>
        {render(row)}
      </Typography>
    ),
  };
}

/**
 * A small chip a row: its state or its action, outlined; a state that is `on` (active, in force)
 * is filled in the success colour.
 */
export function chipColumn<Row, SortKey extends string>(
  id: string,
  label: string,
  chipOf: (row: Row) => { label: string; on?: boolean; color?: ChipProps['color']; testId?: string },
): ResultColumn<Row, SortKey> {
  return {
    id,
    label,
    render: (row) => {
      const chip = chipOf(row);
      return (
        <Chip
          size="small"
          color={chip.on ? 'success' : (chip.color ?? 'default')}
          variant={chip.on ? 'filled' : 'outlined'}
          label={chip.label}
          data-testid={chip.testId}
        />
      );
    },
  };
}

/** The latest delivery order's status. */
export function doStatusColumn<Row, SortKey extends string>(
  label: string,
  value: (row: Row) => { currentStatusName: string } | null,
): ResultColumn<Row, SortKey> {
  return {
    id: 'doStatus',
    label,
    render: (row) => {
      const delivery = value(row);
      return delivery ? <DoStatusChip name={delivery.currentStatusName} /> : <CellText text={null} />;
    },
  };
}
