import { translate } from '@leadline/contracts';
import { readXlsxUpload } from './read-xlsx-upload.js';
import { refusalText } from './refusal.js';
import type { XlsxRow } from './sheet-reader.js';

/**
 * A cell or header as a table import compares it: trimmed, lower case, runs of spaces, `_`, `.`
 * and `-` as one space ("Tracking_code" is "tracking code").
 */
export function spacedWords(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[\s_.-]+/g, ' ');
}

/** The 1-based column headed by the template's header `localeKey` in English or Vietnamese, or null. */
export function templateColumn(header: readonly string[], localeKey: string): number | null {
  const names = (['en', 'vi'] as const).map((language) => spacedWords(translate(language, localeKey)));
  const index = header.findIndex((text) => names.includes(spacedWords(text)));
  return index < 0 ? null : index + 1;
}

/** The guard's refusals (shared/xlsx-upload refusalText) as a table import names them. */
const TABLE_UPLOAD_REFUSALS = {
  COLUMNS_REFUSED: 'MISSING_COLUMNS',
  TOO_MANY_ROWS: 'TOO_MANY_ROWS',
  CELL_TOO_LONG: 'CELL_TOO_LONG',
  NOT_XLSX: 'NOT_XLSX',
  UNPACKED_TOO_LARGE: 'TOO_COMPLEX',
  TOO_COMPLEX: 'TOO_COMPLEX',
} as const;

/** The keys a table import's section words its file's refusals with. */
export type TableUploadRefusal =
  | 'FILE_REQUIRED'
  | 'FILE_TOO_LARGE'
  | 'EMPTY'
  | (typeof TABLE_UPLOAD_REFUSALS)[keyof typeof TABLE_UPLOAD_REFUSALS];

export interface TableUpload {
  limits: { maxBytes: number; maxRows: number };
  /** The 1-based columns the import reads, in its order, or null when one it needs is missing. */
  pickColumns(header: string[]): number[] | null;
  /** The import's refusal of the file (HTTP 400) in the caller's language. */
  refuse(key: TableUploadRefusal, values?: Record<string, string | number>): Error;
}

/**
 * A table import's file (the shipping import's codes, the reconcile file): required, within its
 * byte and row limits, read through the upload guard (docs/uploads.md) with its columns; answers
 * the rows that hold anything. Runs before any transaction is opened.
 */
export async function readTableUpload(
  upload: { data: Buffer; truncated: boolean } | null | undefined,
  table: TableUpload,
): Promise<XlsxRow[]> {
  const { maxBytes, maxRows } = table.limits;
  if (!upload || upload.data.length === 0) throw table.refuse('FILE_REQUIRED');
  if (upload.truncated) throw table.refuse('FILE_TOO_LARGE', { mb: maxBytes / (1024 * 1024) });
  const read = await readXlsxUpload(upload.data, { maxRows, pickColumns: table.pickColumns });
  if (!read.ok) {
    const { key, values } = refusalText(read, TABLE_UPLOAD_REFUSALS);
    throw table.refuse(key, { ...values, max: maxRows.toLocaleString('en') });
  }
  const rows = read.rows.filter((entry) => entry.cells.some((cell) => cell.trim() !== ''));
  if (rows.length === 0) throw table.refuse('EMPTY');
  return rows;
}
