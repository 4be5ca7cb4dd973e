import {
  type Language,
  type ReconcileListFilter,
  type ReconcileRow,
  reconcileExportFileName,
  translate,
} from '@leadline/contracts';
import ExcelJS from 'exceljs';
import { sheetColumns } from '../../shared/xlsx-export/sheet-columns.js';
import { declaredListExport } from '../../shared/xlsx-export/streamed-sheet.js';
import type { SheetColumn } from '../../shared/xlsx-export/xlsx-sheet.js';
import { countReconciled, reconciledPages } from './reconcile.repository.js';
import { TEMPLATE_COLUMNS } from './reconcile-file.js';

function columns(language: Language, fallbackTimeZone: string): SheetColumn<ReconcileRow>[] {
  const { column, instant, money } = sheetColumns<ReconcileRow>(
    language,
    'RECONCILE.COLUMN',
    fallbackTimeZone,
  );
  return [
    column('TRACKING_CODE', 20, 'text', (row) => row.trackingCode),
    column('DO_ID', 10, 'id', (row) => row.doId),
    column('SO_ID', 10, 'id', (row) => row.soId),
    column('RESULT', 12, 'text', (row) => translate(language, `RECONCILE.RESULT.${row.result}`)),
    column('REASON', 24, 'text', (row) =>
      row.reason ? translate(language, `RECONCILE.REASON.${row.reason}`) : null,
    ),
    column('REPORTED_STATUS', 16, 'text', (row) => row.reportedStatus.name),
    column('DO_STATUS', 16, 'text', (row) => row.doStatus?.name ?? null),
    column('COD_COLLECTED', 14, 'money', (row) => money(row.codCollected, row)),
    column('EXPECTED_COD', 14, 'money', (row) => money(row.expectedCod, row)),
    column('DIFFERENCE', 14, 'money', (row) => money(row.difference, row)),
    column('FEE', 12, 'money', (row) => money(row.fee, row)),
    column('CURRENCY', 9, 'text', (row) => row.currency),
    column('REPORTED_ON', 12, 'text', (row) => row.reportedOn),
    column('RECONCILED_AT', 20, 'date', (row) => instant(row.reconciledAt, row)),
    column('FILE_ROW', 9, 'id', (row) => row.fileRow),
  ];
}

/**
 * reconcile-{tab}-{timestamp}.xlsx of the list's filter, streamed page by page (keyset by id, a
 * transaction per page) like the other list exports (docs/exports.md): memory stays one page.
 */
export const prepareReconcileExport = declaredListExport({
  list: { count: countReconciled, pages: reconciledPages },
  sheetKey: 'RECONCILE.SHEET',
  columns,
  fileName: (filter: ReconcileListFilter) => reconcileExportFileName(filter.tab ?? 'all'),
});

/** reconcilation_template.xlsx: the headers in the caller's language and an example row. */
export async function reconcileTemplate(language: Language): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(translate(language, 'RECONCILE.TEMPLATE_SHEET'));
  sheet.addRow(TEMPLATE_COLUMNS.map((key) => translate(language, `RECONCILE.TEMPLATE_COLUMN.${key}`)));
  sheet.addRow([
    'GHN123456789VN',
    1234,
    language === 'vi' ? 'Đã giao' : 'Delivered',
    350000,
    25000,
    '2026-01-31',
  ]);
  sheet.getRow(1).font = { bold: true };
  sheet.columns.forEach((column) => {
    column.width = 20;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
