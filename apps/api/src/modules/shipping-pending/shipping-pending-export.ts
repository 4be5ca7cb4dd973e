import {
  type Language,
  type ShippingPendingFilter,
  type ShippingPendingRow,
  translate,
} from '@leadline/contracts';
import type { ScopeRunner } from '../../http/register-endpoint.js';
import type { StreamedFile } from '../../http/register-file-endpoint.js';
import type { SessionUser } from '../../http/session-user.js';
import { listScope } from '../../shared/lists/list-scope.js';
import { streamedListExport } from '../../shared/xlsx-export/streamed-sheet.js';
import { orgInstant, type SheetColumn } from '../../shared/xlsx-export/xlsx-sheet.js';
import { countPendingDeliveryOrders, pendingPages } from './shipping-pending.repository.js';

function columns(language: Language, fallbackTimeZone: string): SheetColumn<ShippingPendingRow>[] {
  const t = (key: string) => translate(language, `SHIPPING_PENDING.${key}`);
  const label = (key: string) => t(`COLUMN.${key}`);
  const instant = orgInstant<ShippingPendingRow>(fallbackTimeZone);
  const money = (minorUnits: number, row: ShippingPendingRow) => ({ minorUnits, currency: row.currency });
  return [
    { header: label('DO_ID'), width: 10, kind: 'id', value: (row) => row.doId },
    { header: label('SO_ID'), width: 10, kind: 'id', value: (row) => row.soId },
    { header: label('LEAD_ID'), width: 10, kind: 'id', value: (row) => row.leadId },
    { header: label('TYPE'), width: 10, kind: 'text', value: (row) => t(`TYPE.${row.typeLead}`) },
    { header: label('CUSTOMER'), width: 24, kind: 'text', value: (row) => row.customerName },
    { header: label('PHONE'), width: 16, kind: 'text', value: (row) => row.phone },
    { header: label('PARTNER'), width: 18, kind: 'text', value: (row) => t(`PARTNER.${row.partner}`) },
    { header: label('FFM_PARTNER'), width: 24, kind: 'text', value: (row) => row.ffmPartner?.name ?? null },
    { header: label('WAREHOUSE'), width: 20, kind: 'text', value: (row) => row.warehouse?.name ?? null },
    {
      header: label('REASON_KIND'),
      width: 22,
      kind: 'text',
      value: (row) => t(`REASON_KIND.${row.reasonKind}`),
    },
    { header: label('REASON'), width: 40, kind: 'text', value: (row) => row.reason },
    { header: label('ATTEMPTS'), width: 9, kind: 'id', value: (row) => row.attempts },
    {
      header: label('LAST_ATTEMPT'),
      width: 20,
      kind: 'date',
      value: (row) => instant(row.lastAttemptAt, row),
    },
    { header: label('NEXT_RETRY'), width: 20, kind: 'date', value: (row) => instant(row.nextRetryAt, row) },
    { header: label('CREATED_AT'), width: 20, kind: 'date', value: (row) => instant(row.createdAt, row) },
    { header: label('COD'), width: 14, kind: 'money', value: (row) => money(row.codAmount, row) },
    { header: label('AMOUNT'), width: 14, kind: 'money', value: (row) => money(row.amount, row) },
    { header: label('CURRENCY'), width: 9, kind: 'text', value: (row) => row.currency },
  ];
}

/**
 * shippingPending.xlsx of the list's filter (offset and limit dropped), streamed page by page
 * (docs/exports.md); the row count goes out first (X-Total-Rows).
 */
export async function prepareShippingPendingExport(
  scoped: ScopeRunner,
  user: SessionUser,
  filter: ShippingPendingFilter,
  language: Language,
): Promise<StreamedFile> {
  const scope = listScope(user, filter.orgId);
  return streamedListExport({
    scope: scoped,
    count: (trx) => countPendingDeliveryOrders(trx, filter, scope),
    pages: (scoped) => pendingPages(scoped, filter, scope),
    sheetName: translate(language, 'SHIPPING_PENDING.SHEET'),
    columns: columns(language, scope.timeZone),
  });
}
