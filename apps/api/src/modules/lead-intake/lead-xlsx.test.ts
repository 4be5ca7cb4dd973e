import { LEAD_IMPORT_COLUMNS, translate } from '@leadline/contracts';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import {
  giantCellXlsx,
  repeatedRowsXlsx,
  rowXml,
  streamedXlsx,
} from '../../shared/xlsx-upload/test-workbooks.js';
import { AddressMatcher, nameKey } from './address-matcher.js';
import { cellText, headerKey, readImportSheet } from './lead-xlsx.js';

describe('import headers', () => {
  it('gives every accepted header (labels in both languages, aliases) to one column only', () => {
    const owners = new Map<string, string>();
    for (const column of LEAD_IMPORT_COLUMNS) {
      const labels = [
        translate('en', `LEAD_INTAKE.COLUMNS.${column.key}`),
        translate('vi', `LEAD_INTAKE.COLUMNS.${column.key}`),
        column.key,
        ...column.aliases,
      ];
      for (const label of labels) {
        const key = headerKey(label);
        expect(owners.get(key) ?? column.key, `${label} (${key})`).toBe(column.key);
        owners.set(key, column.key);
      }
    }
  });

  it('compares headers without case, accents or punctuation', () => {
    expect(headerKey('  SỐ ĐIỆN THOẠI ')).toBe(headerKey('so dien thoai'));
    expect(headerKey('Click_ID')).toBe(headerKey('click id'));
  });

  it('reads the first sheet by header, skipping empty rows and unknown columns', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Leads');
    sheet.addRow(['Extra', 'phone', 'NAME']);
    sheet.addRow(['x', 912345678, 'An']);
    sheet.addRow([]);
    sheet.addRow([
      'y',
      { richText: [{ text: '0912 ' }, { text: '000 111' }] },
      { text: 'Bình', hyperlink: 'https://example.com' },
    ]);
    const outcome = await readImportSheet(Buffer.from(await book.xlsx.writeBuffer()), 10);
    expect(outcome).toEqual({
      ok: true,
      rows: [
        { row: 2, cells: { phone: '912345678', name: 'An' } },
        { row: 4, cells: { phone: '0912 000 111', name: 'Bình' } },
      ],
    });
  });

  it('gives the text a cell shows', () => {
    expect(cellText(84912345678)).toBe('84912345678');
    expect(cellText(null)).toBe('');
    expect(cellText({ formula: 'A1', result: '0912' } as ExcelJS.CellValue)).toBe('0912');
    expect(cellText(new Date('2025-07-01T00:00:00Z'))).toBe('2025-07-01');
  });
});

describe('reading an import through the upload guard', () => {
  it('counts only rows with a value in a template column, and stops at the one past the limit', async () => {
    const rows = [
      rowXml(1, ['Name', 'Phone', 'Extra']),
      rowXml(2, ['An', '0912345678']),
      rowXml(3, [null, null, 'x']),
    ];
    const data = await streamedXlsx([...rows, rowXml(4, ['Bình', '0912345679'])]);
    expect(await readImportSheet(data, 2)).toMatchObject({ ok: true, rows: [{ row: 2 }, { row: 4 }] });
    expect(await readImportSheet(data, 1)).toEqual({ ok: false, error: 'TOO_MANY_ROWS', max: 1 });
  });

  it('gives the guard’s refusals: missing headers, a bomb, a cell longer than Excel allows', async () => {
    expect(await readImportSheet(await streamedXlsx([rowXml(1, ['Name', 'Mobile number'])]), 10)).toEqual({
      ok: false,
      error: 'MISSING_COLUMNS',
      columns: ['phone'],
    });
    expect(await readImportSheet(await giantCellXlsx(100), 10)).toEqual({
      ok: false,
      error: 'UNPACKED_TOO_LARGE',
    });
    expect(await readImportSheet(await repeatedRowsXlsx(2_000_000), 10)).toEqual({
      ok: false,
      error: 'UNPACKED_TOO_LARGE',
    });
    const long = await streamedXlsx([
      rowXml(1, ['Name', 'Phone']),
      rowXml(2, ['a'.repeat(40_000), '0912345678']),
    ]);
    expect(await readImportSheet(long, 10)).toEqual({
      ok: false,
      error: 'CELL_TOO_LONG',
      max: 32_767,
      row: 2,
    });
  });
});

describe('address names', () => {
  const matcher = new AddressMatcher([
    { id: 1, level: 1, parentId: null, name: 'Thành phố Hà Nội', nameEn: null, scheme: 'VN2025' },
    { id: 2, level: 3, parentId: 1, name: 'Phường Ba Đình', nameEn: null, scheme: 'VN2025' },
    { id: 3, level: 3, parentId: 1, name: 'Phường Xa La', nameEn: null, scheme: 'VN2025' },
    { id: 4, level: 3, parentId: 1, name: 'Xã Yên Lãng', nameEn: null, scheme: 'VN2025' },
    { id: 5, level: 3, parentId: 1, name: 'Phường Yên Lãng', nameEn: null, scheme: 'VN2025' },
    { id: 10, level: 1, parentId: null, name: 'กรุงเทพมหานคร', nameEn: 'Bangkok', scheme: 'TH' },
    { id: 11, level: 2, parentId: 10, name: 'เขตพระนคร', nameEn: 'Phra Nakhon', scheme: 'TH' },
    {
      id: 12,
      level: 3,
      parentId: 11,
      name: 'แขวงพระบรมมหาราชวัง',
      nameEn: 'Phra Borom Maha Ratchawang',
      scheme: 'TH',
    },
  ]);

  it('matches names with or without their type, accents and case', () => {
    expect(matcher.match('VN2025', { province: 'ha noi', ward: 'BA ĐÌNH' })).toEqual({
      ok: true,
      address: { provinceId: 1, districtId: null, wardId: 2 },
    });
    expect(matcher.match('VN2025', { province: 'TP. Hà Nội', ward: 'Xa La' })).toMatchObject({
      address: { wardId: 3 },
    });
    expect(matcher.match('TH', { province: 'Bangkok', ward: 'แขวงพระบรมมหาราชวัง' })).toEqual({
      ok: true,
      address: { provinceId: 10, districtId: 11, wardId: 12 },
    });
    expect(matcher.match('TH', { province: 'กรุงเทพมหานคร', district: 'พระนคร' })).toMatchObject({
      address: { districtId: 11 },
    });
  });

  it('refuses a name that fits two units, an unknown one, and a ward without its province', () => {
    expect(matcher.match('VN2025', { province: 'Hà Nội', ward: 'Yên Lãng' })).toEqual({
      ok: false,
      reason: 'WARD_NOT_FOUND',
    });
    expect(matcher.match('VN2025', { province: 'Hà Nội', ward: 'Xã Yên Lãng' })).toMatchObject({
      address: { wardId: 4 },
    });
    expect(matcher.match('VN2025', { province: 'Huế' })).toEqual({ ok: false, reason: 'PROVINCE_NOT_FOUND' });
    expect(matcher.match('VN2025', { ward: 'Ba Đình' })).toEqual({ ok: false, reason: 'ADDRESS_INCOMPLETE' });
    expect(matcher.match('TH', { province: 'Bangkok', district: 'Dusit' })).toEqual({
      ok: false,
      reason: 'DISTRICT_NOT_FOUND',
    });
  });

  it('keeps Thai marks, which are letters, not accents', () => {
    expect(nameKey('บ้านใหม่')).toBe('บ้านใหม่');
    expect(nameKey('บ้านใหม่')).not.toBe(nameKey('บานใหม'));
    expect(nameKey('Đống Đa')).toBe('dongda');
  });
});
