import ExcelJS from 'exceljs';

/** The columns of the lead import template (docs/lead-intake.md), in order. */
export const LEAD_IMPORT_HEADERS = [
  'Name',
  'Phone',
  'Province',
  'District',
  'Ward',
  'Street',
  'Note',
  'Network',
  'Publisher',
  'Click ID',
];

/** An .xlsx workbook with these rows on its first sheet (test files: API and browser tests). */
export async function xlsxWorkbook(rows: (string | number | null)[][], sheetName = 'Leads'): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(sheetName);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The cells of the first sheet of an .xlsx, as text. */
export async function readFirstSheet(data: Buffer): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(data as unknown as ExcelJS.Buffer);
  const rows: string[][] = [];
  book.worksheets[0]!.eachRow((row) => {
    rows.push(Array.from({ length: row.cellCount }, (_, index) => row.getCell(index + 1).text));
  });
  return rows;
}
