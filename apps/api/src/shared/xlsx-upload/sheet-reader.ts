import type { Readable } from 'node:stream';
import type ExcelJS from 'exceljs';
import type { Entry } from 'yauzl';
import { cellText } from './cell-text.js';
import { type InflateBudget, openEntryText } from './entry-stream.js';
import { WorkbookParts } from './exceljs-parts.js';
import type { XlsxUploadLimits } from './limits.js';
import { XlsxGuardError } from './refusal.js';
import { openZip } from './zip-inspector.js';

/** A data row: its number in the sheet and the texts of the picked columns, in their order. */
export interface XlsxRow {
  row: number;
  cells: string[];
}

export interface SheetRead {
  /** The texts of row 1 by column (index 0 is column A); empty when row 1 is empty. */
  header: string[];
  rows: XlsxRow[];
}

export interface SheetReadOptions {
  /** Data rows (rows with a value in a picked column) accepted; one more stops the read. */
  maxRows: number;
  limits: XlsxUploadLimits;
  /** The columns (1-based) to keep, given the header; null refuses the file. */
  pickColumns(header: string[]): Promise<number[] | null> | number[] | null;
}

const notXlsx = () => new XlsxGuardError({ reason: 'NOT_XLSX' });

/** The texts of a row's cells by column; refuses a cell longer than Excel allows. */
function rowTexts(row: ExcelJS.Row, rowNumber: number, maxChars: number): Map<number, string> {
  const texts = new Map<number, string>();
  row.eachCell({ includeEmpty: false }, (cell, column) => {
    const text = cellText(cell.value);
    if (text.length > maxChars) {
      throw new XlsxGuardError({ reason: 'CELL_TOO_LONG', max: maxChars, row: rowNumber });
    }
    if (text !== '') texts.set(column, text);
  });
  return texts;
}

/**
 * Reads the first sheet of a workbook (in workbook order) as a stream: the parts it needs
 * (relationships, workbook, styles, shared strings) then the sheet's rows as they inflate,
 * every entry through the guard. Row 1 is the header: pickColumns chooses the columns to keep.
 * Stops at the first data row past maxRows, without inflating the rest. Throws XlsxGuardError
 * for a refusal; any other error means the zip or its XML is not a workbook.
 */
export async function readFirstSheet(
  data: Buffer,
  options: SheetReadOptions,
  budget: InflateBudget,
): Promise<SheetRead> {
  const { limits } = options;
  const { zip, entries } = await openZip(data, limits);
  const open = (entry: Entry) => openEntryText(zip, entry, limits, budget);
  const openNamed = (name: string) => {
    const entry = entries.get(name);
    return entry ? open(entry) : null;
  };
  try {
    const parts = new WorkbookParts();
    const relsEntry = entries.get('xl/_rels/workbook.xml.rels');
    const bookEntry = entries.get('xl/workbook.xml');
    if (!relsEntry || !bookEntry) throw notXlsx();
    await parts.relationships(await open(relsEntry));
    const sheetPath = await parts.firstSheetPath(await open(bookEntry));
    const sheetEntry = sheetPath ? entries.get(sheetPath) : undefined;
    if (!sheetEntry) throw notXlsx();
    const styles = await openNamed('xl/styles.xml');
    if (styles) await parts.styles(styles);
    const shared = await openNamed('xl/sharedStrings.xml');
    if (shared) await parts.sharedStrings(shared);
    return await readRows(parts, await open(sheetEntry), options);
  } finally {
    zip.close();
  }
}

/** The header's texts by column, column A first. */
function headerTexts(texts: Map<number, string>): string[] {
  const width = Math.max(0, ...texts.keys());
  return Array.from({ length: width }, (_, index) => texts.get(index + 1) ?? '');
}

async function readRows(
  parts: WorkbookParts,
  sheet: Readable,
  options: SheetReadOptions,
): Promise<SheetRead> {
  const { maxRows, limits } = options;
  const pick = async (header: string[]) => {
    const picked = await options.pickColumns(header);
    if (!picked) throw new XlsxGuardError({ reason: 'COLUMNS_REFUSED' });
    return picked;
  };
  let read: { header: string[]; columns: number[] } | null = null;
  const rows: XlsxRow[] = [];
  let previous = 0;
  try {
    for await (const row of parts.worksheet(sheet)) {
      // `r` is optional in the XML: a row without it follows the one before.
      const rowNumber = Number.isFinite(row.number) ? row.number : previous + 1;
      previous = rowNumber;
      const texts = rowTexts(row, rowNumber, limits.maxCellChars);
      if (!read) {
        // The header is row 1 itself: a sheet whose first row is lower has an empty header.
        const header = rowNumber === 1 ? headerTexts(texts) : [];
        read = { header, columns: await pick(header) };
        if (rowNumber === 1) continue;
      }
      const cells = read.columns.map((column) => texts.get(column) ?? '');
      if (cells.every((text) => text === '')) continue;
      if (rows.length >= maxRows) throw new XlsxGuardError({ reason: 'TOO_MANY_ROWS', max: maxRows });
      rows.push({ row: rowNumber, cells });
    }
  } finally {
    // Stopped early (a refusal): stop inflating the rest of the sheet.
    sheet.destroy();
  }
  read ??= { header: [], columns: await pick([]) };
  return { header: read.header, rows };
}
