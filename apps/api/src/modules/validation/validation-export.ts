import { type Language, translate, type ValidationFilter, type ValidationRow } from '@leadline/contracts';
import type { ScopeRunner } from '../../http/register-endpoint.js';
import type { StreamedFile } from '../../http/register-file-endpoint.js';
import type { SessionUser } from '../../http/session-user.js';
import { listScope } from '../../shared/lists/list-scope.js';
import { streamedListExport } from '../../shared/xlsx-export/streamed-sheet.js';
import { orgInstant, type SheetColumn } from '../../shared/xlsx-export/xlsx-sheet.js';
import { soStatusName } from '../reference/index.js';
import { countOrdersToValidate, validationPages } from './validation.repository.js';

function columns(language: Language, fallbackTimeZone: string): SheetColumn<ValidationRow>[] {
  const label = (key: string) => translate(language, `VALIDATION.COLUMN.${key}`);
  const instant = orgInstant<ValidationRow>(fallbackTimeZone);
  return [
    { header: label('SO_ID'), width: 10, kind: 'id', value: (row) => row.soId },
    { header: label('LEAD_ID'), width: 10, kind: 'id', value: (row) => row.leadId },
    { header: label('CUSTOMER'), width: 24, kind: 'text', value: (row) => row.customerName },
    { header: label('PHONE'), width: 16, kind: 'text', value: (row) => row.phone },
    { header: label('ADDRESS'), width: 40, kind: 'text', value: (row) => row.address },
    { header: label('PRODUCTS'), width: 36, kind: 'text', value: (row) => row.products },
    {
      header: label('AMOUNT'),
      width: 14,
      kind: 'money',
      value: (row) => ({ minorUnits: row.amount, currency: row.currency }),
    },
    { header: label('CURRENCY'), width: 9, kind: 'text', value: (row) => row.currency },
    { header: label('PAYMENT_METHOD'), width: 18, kind: 'text', value: (row) => row.paymentMethod.name },
    { header: label('AGENT'), width: 22, kind: 'text', value: (row) => row.agent?.name ?? null },
    { header: label('CAMPAIGN'), width: 20, kind: 'text', value: (row) => row.campaign?.name ?? null },
    { header: label('CREATED_AT'), width: 20, kind: 'date', value: (row) => instant(row.createdAt, row) },
    { header: label('STATUS'), width: 18, kind: 'text', value: (row) => row.status.name },
    {
      header: label('VALIDATION_STATUS'),
      width: 22,
      kind: 'text',
      value: (row) => row.validationStatus?.name ?? null,
    },
    { header: label('VALIDATED_BY'), width: 22, kind: 'text', value: (row) => row.validatedBy?.name ?? null },
    { header: label('VALIDATED_AT'), width: 20, kind: 'date', value: (row) => instant(row.validatedAt, row) },
    {
      header: label('DO_DUE_AT'),
      width: 20,
      kind: 'date',
      value: (row) => instant(row.deliveryOrderDueAt, row),
    },
    { header: label('DO_ID'), width: 10, kind: 'id', value: (row) => row.deliveryOrderId },
    {
      header: label('OUT_OF_STOCK'),
      width: 12,
      kind: 'text',
      value: (row) => translate(language, row.isOutOfStock ? 'VALIDATION.YES' : 'VALIDATION.NO'),
    },
  ];
}

/**
 * validation.xlsx of the list's filter (offset and limit dropped), streamed page by page like the
 * order exports (docs/exports.md); the row count goes out first (X-Total-Rows).
 */
export async function prepareValidationExport(
  scoped: ScopeRunner,
  user: SessionUser,
  filter: ValidationFilter,
  language: Language,
): Promise<StreamedFile> {
  const scope = listScope(user, filter.orgId);
  return streamedListExport({
    scope: scoped,
    count: (trx) => countOrdersToValidate(trx, filter, scope),
    pages: (scoped) => validationPages(scoped, filter, scope, language, soStatusName(language)),
    sheetName: translate(language, 'VALIDATION.SHEET'),
    columns: columns(language, scope.timeZone),
  });
}
