import { type Language, translate, type ValidationRow } from '@leadline/contracts';
import { sheetColumns } from '../../shared/xlsx-export/sheet-columns.js';
import { declaredListExport } from '../../shared/xlsx-export/streamed-sheet.js';
import type { SheetColumn } from '../../shared/xlsx-export/xlsx-sheet.js';
import { validationRows } from './validation.repository.js';

function columns(language: Language, fallbackTimeZone: string): SheetColumn<ValidationRow>[] {
  const { column, instant, money } = sheetColumns<ValidationRow>(
    language,
    'VALIDATION.COLUMN',
    fallbackTimeZone,
  );
  return [
    column('SO_ID', 10, 'id', (row) => row.soId),
    column('LEAD_ID', 10, 'id', (row) => row.leadId),
    column('CUSTOMER', 24, 'text', (row) => row.customerName),
    column('PHONE', 16, 'text', (row) => row.phone),
    column('ADDRESS', 40, 'text', (row) => row.address),
    column('PRODUCTS', 36, 'text', (row) => row.products),
    column('AMOUNT', 14, 'money', (row) => money(row.amount, row)),
    column('CURRENCY', 9, 'text', (row) => row.currency),
    column('PAYMENT_METHOD', 18, 'text', (row) => row.paymentMethod.name),
    column('AGENT', 22, 'text', (row) => row.agent?.name ?? null),
    column('CAMPAIGN', 20, 'text', (row) => row.campaign?.name ?? null),
    column('CREATED_AT', 20, 'date', (row) => instant(row.createdAt, row)),
    column('STATUS', 18, 'text', (row) => row.status.name),
    column('VALIDATION_STATUS', 22, 'text', (row) => row.validationStatus?.name ?? null),
    column('VALIDATED_BY', 22, 'text', (row) => row.validatedBy?.name ?? null),
    column('VALIDATED_AT', 20, 'date', (row) => instant(row.validatedAt, row)),
    column('DO_DUE_AT', 20, 'date', (row) => instant(row.deliveryOrderDueAt, row)),
    column('DO_ID', 10, 'id', (row) => row.deliveryOrderId),
    column('OUT_OF_STOCK', 12, 'text', (row) =>
      translate(language, row.isOutOfStock ? 'VALIDATION.YES' : 'VALIDATION.NO'),
    ),
  ];
}

/**
 * validation.xlsx of the list's filter (offset and limit dropped), streamed page by page like the
 * order exports (docs/exports.md).
 */
export const prepareValidationExport = declaredListExport({
  list: validationRows,
  sheetKey: 'VALIDATION.SHEET',
  columns,
});
