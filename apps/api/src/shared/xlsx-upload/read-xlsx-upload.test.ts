import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { fromBufferPromise } from 'yauzl';
import { readXlsxUpload, XLSX_UPLOAD_LIMITS, type XlsxReadOptions } from './index.js';
import {
  giantCellXlsx,
  manyRowsXlsx,
  reorderedSheetsXlsx,
  repeatedRowsXlsx,
  rowXml,
  streamedXlsx,
  withDeclaredSize,
  zipOf,
} from './test-workbooks.js';

const SHEET = 'xl/worksheets/sheet1.xml';
const everyColumn = (header: string[]) => header.map((_, index) => index + 1);
const read = (data: Buffer, options: Partial<XlsxReadOptions> = {}) =>
  readXlsxUpload(data, { maxRows: 100, pickColumns: everyColumn, ...options });

async function declaredSize(zip: Buffer, name: string): Promise<number> {
  const file = await fromBufferPromise(zip, { lazyEntries: true });
  let size = 0;
  for await (const entry of file.eachEntry()) if (entry.fileName === name) size = entry.uncompressedSize;
  return size;
}

describe('readXlsxUpload: what it reads', () => {
  it('gives the header and the picked columns of the first sheet as text', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Leads');
    book.addWorksheet('Other').addRow(['not this sheet']);
    sheet.addRow(['Name', 'Extra', 'Phone', 'Born']);
    sheet.addRow([
      { richText: [{ text: 'Nguyễn ' }, { text: 'Văn An', font: { bold: true } }] },
      'x',
      912345678,
      new Date(Date.UTC(1990, 4, 17)),
    ]);
    sheet.addRow([]);
    sheet.addRow(['Bình', null, { formula: '"0912"&"000111"', result: '0912000111' }, null]);
    sheet.addRow([null, 'only a column not picked']);
    let header: string[] = [];
    const result = await read(Buffer.from(await book.xlsx.writeBuffer()), {
      pickColumns: (texts) => {
        header = texts;
        return [3, 1, 4];
      },
    });
    expect(header).toEqual(['Name', 'Extra', 'Phone', 'Born']);
    expect(result).toMatchObject({
      ok: true,
      header,
      rows: [
        { row: 2, cells: ['912345678', 'Nguyễn Văn An', '1990-05-17'] },
        { row: 4, cells: ['0912000111', 'Bình', ''] },
      ],
    });
  });

  it('reads the first sheet of the workbook, whatever the order of the zip', async () => {
    expect(await read(await reorderedSheetsXlsx())).toMatchObject({
      ok: true,
      rows: [{ row: 2, cells: ['from the first sheet of the workbook'] }],
    });
  });

  it('keeps Vietnamese text whole across the chunks it inflates', async () => {
    const names = Array.from({ length: 3_000 }, (_, index) => `Nguyễn Thị Ánh Tuyết ${index}`);
    const data = await streamedXlsx([
      rowXml(1, ['Name']),
      ...names.map((name, index) => rowXml(index + 2, [name])),
    ]);
    const result = await read(data, { maxRows: 5_000 });
    expect(result.ok && result.rows.map((row) => row.cells[0])).toEqual(names);
  });

  it('reads exactly maxRows rows, empty rows and rows without a picked value not counted', async () => {
    const rows = [rowXml(1, ['Name', 'Other']), rowXml(2, ['a']), rowXml(3, []), rowXml(4, [null, 'x'])];
    const data = await streamedXlsx([...rows, rowXml(5, ['b']), rowXml(6, ['c'])]);
    const onlyName = () => [1];
    expect(await read(data, { maxRows: 3, pickColumns: onlyName })).toMatchObject({ ok: true });
    expect(await read(data, { maxRows: 2, pickColumns: onlyName })).toMatchObject({
      ok: false,
      reason: 'TOO_MANY_ROWS',
      max: 2,
    });
  });

  it('gives the caller’s refusal of the header back', async () => {
    const data = await streamedXlsx([rowXml(1, ['Name'])]);
    expect(await read(data, { pickColumns: () => null })).toMatchObject({
      ok: false,
      reason: 'COLUMNS_REFUSED',
    });
  });
});

describe('readXlsxUpload: what it refuses', () => {
  it('refuses what is not an .xlsx workbook', async () => {
    for (const data of [
      Buffer.from('Name,Phone\nAn,0912345678\n'),
      Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5, 6, 7, 8]),
      await zipOf([{ name: 'notes.txt', chunks: ['hello'] }]),
      await streamedXlsx(['<row r="1"><c r="A1" t="inlineStr"><is><t>unclosed</t></is></c>']),
    ]) {
      expect(await read(data)).toMatchObject({ ok: false, reason: 'NOT_XLSX' });
    }
  });

  it('refuses a bomb by its declared sizes without inflating a byte: a 400 MB cell, 5,000,000 rows', async () => {
    const cell = await giantCellXlsx(400);
    expect(cell.length).toBeLessThan(500_000);
    expect(await read(cell)).toEqual({ ok: false, reason: 'UNPACKED_TOO_LARGE', inflatedBytes: 0 });
    const rows = await repeatedRowsXlsx(5_000_000);
    expect(await declaredSize(rows, SHEET)).toBeGreaterThan(200 * 1024 * 1024);
    expect(await read(rows)).toEqual({ ok: false, reason: 'UNPACKED_TOO_LARGE', inflatedBytes: 0 });
  });

  it('refuses a suspicious ratio under the size limits, and a zip of too many entries', async () => {
    // 10 MiB of one letter deflates about 1,000 times: no spreadsheet does.
    expect(await read(await giantCellXlsx(10))).toEqual({
      ok: false,
      reason: 'UNPACKED_TOO_LARGE',
      inflatedBytes: 0,
    });
    const entries = Array.from({ length: XLSX_UPLOAD_LIMITS.maxEntries + 1 }, (_, index) => ({
      name: `xl/media/${index}.xml`,
      chunks: ['<a/>'],
    }));
    expect(await read(await zipOf(entries))).toMatchObject({ ok: false, reason: 'UNPACKED_TOO_LARGE' });
  });

  it('refuses a file whose directory declares less than it inflates to, stopping at the declared size', async () => {
    const honest = await repeatedRowsXlsx(
      1_000_000,
      '<row r="2"><c r="A2" t="inlineStr"><is><t>x</t></is></c></row>',
    );
    const lying = withDeclaredSize(honest, SHEET, 1024 * 1024);
    const result = await read(lying, { maxRows: 10_000_000 });
    expect(result).toMatchObject({ ok: false, reason: 'UNPACKED_TOO_LARGE' });
    expect(result.inflatedBytes).toBeLessThan(2 * 1024 * 1024);
  });

  it('stops at the first row past maxRows without inflating the rest of the sheet', async () => {
    const data = await manyRowsXlsx(200_000);
    const result = await read(data, { maxRows: 20_000 });
    expect(result).toMatchObject({ ok: false, reason: 'TOO_MANY_ROWS', max: 20_000 });
    expect(result.inflatedBytes).toBeLessThan((await declaredSize(data, SHEET)) / 4);
  });

  it('refuses a cell longer than Excel allows, with its row, in any column', async () => {
    const long = 'a'.repeat(XLSX_UPLOAD_LIMITS.maxCellChars + 1);
    const data = await streamedXlsx([
      rowXml(1, ['Name', 'Other']),
      rowXml(2, ['An']),
      rowXml(3, ['Bình', long]),
    ]);
    expect(await read(data, { pickColumns: () => [1] })).toMatchObject({
      ok: false,
      reason: 'CELL_TOO_LONG',
      max: XLSX_UPLOAD_LIMITS.maxCellChars,
      row: 3,
    });
    const exact = await streamedXlsx([rowXml(1, ['Name']), rowXml(2, [long.slice(1)])]);
    expect(await read(exact)).toMatchObject({ ok: true });
    // Longer than the XML parser is let buffer: refused while inflating, before its row is known.
    const huge = await streamedXlsx([rowXml(1, ['Name']), rowXml(2, ['b'.repeat(600_000)])]);
    expect(await read(huge)).toMatchObject({ ok: false, reason: 'CELL_TOO_LONG', row: null });
  });

  it('refuses a file that costs the worker more heap or time than allowed', async () => {
    const data = await manyRowsXlsx(20_000);
    expect(await read(data, { maxRows: 20_000, limits: { maxWorkerHeapMb: 8 } })).toMatchObject({
      ok: false,
      reason: 'TOO_COMPLEX',
    });
    expect(await read(data, { maxRows: 20_000, limits: { timeoutMs: 20 } })).toMatchObject({
      ok: false,
      reason: 'TOO_COMPLEX',
    });
  });
});
