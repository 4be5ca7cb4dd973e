import type { LeadImportResult } from '@leadline/contracts';
import { XLSX_CONTENT_TYPE } from '@leadline/contracts';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/test-server.js';
import { LEAD_IMPORT_HEADERS, xlsxWorkbook } from '../../testing/xlsx-fixtures.js';

/**
 * docs/security.md 'Formulas in exported spreadsheets': downloadImportFailed.xlsx gives the
 * uploaded cells back through the export writer's formula escaping (xlsx-sheet.ts safeText).
 */
describe('downloadImportFailed.xlsx escapes formulas', () => {
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    server = await startTestServer();
    token = await server.login('vn1.marketing');
  });
  afterAll(() => server.close());

  it('writes cells beginning with = + - @ with a leading quote, the row numbers as numbers', async () => {
    const campaign = await server.engine.db
      .selectFrom('campaigns')
      .select('id')
      .where('orgId', '=', 4)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const list = await server.engine.db
      .selectFrom('callingLists')
      .select('id')
      .where('campaignId', '=', campaign.id)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const blank = [null, null, null, null, null, null, null];
    const file = await xlsxWorkbook([
      LEAD_IMPORT_HEADERS,
      ['=HYPERLINK("http://evil.example","Click")', '12345', 'Hà Nội', ...blank],
      ["+cmd|' /C calc'!A0", '=1+2', null, ...blank],
      ['Trần An', "-2+3+cmd|' /C calc'!A0", null, null, null, null, '@SUM(1+1)', null, null, null],
    ]);
    const boundary = '----leadline-escaping';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="leads.xlsx"\r\nContent-Type: ${XLSX_CONTENT_TYPE}\r\n\r\n`,
      ),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const upload = await server.call<LeadImportResult>({
      method: 'POST',
      url: `/api/lead/excel/upload/${campaign.id}/${list.id}`,
      token,
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(upload.body.data).toMatchObject({ totalRows: 3, importedRows: 0, failedRows: 3 });

    const failed = await server.app.inject({
      method: 'POST',
      url: '/api/lead/excel/download',
      headers: { authorization: `Bearer ${token}` },
      payload: { importId: upload.body.data.importId },
    });
    expect(failed.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(failed.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0]!;
    const cells = [2, 3, 4].map((row) =>
      [1, 2, 3, 8].map((column) => sheet.getRow(row).getCell(column).value ?? null),
    );
    expect(cells).toEqual([
      [2, '\'=HYPERLINK("http://evil.example","Click")', '12345', ''],
      [3, "'+cmd|' /C calc'!A0", "'=1+2", ''],
      [4, 'Trần An', "'-2+3+cmd|' /C calc'!A0", "'@SUM(1+1)"],
    ]);
    for (const row of [2, 3, 4]) {
      sheet.getRow(row).eachCell((cell) => expect(cell.formula).toBeUndefined());
    }
  });
});
