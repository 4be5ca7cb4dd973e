import {
  currencyDecimals,
  type Language,
  RECONCILE_UPLOAD_LIMITS,
  TRACKING_CODE_PATTERN,
  type Translation,
  translate,
} from '@leadline/contracts';
import { translatedRefusal } from '../../http/app-error.js';
import {
  readTableUpload,
  spacedWords,
  templateColumn,
  type XlsxRow,
} from '../../shared/xlsx-upload/index.js';

/** The name of a refusal's text in its locale section (checked against the en texts). */
type ReconcileRefusal = keyof Translation['RECONCILE']['ERROR'] & string;

/** One row of a partner file, checked on its own (before the database is asked). */
export interface FileRow {
  row: number;
  trackingCode: string | null;
  doId: number | null;
  reportedStatus: number;
  codCollected: number;
  fee: number;
  reportedOn: string | null;
}

export const TEMPLATE_COLUMNS = ['TRACKING_CODE', 'DO_ID', 'STATUS', 'COD_COLLECTED', 'FEE', 'DATE'] as const;
type TemplateColumn = (typeof TEMPLATE_COLUMNS)[number];

/**
 * A refusal of the upload: HTTP 400 whose message, in the caller's language, is also the envelope's
 * data (SPEC.md 8 'Import reconcile: code 400 shows the data field as the error').
 */
export function refusal(
  language: Language,
  key: ReconcileRefusal,
  values: Record<string, string | number> = {},
) {
  const message = translate(language, `RECONCILE.ERROR.${key}`, values);
  return translatedRefusal(message, message);
}

const rowError = (
  language: Language,
  row: number,
  key: ReconcileRefusal,
  values: Record<string, string | number> = {},
) => refusal(language, 'ROW', { row, reason: translate(language, `RECONCILE.ERROR.${key}`, values) });

/** Every column is required; each is known by its header in English or Vietnamese. */
function pickColumns(header: string[]): number[] | null {
  const picked: number[] = [];
  for (const key of TEMPLATE_COLUMNS) {
    const column = templateColumn(header, `RECONCILE.TEMPLATE_COLUMN.${key}`);
    if (column === null) return null;
    picked.push(column);
  }
  return picked;
}

/** "350000", "350,000", "1250.5" → minor units of the currency; null when not an amount. */
export function parseAmount(text: string, currency: string): number | null {
  const decimals = currencyDecimals(currency);
  const clean = text.replace(/[,\s]/g, '');
  if (clean === '') return 0;
  const match = /^(\d{1,15})(?:\.(\d+))?$/.exec(clean);
  if (!match) return null;
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > decimals) return null;
  const minor = Number(match[1]) * 10 ** decimals + Number(fraction.padEnd(decimals, '0') || '0');
  return Number.isSafeInteger(minor) ? minor : null;
}

/** YYYY-MM-DD, or DD/MM/YYYY as Vietnamese and Thai partners write it; '' is no date. */
function parseDate(text: string): string | null | undefined {
  if (text === '') return null;
  let iso = text.slice(0, 10);
  const dmy = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  if (dmy) iso = `${dmy[3]}-${dmy[2]?.padStart(2, '0')}-${dmy[1]?.padStart(2, '0')}`;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso) || iso.startsWith('0000')) return undefined;
  const date = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso ? undefined : iso;
}

interface RowContext {
  language: Language;
  currency: string;
  /** A status cell, normalised → status value: the numbers, and the en and vi names of synonym type 5. */
  statuses: Map<string, number>;
}

function checkRow({ row, cells }: XlsxRow, context: RowContext): FileRow {
  const { language, currency } = context;
  const [code = '', id = '', status = '', cod = '', fee = '', date = ''] = cells.map((c) => c.trim());
  if (code === '' && id === '') throw rowError(language, row, 'ROW_NO_KEY');
  if (code !== '' && !TRACKING_CODE_PATTERN.test(code)) throw rowError(language, row, 'ROW_BAD_CODE');
  if (id !== '' && (!/^\d{1,9}$/.test(id) || Number(id) < 1)) throw rowError(language, row, 'ROW_BAD_ID');
  const reportedStatus = context.statuses.get(spacedWords(status));
  if (reportedStatus === undefined)
    throw rowError(language, row, 'ROW_BAD_STATUS', { status: status.slice(0, 40) });
  const amount = (text: string, column: TemplateColumn) => {
    const value = parseAmount(text, currency);
    if (value === null)
      throw rowError(
        language,
        row,
        currencyDecimals(currency) === 0 ? 'ROW_BAD_WHOLE_AMOUNT' : 'ROW_BAD_AMOUNT',
        {
          column: translate(language, `RECONCILE.TEMPLATE_COLUMN.${column}`),
          decimals: currencyDecimals(currency),
          currency,
        },
      );
    return value;
  };
  const codCollected = amount(cod, 'COD_COLLECTED');
  const feeValue = amount(fee, 'FEE');
  const reportedOn = parseDate(date);
  if (reportedOn === undefined) throw rowError(language, row, 'ROW_BAD_DATE');
  return {
    row,
    trackingCode: code === '' ? null : code,
    doId: id === '' ? null : Number(id),
    reportedStatus,
    codCollected,
    fee: feeValue,
    reportedOn,
  };
}

/** Two rows of one DO (by id or by code) in one file are a mistake of the partner's: refused. */
function refuseRepeats(rows: FileRow[], language: Language): void {
  const seen = new Map<string, number>();
  for (const row of rows) {
    for (const key of [
      row.doId === null ? null : `id:${row.doId}`,
      row.trackingCode && `code:${row.trackingCode.toLowerCase()}`,
    ]) {
      if (!key) continue;
      const first = seen.get(key);
      if (first !== undefined) throw rowError(language, row.row, 'ROW_DUPLICATE', { first });
      seen.set(key, row.row);
    }
  }
}

/**
 * Reads the file through the upload guard (docs/uploads.md) with this import's row limit
 * (RECONCILE_UPLOAD_LIMITS, 50,000) and checks each row alone: the first bad row, in file order,
 * refuses the whole file with its number and reason. Runs before any transaction is opened.
 */
export async function readReconcileFile(
  upload: { data: Buffer; truncated: boolean } | null | undefined,
  context: RowContext,
): Promise<FileRow[]> {
  const { language } = context;
  const entries = await readTableUpload(upload, {
    limits: RECONCILE_UPLOAD_LIMITS,
    pickColumns,
    refuse: (key, values) => refusal(language, key, values),
  });
  const rows = entries.map((entry) => checkRow(entry, context));
  refuseRepeats(rows, language);
  return rows;
}

export { spacedWords as normaliseStatusWord };
