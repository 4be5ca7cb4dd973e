import { type LeadImportResult, ORG_ID } from '@leadline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartFile } from '../../testing/multipart.js';
import { startTestServer, type TestServer } from '../../testing/test-server.js';
import {
  LEAD_IMPORT_HEADERS,
  leadUploadUrl,
  postForSheet,
  xlsxWorkbook,
} from '../../testing/xlsx-fixtures.js';

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
    const blank = [null, null, null, null, null, null, null];
    const file = await xlsxWorkbook([
      LEAD_IMPORT_HEADERS,
      ['=HYPERLINK("http://evil.example","Click")', '12345', 'Hà Nội', ...blank],
      ["+cmd|' /C calc'!A0", '=1+2', null, ...blank],
      ['Trần An', "-2+3+cmd|' /C calc'!A0", null, null, null, null, '@SUM(1+1)', null, null, null],
    ]);
    const upload = await server.call<LeadImportResult>({
      method: 'POST',
      url: await leadUploadUrl(server, ORG_ID.VN1),
      token,
      ...multipartFile(file, { name: 'leads.xlsx' }),
    });
    expect(upload.body.data).toMatchObject({ totalRows: 3, importedRows: 0, failedRows: 3 });

    const { response: failed, sheet } = await postForSheet(server, {
      url: '/api/lead/excel/download',
      token,
      payload: { importId: upload.body.data.importId },
    });
    expect(failed.statusCode).toBe(200);
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
