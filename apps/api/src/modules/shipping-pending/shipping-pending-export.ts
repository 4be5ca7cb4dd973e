import { type Language, type ShippingPendingRow, translate } from '@leadline/contracts';
import { sheetColumns } from '../../shared/xlsx-export/sheet-columns.js';
import { declaredListExport } from '../../shared/xlsx-export/streamed-sheet.js';
import type { SheetColumn } from '../../shared/xlsx-export/xlsx-sheet.js';
import { pendingRows } from './shipping-pending.repository.js';

function columns(language: Language, fallbackTimeZone: string): SheetColumn<ShippingPendingRow>[] {
  const t = (key: string) => translate(language, `SHIPPING_PENDING.${key}`);
  const { column, instant, money } = sheetColumns<ShippingPendingRow>(
    language,
    'SHIPPING_PENDING.COLUMN',
    fallbackTimeZone,
  );
  return [
    column('DO_ID', 10, 'id', (row) => row.doId),
    column('SO_ID', 10, 'id', (row) => row.soId),
    column('LEAD_ID', 10, 'id', (row) => row.leadId),
    column('TYPE', 10, 'text', (row) => t(`TYPE.${row.typeLead}`)),
    column('CUSTOMER', 24, 'text', (row) => row.customerName),
    column('PHONE', 16, 'text', (row) => row.phone),
    column('PARTNER', 18, 'text', (row) => t(`PARTNER.${row.partner}`)),
    column('FFM_PARTNER', 24, 'text', (row) => row.ffmPartner?.name ?? null),
    column('WAREHOUSE', 20, 'text', (row) => row.warehouse?.name ?? null),
    column('REASON_KIND', 22, 'text', (row) => t(`REASON_KIND.${row.reasonKind}`)),
    column('REASON', 40, 'text', (row) => row.reason),
    column('ATTEMPTS', 9, 'id', (row) => row.attempts),
    column('LAST_ATTEMPT', 20, 'date', (row) => instant(row.lastAttemptAt, row)),
    column('NEXT_RETRY', 20, 'date', (row) => instant(row.nextRetryAt, row)),
    column('CREATED_AT', 20, 'date', (row) => instant(row.createdAt, row)),
    column('COD', 14, 'money', (row) => money(row.codAmount, row)),
    column('AMOUNT', 14, 'money', (row) => money(row.amount, row)),
    column('CURRENCY', 9, 'text', (row) => row.currency),
  ];
}

/** shippingPending.xlsx of the list's filter (offset and limit dropped), streamed page by page (docs/exports.md). */
export const prepareShippingPendingExport = declaredListExport({
  list: pendingRows,
  sheetKey: 'SHIPPING_PENDING.SHEET',
  columns,
});
