import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import type { TestServer } from './test-server.js';

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

/** The columns of a partner's COD reconcile file (docs/reconcile.md), in order. */
export const RECONCILE_HEADER = ['Tracking code', 'DO ID', 'Status', 'COD collected', 'Fee', 'Date'];

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

/**
 * Posts to an export endpoint as the token's user and reads the first sheet of the .xlsx it
 * answers. An answer other than 200 throws with its body: there is no sheet to read.
 */
export async function postForSheet(
  server: TestServer,
  request: { url: string; token: string; payload: object; language?: 'en' | 'vi' },
): Promise<{ response: LightMyRequestResponse; sheet: ExcelJS.Worksheet }> {
  const response = await server.app.inject({
    method: 'POST',
    url: request.url,
    headers: {
      authorization: `Bearer ${request.token}`,
      ...(request.language ? { 'accept-language': request.language } : {}),
    },
    payload: request.payload,
  });
  if (response.statusCode !== 200)
    throw new Error(`${request.url} answered ${response.statusCode}: ${response.body}`);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  return { response, sheet: workbook.worksheets[0]! };
}
