import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
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

/**
 * The lead import endpoint (POST .xlsx) of the org's first campaign, into that campaign's first
 * calling list (demo data).
 */
export async function leadUploadUrl(server: TestServer, orgId: number): Promise<string> {
  const campaign = await server.engine.db
    .selectFrom('campaigns')
    .select('id')
    .where('orgId', '=', orgId)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const list = await server.engine.db
    .selectFrom('callingLists')
    .select('id')
    .where('campaignId', '=', campaign.id)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return `/api/lead/excel/upload/${campaign.id}/${list.id}`;
}

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

/**
 * A list's export of its filter, paging dropped (the export tests of the shipping, pending-shipping
 * and validation lists): answered 200 as `fileName`, its header row starting at `firstHeader`, and
 * one row a row of the list's `total` (what its search answered for the same filter). Answers the
 * sheet for the test's own checks of its rows.
 */
export async function expectListExport(
  server: TestServer,
  request: { url: string; token: string; payload: object },
  expected: { fileName: string; firstHeader: string; total: number | undefined },
): Promise<ExcelJS.Worksheet> {
  const { response, sheet } = await postForSheet(server, request);
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-disposition']).toContain(expected.fileName);
  expect(sheet.getRow(1).getCell(1).value).toBe(expected.firstHeader);
  expect(sheet.rowCount - 1).toBe(expected.total);
  return sheet;
}
