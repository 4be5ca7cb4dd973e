import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { currencyDecimals, findOrg } from '@leadline/contracts';
import ExcelJS from 'exceljs';
import { wallClock } from '../time/zoned-time.js';

/** A money cell: integer minor units of a currency, written in major units with its decimals. */
export interface MoneyCell {
  minorUnits: number;
  currency: string;
}

/** A date cell: an instant, written as the wall clock of a time zone. */
export interface InstantCell {
  instant: Date;
  timeZone: string;
}

/**
 * A date column's cell in the row's org's time zone (the caller's when the org is unknown): how
 * every list export writes its instants.
 */
export function orgInstant<R extends { orgId: number }>(fallbackTimeZone: string) {
  // Each org's zone looked up once per sheet, not once per cell.
  const zones = new Map<number, string>();
  const zoneOf = (orgId: number) => {
    let zone = zones.get(orgId);
    if (zone === undefined) {
      zone = findOrg(orgId)?.timeZone ?? fallbackTimeZone;
      zones.set(orgId, zone);
    }
    return zone;
  };
  return (value: Date | string | null, row: R): InstantCell | null =>
    value ? { instant: new Date(value), timeZone: zoneOf(row.orgId) } : null;
}

export type ColumnKind = 'id' | 'text' | 'count' | 'money' | 'date';

/** One column of a sheet: its header (already translated), width and how a row fills it. */
export interface SheetColumn<R> {
  header: string;
  width: number;
  kind: ColumnKind;
  value(row: R): string | number | MoneyCell | InstantCell | null;
}

const DATE_FORMAT = 'yyyy-mm-dd hh:mm:ss';
/** SPEC.md 9: numbers with comma thousands; money with its currency's decimals. */
const COUNT_FORMAT = '#,##0';
const moneyFormat = (decimals: number) => (decimals > 0 ? `#,##0.${'0'.repeat(decimals)}` : '#,##0');

/**
 * One style object per format, shared by every cell that has it: exceljs registers a cell's
 * style once per object (a WeakMap), so shared objects keep a large sheet from rendering and
 * comparing a style for each of its cells. They are never changed.
 */
const STYLES = {
  id: Object.freeze({ numFmt: '0' }),
  text: Object.freeze({}),
  count: Object.freeze({ numFmt: COUNT_FORMAT }),
  date: Object.freeze({ numFmt: DATE_FORMAT }),
} satisfies Record<Exclude<ColumnKind, 'money'>, Partial<ExcelJS.Style>>;
const moneyStyles = new Map<number, Partial<ExcelJS.Style>>();

function moneyStyle(decimals: number): Partial<ExcelJS.Style> {
  let style = moneyStyles.get(decimals);
  if (!style) {
    style = Object.freeze({ numFmt: moneyFormat(decimals) });
    moneyStyles.set(decimals, style);
  }
  return style;
}

/** = + - @ tab and carriage return: a cell beginning with one may be read as a formula (OWASP). */
const FORMULA_START = /^[=+\-@\t\r]/;
/**
 * A signed plain number written as text: a phone number (+84 90 123 4567, E.164) or an amount.
 * Made of digits, spaces and ( ) . / - only, it can name no cell and call no function, so it is
 * left as it is rather than shown with a quote.
 */
const SIGNED_NUMBER_TEXT = /^[+-]\d[\d ()./-]*$/;

/**
 * Every text cell of every sheet we write goes through here (CSV/formula injection, OWASP): a
 * text from user input that begins with = + - @ tab or carriage return gets a leading single
 * quote, so no spreadsheet reads it as a formula (docs/security.md). Numbers are cells of their
 * own type and never pass here: a negative amount stays a number.
 */
export function safeText(text: string): string {
  return FORMULA_START.test(text) && !SIGNED_NUMBER_TEXT.test(text) ? `'${text}` : text;
}

export type StreamingWorkbook = ExcelJS.stream.xlsx.WorkbookWriter;

/**
 * An .xlsx written into `output` as rows come: exceljs's streaming writer, inline strings (no
 * shared-string table kept in memory), styles for the number and date formats.
 */
export function openStreamingWorkbook(output: Writable): StreamingWorkbook {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
  });
  workbook.creator = 'Leadline';
  return workbook;
}

/** A sheet whose header row is written, frozen and filterable; add rows with `appendRow`. */
export function openSheet<R>(workbook: StreamingWorkbook, name: string, columns: readonly SheetColumn<R>[]) {
  const sheet = workbook.addWorksheet(name.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({ width: column.width }));
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  const header = sheet.addRow(columns.map((column) => safeText(column.header)));
  header.font = { bold: true };
  header.alignment = { vertical: 'middle' };
  header.commit();
  return sheet;
}

function isMoney(value: unknown): value is MoneyCell {
  return typeof value === 'object' && value !== null && 'minorUnits' in value;
}

function isInstant(value: unknown): value is InstantCell {
  return typeof value === 'object' && value !== null && 'instant' in value;
}

/** Writes one row and hands it to the stream (a committed row leaves memory). */
export function appendRow<R>(sheet: ExcelJS.Worksheet, columns: readonly SheetColumn<R>[], row: R): void {
  const values: ExcelJS.CellValue[] = [];
  const styles: Partial<ExcelJS.Style>[] = [];
  for (const column of columns) {
    const value = column.value(row);
    if (value === null) {
      // No cell at all for an empty value.
      values.push(undefined as unknown as ExcelJS.CellValue);
      styles.push(STYLES.text);
    } else if (isMoney(value)) {
      const decimals = currencyDecimals(value.currency);
      values.push(value.minorUnits / 10 ** decimals);
      styles.push(moneyStyle(decimals));
    } else if (isInstant(value)) {
      values.push(wallClock(value.instant, value.timeZone));
      styles.push(STYLES.date);
    } else {
      values.push(typeof value === 'string' ? safeText(value) : value);
      styles.push(column.kind === 'money' ? moneyStyle(0) : STYLES[column.kind]);
    }
  }
  const written = sheet.addRow(values);
  written.eachCell((cell, columnNumber) => {
    cell.style = styles[columnNumber - 1] ?? STYLES.text;
  });
  written.commit();
}

/**
 * Lets what was written flow out before more is read: a turn of the event loop for the zip to
 * take the rows, then, while the client is slower than the database, a wait for `output` to drain.
 */
export async function drained(output: Writable, signal: AbortSignal): Promise<void> {
  await new Promise((resolve) => setImmediate(resolve));
  signal.throwIfAborted();
  if (output.writableNeedDrain) await once(output, 'drain', { signal });
}

/**
 * Waits for work that only ends when its stream does (exceljs's commit waits for the zip to
 * reach the end of `output`): gives up when `signal` aborts, as a destroyed stream never ends.
 */
export function unlessAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason);
    signal.addEventListener('abort', abort, { once: true });
    work.then(
      (value) => {
        signal.removeEventListener('abort', abort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', abort);
        reject(error);
      },
    );
  });
}
