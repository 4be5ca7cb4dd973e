import { type Language, type ShippingRow, translate } from '@leadline/contracts';
import { sheetColumns } from '../../shared/xlsx-export/sheet-columns.js';
import { declaredListExport } from '../../shared/xlsx-export/streamed-sheet.js';
import type { SheetColumn } from '../../shared/xlsx-export/xlsx-sheet.js';
import { shippingRows } from './shipping.repository.js';

function columns(language: Language, fallbackTimeZone: string): SheetColumn<ShippingRow>[] {
  const { column, instant, money } = sheetColumns<ShippingRow>(language, 'SHIPPING.COLUMN', fallbackTimeZone);
  return [
    column('DO_ID', 10, 'id', (row) => row.doId),
    column('SO_ID', 10, 'id', (row) => row.soId),
    column('LEAD_ID', 10, 'id', (row) => row.leadId),
    column('CUSTOMER', 24, 'text', (row) => row.customerName),
    column('PHONE', 16, 'text', (row) => row.phone),
    column('ADDRESS', 40, 'text', (row) => row.address),
    column('PARTNER', 12, 'text', (row) => translate(language, `SHIPPING.PARTNER.${row.partner}`)),
    column('TRACKING_CODE', 20, 'text', (row) => row.trackingCode),
    column('STATUS', 18, 'text', (row) => row.status.name),
    column('COD_AMOUNT', 14, 'money', (row) => money(row.codAmount, row)),
    column('AMOUNT', 14, 'money', (row) => money(row.amount, row)),
    column('CURRENCY', 9, 'text', (row) => row.currency),
    column('CREATED_AT', 20, 'date', (row) => instant(row.createdAt, row)),
    column('SENT_AT', 20, 'date', (row) => instant(row.sentAt, row)),
    column('LAST_STATUS_AT', 20, 'date', (row) => instant(row.lastStatusAt, row)),
    column('LAST_SEND_ERROR', 30, 'text', (row) => row.lastSendError),
  ];
}

/**
 * shipping.xlsx of the list's filter (offset and limit dropped), streamed page by page like the
 * other list exports (docs/exports.md). Text cells are formula-escaped by the sheet writer.
 */
export const prepareShippingExport = declaredListExport({
  list: shippingRows,
  sheetKey: 'SHIPPING.SHEET',
  columns,
});
