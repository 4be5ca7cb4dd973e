import type ExcelJS from 'exceljs';

/** The text a cell shows, whatever exceljs read it as (number, rich text, hyperlink, formula...). */
export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return Number.isInteger(value) ? value.toFixed(0) : String(value);
  if (typeof value === 'boolean') return String(value);
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  if ('richText' in value)
    return value.richText
      .map((part) => part.text ?? '')
      .join('')
      .trim();
  if ('text' in value && typeof value.text === 'string') return value.text.trim();
  if ('result' in value) return cellText((value.result ?? null) as ExcelJS.CellValue);
  return '';
}

/**
 * A column header as the readers compare it: lower case, without accents, đ as d, punctuation and
 * spaces removed, so "Tên đăng nhập" and "ten dang nhap" are one header.
 */
export function headerKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');
}
