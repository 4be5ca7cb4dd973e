import {
  DIALER_MODES,
  type DialerMode,
  type Language,
  ROLE_CODES,
  type RoleCode,
  translate,
  USER_IMPORT_COLUMNS,
  USER_IMPORT_LIMITS,
  type UserImportColumn,
} from '@leadline/contracts';
import ExcelJS from 'exceljs';
import { headerKey, readXlsxUpload, refusalText, type XlsxRefusal } from '../../shared/xlsx-upload/index.js';

/**
 * The users import's spreadsheets: the template (headers in the caller's language and an example
 * agent) and reading an upload through the guarded reader (docs/uploads.md) into raw rows.
 */

const REQUIRED: readonly UserImportColumn[] = ['userName', 'fullName', 'roles'];

const HEADERS: ReadonlyMap<string, UserImportColumn> = new Map(
  USER_IMPORT_COLUMNS.flatMap((column) =>
    [
      column,
      translate('en', `USERS.IMPORT.COLUMNS.${column}`),
      translate('vi', `USERS.IMPORT.COLUMNS.${column}`),
    ].map((text): [string, UserImportColumn] => [headerKey(text), column]),
  ),
);

export type UserImportCells = Record<UserImportColumn, string>;
export interface UserImportRow {
  row: number;
  cells: UserImportCells;
}

export type UserSheet =
  | { ok: true; rows: UserImportRow[] }
  | { ok: false; reason: 'NOT_XLSX' | 'COLUMNS' | 'EMPTY' | 'TOO_COMPLEX' }
  | { ok: false; reason: 'TOO_MANY_ROWS'; max: number };

/** The upload guard's refusals in this reader's words. */
const UPLOAD_REFUSALS = {
  COLUMNS_REFUSED: 'COLUMNS',
  TOO_MANY_ROWS: 'TOO_MANY_ROWS',
  NOT_XLSX: 'NOT_XLSX',
  UNPACKED_TOO_LARGE: 'TOO_COMPLEX',
  CELL_TOO_LONG: 'TOO_COMPLEX',
  TOO_COMPLEX: 'TOO_COMPLEX',
} as const;

function refusal(read: XlsxRefusal): UserSheet {
  const { key, values } = refusalText(read, UPLOAD_REFUSALS);
  return key === 'TOO_MANY_ROWS'
    ? { ok: false, reason: key, max: values.max ?? 0 }
    : { ok: false, reason: key };
}

/** The first sheet: row 1 the headers (the template's, en or vi, any order), then one user a row. */
export async function readUserSheet(data: Buffer): Promise<UserSheet> {
  let found: UserImportColumn[] = [];
  const read = await readXlsxUpload(data, {
    maxRows: USER_IMPORT_LIMITS.maxRows,
    pickColumns: (header) => {
      const columns = new Map<UserImportColumn, number>();
      header.forEach((text, index) => {
        const column = HEADERS.get(headerKey(text));
        if (column && !columns.has(column)) columns.set(column, index + 1);
      });
      if (REQUIRED.some((column) => !columns.has(column))) return null;
      found = [...columns.keys()];
      return [...columns.values()];
    },
  });
  if (!read.ok) return refusal(read);
  const rows = read.rows.map(({ row, cells }) => {
    const byColumn = Object.fromEntries(USER_IMPORT_COLUMNS.map((column) => [column, ''])) as UserImportCells;
    cells.forEach((text, index) => {
      const column = found[index];
      if (column) byColumn[column] = text.trim();
    });
    return { row, cells: byColumn };
  });
  return rows.length === 0 ? { ok: false, reason: 'EMPTY' } : { ok: true, rows };
}

/** "12", "12, 27", "12;27": role codes of SPEC.md 6, in order; null when one is not. */
export function parseRoles(text: string): RoleCode[] | null {
  const parts = text.split(/[\s,;|]+/).filter(Boolean);
  if (parts.length === 0) return null;
  const roles: RoleCode[] = [];
  for (const part of parts) {
    if (!/^\d{1,4}$/.test(part)) return null;
    const code = Number(part) as RoleCode;
    if (!ROLE_CODES.includes(code)) return null;
    if (!roles.includes(code)) roles.push(code);
  }
  return roles;
}

/** '' is no mode; otherwise manual or auto, any case. */
export function parseDialerMode(text: string): DialerMode | null | undefined {
  if (text === '') return null;
  const mode = text.toLowerCase();
  return (DIALER_MODES as readonly string[]).includes(mode) ? (mode as DialerMode) : undefined;
}

/** GET /api/users/import/template: the headers in the caller's language and one example agent. */
export async function userTemplateWorkbook(language: Language, groupName: string | null): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Users');
  sheet.addRow(USER_IMPORT_COLUMNS.map((column) => translate(language, `USERS.IMPORT.COLUMNS.${column}`)));
  const example: UserImportCells = {
    userName: 'agent.example',
    fullName: language === 'vi' ? 'Nguyễn Văn An' : 'Jane Example',
    roles: '12',
    agentGroup: groupName ?? '',
    dialerMode: 'manual',
  };
  sheet.addRow(USER_IMPORT_COLUMNS.map((column) => example[column]));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  for (const column of sheet.columns) column.width = 24;
  // Role codes stay text ("12,27" is not a number).
  sheet.getColumn(USER_IMPORT_COLUMNS.indexOf('roles') + 1).numFmt = '@';
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
