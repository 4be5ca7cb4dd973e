import {
  type CountryCode,
  type Language,
  LEAD_IMPORT_COLUMNS,
  type LeadImportColumnKey,
  type LeadImportFailure,
  translate,
} from '@leadline/contracts';
import ExcelJS from 'exceljs';
import { safeText } from '../../shared/xlsx-export/xlsx-sheet.js';
import { headerKey, readXlsxUpload, refusalText } from '../../shared/xlsx-upload/index.js';

/**
 * The spreadsheets of lead import (exceljs): reading an uploaded workbook into rows keyed by
 * template column (through the guarded reader every upload uses, shared/xlsx-upload), and
 * writing the template and the failed-rows file.
 */

export { cellText, headerKey } from '../../shared/xlsx-upload/index.js';

export type ImportCells = Partial<Record<LeadImportColumnKey, string>>;

export interface SheetRow {
  /** The row number in the sheet (the header is row 1). */
  row: number;
  cells: ImportCells;
}

export type ReadOutcome =
  | { ok: true; rows: SheetRow[] }
  | { ok: false; error: 'NOT_XLSX' | 'NO_ROWS' | 'UNPACKED_TOO_LARGE' | 'FILE_TOO_COMPLEX' }
  | { ok: false; error: 'TOO_MANY_ROWS'; max: number }
  | { ok: false; error: 'CELL_TOO_LONG'; max: number; row: number | null }
  | { ok: false; error: 'MISSING_COLUMNS'; columns: LeadImportColumnKey[] };

/** Every accepted header (English and Vietnamese labels, aliases) to its column. */
const HEADER_COLUMNS: ReadonlyMap<string, LeadImportColumnKey> = new Map(
  LEAD_IMPORT_COLUMNS.flatMap((column) =>
    [
      translate('en', `LEAD_INTAKE.COLUMNS.${column.key}`),
      translate('vi', `LEAD_INTAKE.COLUMNS.${column.key}`),
      column.key,
      ...column.aliases,
    ].map((label) => [headerKey(label), column.key] as const),
  ),
);

/** The template's columns found in a header row: the first column of each wins. */
function matchHeader(header: string[]): Map<LeadImportColumnKey, number> {
  const columns = new Map<LeadImportColumnKey, number>();
  header.forEach((text, index) => {
    const key = HEADER_COLUMNS.get(headerKey(text));
    if (key && !columns.has(key)) columns.set(key, index + 1);
  });
  return columns;
}

/** The upload guard's refusals in this reader's words (shared/xlsx-upload refusalText). */
const UPLOAD_REFUSALS = {
  COLUMNS_REFUSED: 'MISSING_COLUMNS',
  TOO_MANY_ROWS: 'TOO_MANY_ROWS',
  CELL_TOO_LONG: 'CELL_TOO_LONG',
  NOT_XLSX: 'NOT_XLSX',
  UNPACKED_TOO_LARGE: 'UNPACKED_TOO_LARGE',
  TOO_COMPLEX: 'FILE_TOO_COMPLEX',
} as const;

/**
 * Reads the first sheet: row 1 holds the headers (matched to the template's columns, unknown
 * ones ignored), every later row with a value is a lead. Refuses a file that is not an xlsx
 * workbook, lacks the Name or Phone column, has no row or more than maxRows, and whatever the
 * upload guard refuses (a zip bomb, a cell longer than Excel allows, a file too costly to parse).
 */
export async function readImportSheet(data: Buffer, maxRows: number): Promise<ReadOutcome> {
  let keys: LeadImportColumnKey[] = [];
  let missing: LeadImportColumnKey[] = [];
  const read = await readXlsxUpload(data, {
    maxRows,
    pickColumns: (header) => {
      const columns = matchHeader(header);
      missing = LEAD_IMPORT_COLUMNS.filter((column) => column.required && !columns.has(column.key)).map(
        (column) => column.key,
      );
      keys = [...columns.keys()];
      return missing.length > 0 ? null : [...columns.values()];
    },
  });
  if (!read.ok) {
    const { key, values } = refusalText(read, UPLOAD_REFUSALS);
    if (key === 'MISSING_COLUMNS') return { ok: false, error: key, columns: missing };
    if (key === 'TOO_MANY_ROWS') return { ok: false, error: key, max: values.max ?? maxRows };
    if (key === 'CELL_TOO_LONG')
      return { ok: false, error: key, max: values.max ?? 0, row: read.reason === key ? read.row : null };
    return { ok: false, error: key };
  }
  const rows = read.rows.map(({ row, cells }) => {
    const byKey: ImportCells = {};
    cells.forEach((text, index) => {
      const key = keys[index];
      if (key && text !== '') byKey[key] = text;
    });
    return { row, cells: byKey };
  });
  if (rows.length === 0) return { ok: false, error: 'NO_ROWS' };
  return { ok: true, rows };
}

function columnHeaders(language: Language): string[] {
  return LEAD_IMPORT_COLUMNS.map((column) => translate(language, `LEAD_INTAKE.COLUMNS.${column.key}`));
}

/** Bold headers, a frozen header row, readable widths, and phones kept as text (leading zero). */
function styleSheet(sheet: ExcelJS.Worksheet, firstColumn: number): void {
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  sheet.columns.forEach((column) => {
    column.width = 20;
  });
  const phoneIndex = LEAD_IMPORT_COLUMNS.findIndex((column) => column.key === 'phone');
  sheet.getColumn(firstColumn + phoneIndex).numFmt = '@';
}

async function toBuffer(workbook: ExcelJS.Workbook): Promise<Buffer> {
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** An example lead per country, written as people of that country write it. */
const EXAMPLES: Record<CountryCode, ImportCells> = {
  VN: {
    name: 'Nguyễn Văn An',
    phone: '0912 345 678',
    province: 'Thành phố Hà Nội',
    ward: 'Phường Ba Đình',
    street: 'Số 12 Phố Điện Biên Phủ',
  },
  TH: {
    name: 'สมชาย ใจดี',
    phone: '081 234 5678',
    province: 'กรุงเทพมหานคร',
    district: 'เขตพระนคร',
    ward: 'แขวงพระบรมมหาราชวัง',
    street: '12 ถนนหน้าพระลาน',
  },
  ID: { name: 'Budi Santoso', phone: '0812-3456-7890', street: 'Jl. Merdeka No. 12' },
  PH: { name: 'Juan Dela Cruz', phone: '0917 123 4567', street: '12 Rizal Street' },
  MY: { name: 'Ahmad bin Ismail', phone: '012-345 6789', street: '12 Jalan Merdeka' },
  IN: { name: 'Rahul Sharma', phone: '98765 43210', street: '12 MG Road' },
};

const EXAMPLE_SOURCE: ImportCells = {
  note: 'Call after 6 pm',
  network: 'Facebook Ads',
  publisher: 'pub-001',
  clickId: 'clk-0001',
};

/** GET /api/lead/excel/template: the headers in the caller's language and one example row. */
export async function templateWorkbook(language: Language, country: CountryCode | null): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Leads');
  sheet.addRow(columnHeaders(language));
  const example = { ...EXAMPLES[country ?? 'VN'], ...EXAMPLE_SOURCE };
  sheet.addRow(LEAD_IMPORT_COLUMNS.map((column) => example[column.key] ?? ''));
  styleSheet(sheet, 1);
  return toBuffer(workbook);
}

/**
 * downloadImportFailed.xlsx: the failed rows with their row number, the template's columns
 * (so that the corrected file can be imported again) and the reason in the caller's language.
 */
export async function failedRowsWorkbook(failures: LeadImportFailure[], language: Language): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Failed rows');
  sheet.addRow([
    translate(language, 'LEAD_INTAKE.ROW_COLUMN'),
    ...columnHeaders(language),
    translate(language, 'LEAD_INTAKE.REASON_COLUMN'),
  ]);
  for (const failure of failures) {
    const column = failure.column ? translate(language, `LEAD_INTAKE.COLUMNS.${failure.column}`) : '';
    // The uploaded cells come back as typed: through the export writer's formula escaping.
    sheet.addRow([
      failure.row,
      ...LEAD_IMPORT_COLUMNS.map((entry) => safeText(failure.values[entry.key] ?? '')),
      safeText(translate(language, `LEAD_INTAKE.REASONS.${failure.reason}`, { column })),
    ]);
  }
  styleSheet(sheet, 2);
  sheet.getColumn(LEAD_IMPORT_COLUMNS.length + 2).width = 60;
  return toBuffer(workbook);
}
