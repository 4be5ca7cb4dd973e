import { type Language, translate } from '@leadline/contracts';
import {
  type ColumnKind,
  type InstantCell,
  type MoneyCell,
  orgInstant,
  type SheetColumn,
} from './xlsx-sheet.js';

/**
 * What an export's columns are written with: headers from a locale section (`ORDER_EXPORTS.COLUMN`),
 * dates in the row's org's time zone (the caller's when the org has none), money in the row's
 * currency. Every list export declares its columns with it.
 */
export function sheetColumns<R>(language: Language, headerSection: string, fallbackTimeZone: string) {
  const instant = orgInstant<{ orgId: number }>(fallbackTimeZone);
  return {
    /** A column headed by the section's `key`. */
    column: (
      key: string,
      width: number,
      kind: ColumnKind,
      value: SheetColumn<R>['value'],
    ): SheetColumn<R> => ({
      header: translate(language, `${headerSection}.${key}`),
      width,
      kind,
      value,
    }),
    /** A date cell: the instant in the row's org's time zone; empty without one. */
    instant: (value: Date | string | null, row: { orgId: number }): InstantCell | null => instant(value, row),
    /** A money cell in the row's currency; empty without an amount. */
    money: (minorUnits: number | null, row: { currency: string }): MoneyCell | null =>
      minorUnits === null ? null : { minorUnits, currency: row.currency },
  };
}
