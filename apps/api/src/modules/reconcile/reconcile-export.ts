import {
  type Language,
  type ReconcileListFilter,
  type ReconcileRow,
  reconcileExportFileName,
  translate,
} from '@leadline/contracts';
import ExcelJS from 'exceljs';
import type { ScopeRunner } from '../../http/register-endpoint.js';
import type { StreamedFile } from '../../http/register-file-endpoint.js';
import type { SessionUser } from '../../http/session-user.js';
import { listScope } from '../../shared/lists/list-scope.js';
import { streamedListExport } from '../../shared/xlsx-export/streamed-sheet.js';
import { orgInstant, type SheetColumn } from '../../shared/xlsx-export/xlsx-sheet.js';
import { countReconciled, reconciledPages } from './reconcile.repository.js';
import { TEMPLATE_COLUMNS } from './reconcile-file.js';

function columns(language: Language, fallbackTimeZone: string): SheetColumn<ReconcileRow>[] {
  const label = (key: string) => translate(language, `RECONCILE.COLUMN.${key}`);
  const money = (minorUnits: number | null, row: ReconcileRow) =>
    minorUnits === null ? null : { minorUnits, currency: row.currency };
  const instant = orgInstant<ReconcileRow>(fallbackTimeZone);
  return [
    { header: label('TRACKING_CODE'), width: 20, kind: 'text', value: (row) => row.trackingCode },
    { header: label('DO_ID'), width: 10, kind: 'id', value: (row) => row.doId },
    { header: label('SO_ID'), width: 10, kind: 'id', value: (row) => row.soId },
    {
      header: label('RESULT'),
      width: 12,
      kind: 'text',
      value: (row) => translate(language, `RECONCILE.RESULT.${row.result}`),
    },
    {
      header: label('REASON'),
      width: 24,
      kind: 'text',
      value: (row) => (row.reason ? translate(language, `RECONCILE.REASON.${row.reason}`) : null),
    },
    { header: label('REPORTED_STATUS'), width: 16, kind: 'text', value: (row) => row.reportedStatus.name },
    { header: label('DO_STATUS'), width: 16, kind: 'text', value: (row) => row.doStatus?.name ?? null },
    {
      header: label('COD_COLLECTED'),
      width: 14,
      kind: 'money',
      value: (row) => money(row.codCollected, row),
    },
    { header: label('EXPECTED_COD'), width: 14, kind: 'money', value: (row) => money(row.expectedCod, row) },
    { header: label('DIFFERENCE'), width: 14, kind: 'money', value: (row) => money(row.difference, row) },
    { header: label('FEE'), width: 12, kind: 'money', value: (row) => money(row.fee, row) },
    { header: label('CURRENCY'), width: 9, kind: 'text', value: (row) => row.currency },
    { header: label('REPORTED_ON'), width: 12, kind: 'text', value: (row) => row.reportedOn },
    {
      header: label('RECONCILED_AT'),
      width: 20,
      kind: 'date',
      value: (row) => instant(row.reconciledAt, row),
    },
    { header: label('FILE_ROW'), width: 9, kind: 'id', value: (row) => row.fileRow },
  ];
}

/**
 * reconcile-{tab}-{timestamp}.xlsx of the list's filter, streamed page by page (keyset by id, a
 * transaction per page) like the other list exports (docs/exports.md): memory stays one page.
 */
export async function prepareReconcileExport(
  scoped: ScopeRunner,
  user: SessionUser,
  filter: ReconcileListFilter,
  language: Language,
  pageSize?: number,
): Promise<StreamedFile> {
  const scope = listScope(user, filter.orgId);
  return streamedListExport({
    scope: scoped,
    count: (trx) => countReconciled(trx, filter, scope),
    pages: (scoped) => reconciledPages(scoped, filter, scope, language, pageSize),
    sheetName: translate(language, 'RECONCILE.SHEET'),
    columns: columns(language, scope.timeZone),
    fileName: reconcileExportFileName(filter.tab ?? 'all'),
  });
}

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
