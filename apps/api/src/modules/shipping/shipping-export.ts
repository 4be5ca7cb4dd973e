import { type Language, type ShippingFilter, type ShippingRow, translate } from '@leadline/contracts';
import type { ScopeRunner } from '../../http/register-endpoint.js';
import type { StreamedFile } from '../../http/register-file-endpoint.js';
import type { SessionUser } from '../../http/session-user.js';
import { listScope } from '../../shared/lists/list-scope.js';
import { streamedListExport } from '../../shared/xlsx-export/streamed-sheet.js';
import { orgInstant, type SheetColumn } from '../../shared/xlsx-export/xlsx-sheet.js';
import { countDeliveryOrders, shippingPages } from './shipping.repository.js';

function columns(language: Language, fallbackTimeZone: string): SheetColumn<ShippingRow>[] {
  const label = (key: string) => translate(language, `SHIPPING.COLUMN.${key}`);
  const instant = orgInstant<ShippingRow>(fallbackTimeZone);
  const money = (minorUnits: number, row: ShippingRow) => ({ minorUnits, currency: row.currency });
  return [
    { header: label('DO_ID'), width: 10, kind: 'id', value: (row) => row.doId },
    { header: label('SO_ID'), width: 10, kind: 'id', value: (row) => row.soId },
    { header: label('LEAD_ID'), width: 10, kind: 'id', value: (row) => row.leadId },
    { header: label('CUSTOMER'), width: 24, kind: 'text', value: (row) => row.customerName },
    { header: label('PHONE'), width: 16, kind: 'text', value: (row) => row.phone },
    { header: label('ADDRESS'), width: 40, kind: 'text', value: (row) => row.address },
    {
      header: label('PARTNER'),
      width: 12,
      kind: 'text',
      value: (row) => translate(language, `SHIPPING.PARTNER.${row.partner}`),
    },
    { header: label('TRACKING_CODE'), width: 20, kind: 'text', value: (row) => row.trackingCode },
    { header: label('STATUS'), width: 18, kind: 'text', value: (row) => row.status.name },
    { header: label('COD_AMOUNT'), width: 14, kind: 'money', value: (row) => money(row.codAmount, row) },
    { header: label('AMOUNT'), width: 14, kind: 'money', value: (row) => money(row.amount, row) },
    { header: label('CURRENCY'), width: 9, kind: 'text', value: (row) => row.currency },
    { header: label('CREATED_AT'), width: 20, kind: 'date', value: (row) => instant(row.createdAt, row) },
    { header: label('SENT_AT'), width: 20, kind: 'date', value: (row) => instant(row.sentAt, row) },
    {
      header: label('LAST_STATUS_AT'),
      width: 20,
      kind: 'date',
      value: (row) => instant(row.lastStatusAt, row),
    },
    { header: label('LAST_SEND_ERROR'), width: 30, kind: 'text', value: (row) => row.lastSendError },
  ];
}

/**
 * shipping.xlsx of the list's filter (offset and limit dropped), streamed page by page like the
 * other list exports (docs/exports.md); the row count goes out first (X-Total-Rows). Text cells
 * are formula-escaped by the sheet writer.
 */
export async function prepareShippingExport(
  scoped: ScopeRunner,
  user: SessionUser,
  filter: ShippingFilter,
  language: Language,
): Promise<StreamedFile> {
  const scope = listScope(user, filter.orgId);
  return streamedListExport({
    scope: scoped,
    count: (trx) => countDeliveryOrders(trx, filter, scope),
    pages: (scoped) => shippingPages(scoped, filter, scope, language),
    sheetName: translate(language, 'SHIPPING.SHEET'),
    columns: columns(language, scope.timeZone),
  });
}
