import {
  currencyDecimals,
  type Language,
  STATEMENT_IMPORT_LIMITS,
  type Translation,
  translate,
} from '@leadline/contracts';
import { parse } from 'csv-parse/sync';
import { type AppError, translatedRefusal } from '../../http/app-error.js';
import type { UploadedFile } from '../../http/register-endpoint.js';
import { readXlsxUpload, refusalText, type XlsxRow } from '../../shared/xlsx-upload/index.js';
import type { IncomingTransfer } from './transaction-verification.repository.js';

/** The name of a refusal's text in its locale section (checked against the en texts). */
type StatementRefusal = keyof Translation['TRANSACTION_VERIFICATION']['ERROR'] & string;

/**
 * A bank statement (.xlsx through the guarded reader, docs/uploads.md; .csv through csv-parse):
 * the columns Transaction ID, Date, Amount and Description (others are ignored), found
 * by their English or Vietnamese header. All or nothing: the first bad row refuses the file with
 * its number and reason, before anything is stored.
 */

/** The upload guard's refusals in this reader's words (shared/xlsx-upload refusalText). */
const UPLOAD_REFUSALS = {
  COLUMNS_REFUSED: 'IMPORT_COLUMNS',
  TOO_MANY_ROWS: 'IMPORT_TOO_MANY_ROWS',
  CELL_TOO_LONG: 'IMPORT_FILE',
  NOT_XLSX: 'IMPORT_FILE',
  UNPACKED_TOO_LARGE: 'IMPORT_FILE',
  TOO_COMPLEX: 'IMPORT_FILE',
} as const satisfies Record<string, StatementRefusal>;

const COLUMN_NAMES = {
  id: ['transaction id', 'ma giao dich', 'reference', 'so tham chieu', 'id'],
  date: ['date', 'ngay', 'transaction date', 'ngay giao dich', 'thoi gian'],
  amount: ['amount', 'so tien', 'credit', 'so tien ghi co'],
  memo: ['description', 'noi dung', 'memo', 'dien giai'],
} as const;
type Column = keyof typeof COLUMN_NAMES;
const REQUIRED: readonly Column[] = ['id', 'date', 'amount', 'memo'];

/** Lower case, no diacritics, single spaces: "Mã giao dịch" → "ma giao dich". */
const normalise = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/đ/gi, 'd')
    .toLowerCase()
    .replace(/[\s_.-]+/g, ' ')
    .trim();

/** The 1-based columns in REQUIRED's order, or null when one is missing. */
function pickColumns(header: string[]): number[] | null {
  const names = header.map(normalise);
  const at = REQUIRED.map((column) =>
    names.findIndex((name) => (COLUMN_NAMES[column] as readonly string[]).includes(name)),
  );
  return at.some((index) => index < 0) ? null : at.map((index) => index + 1);
}

function refusal(
  language: Language,
  key: StatementRefusal,
  values: Record<string, string | number> = {},
): AppError {
  return translatedRefusal(translate(language, `TRANSACTION_VERIFICATION.ERROR.${key}`, values));
}

function rowRefusal(
  language: Language,
  row: number,
  key: StatementRefusal,
  values: Record<string, string | number> = {},
) {
  const reason = translate(language, `TRANSACTION_VERIFICATION.ERROR.${key}`, values);
  return refusal(language, 'IMPORT_ROW', { row, reason });
}

/** "1,250,000" dong → 1250000; "1,234.50" baht → 123450 satang; null when not a positive amount. */
export function statementAmount(text: string, currency: string): number | null {
  const decimals = currencyDecimals(currency);
  const cleaned = text.replace(/[\s\u00a0]/g, '');
  if (decimals === 0) {
    if (!/^\d{1,3}([.,]?\d{3})*$/.test(cleaned)) return null;
    const value = Number(cleaned.replace(/[.,]/g, ''));
    return Number.isSafeInteger(value) && value > 0 ? value : null;
  }
  if (!/^\d{1,3}(,?\d{3})*(\.\d{1,2})?$/.test(cleaned)) return null;
  const value = Math.round(Number(cleaned.replace(/,/g, '')) * 10 ** decimals);
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}

/** "2026-11-24 09:30:00", "2026-11-24", "24/11/2026 09:30" in the org's offset, or ISO. */
export function statementDate(text: string, utcOffset: string): Date | null {
  const value = text.trim();
  let iso: string | null = null;
  const ymd = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(value);
  const dmy = /^(\d{2})\/(\d{2})\/(\d{4})(?: (\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(value);
  if (ymd)
    iso = `${ymd[1]}-${ymd[2]}-${ymd[3]}T${ymd[4] ?? '00'}:${ymd[5] ?? '00'}:${ymd[6] ?? '00'}${utcOffset}`;
  else if (dmy)
    iso = `${dmy[3]}-${dmy[2]}-${dmy[1]}T${dmy[4] ?? '00'}:${dmy[5] ?? '00'}:${dmy[6] ?? '00'}${utcOffset}`;
  else if (/^\d{4}-\d{2}-\d{2}T.+(Z|[+-]\d{2}:\d{2})$/.test(value)) iso = value;
  if (iso === null) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) || date.getUTCFullYear() < 2000 ? null : date;
}

async function readRows(upload: UploadedFile, language: Language): Promise<XlsxRow[]> {
  const { maxRows } = STATEMENT_IMPORT_LIMITS;
  const isZip = upload.data.subarray(0, 4).equals(Buffer.from('PK\x03\x04', 'latin1'));
  if (!isZip) {
    let records: string[][];
    try {
      records = parse(upload.data, {
        bom: true,
        skip_empty_lines: true,
        relax_column_count: true,
        to_line: maxRows + 2,
      });
    } catch (error) {
      throw refusal(language, 'IMPORT_FILE', {
        reason: error instanceof Error ? error.message.slice(0, 200) : '',
      });
    }
    const [header = [], ...body] = records;
    const columns = pickColumns(header);
    if (!columns) throw refusal(language, 'IMPORT_COLUMNS');
    if (body.length > maxRows) throw refusal(language, 'IMPORT_TOO_MANY_ROWS', { max: maxRows });
    return body.map((cells, index) => ({
      row: index + 2,
      cells: columns.map((column) => cells[column - 1] ?? ''),
    }));
  }
  const read = await readXlsxUpload(upload.data, { maxRows, pickColumns });
  if (read.ok) return read.rows;
  const { key, values } = refusalText(read, UPLOAD_REFUSALS);
  throw refusal(language, key, { ...values, max: maxRows });
}

/** The statement's transfers, checked row by row; refuses the whole file at its first bad row. */
export async function readStatement(
  upload: UploadedFile | null,
  options: { language: Language; currency: string; utcOffset: string },
): Promise<IncomingTransfer[]> {
  const { language } = options;
  if (!upload || upload.data.length === 0) throw refusal(language, 'IMPORT_NO_FILE');
  if (upload.truncated) throw refusal(language, 'IMPORT_FILE', { reason: 'too large' });
  const rows = (await readRows(upload, language)).filter((entry) =>
    entry.cells.some((cell) => cell.trim() !== ''),
  );
  if (rows.length === 0) throw refusal(language, 'IMPORT_EMPTY');
  const seen = new Map<string, number>();
  return rows.map(({ row, cells }) => {
    const [id = '', date = '', amountText = '', memo = ''] = cells.map((cell) => cell.trim());
    if (id === '' || id.length > 100) throw rowRefusal(language, row, 'IMPORT_BAD_ID');
    const first = seen.get(id);
    if (first !== undefined) throw rowRefusal(language, row, 'IMPORT_DUPLICATE', { first });
    seen.set(id, row);
    const amount = statementAmount(amountText, options.currency);
    if (amount === null) throw rowRefusal(language, row, 'IMPORT_BAD_AMOUNT');
    const transactedAt = statementDate(date, options.utcOffset);
    if (transactedAt === null) throw rowRefusal(language, row, 'IMPORT_BAD_DATE');
    return {
      source: 'statement' as const,
      externalId: id,
      bankName: null,
      accountNumber: null,
      counterAccount: null,
      amount,
      memo: memo.slice(0, 500),
      transactedAt,
    };
  });
}
