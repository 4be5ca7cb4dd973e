import {
  type Language,
  LOGISTICS_DO_STATUS,
  SHIPPING_IMPORT_LIMITS,
  SHIPPING_PARTNERS,
  type ShippingImportResult,
  TRACKING_CODE_PATTERN,
  translate,
} from '@leadline/contracts';
import ExcelJS from 'exceljs';
import type { ScopedDb } from '../../db/org-scope.js';
import type { SessionUser } from '../../http/session-user.js';
import { readTableUpload, templateColumn, type XlsxRow } from '../../shared/xlsx-upload/index.js';
import { auditActor, writeAudit } from '../audit/index.js';
import { insertTrackingLog } from '../logistics/index.js';
import {
  doStatusNames,
  holdersOfCodes,
  lockDeliveryOrders,
  partnerOf,
  setImported,
  writeShippingHistory,
} from './shipping.repository.js';
import { isSending, refusal } from './shipping.service.js';

/** One row of the file, checked on its own (before the database is asked). */
interface ImportRow {
  row: number;
  doId: number;
  trackingCode: string;
  partner: string | null;
}

/** DO ID and Tracking code are required; Partner is read when present. */
function pickColumns(header: string[]): number[] | null {
  const find = (key: 'DO_ID' | 'TRACKING_CODE' | 'PARTNER') =>
    templateColumn(header, `SHIPPING.IMPORT_COLUMN.${key}`);
  const doId = find('DO_ID');
  const code = find('TRACKING_CODE');
  if (doId === null || code === null) return null;
  const partner = find('PARTNER');
  return partner === null ? [doId, code] : [doId, code, partner];
}

function rowError(
  language: Language,
  row: number,
  key: string,
  values: Record<string, string | number> = {},
) {
  const reason = translate(language, `SHIPPING.ERROR.${key}`, values);
  return refusal(language, 'ROW', { row, reason });
}

/** Each row on its own: the id, the code's shape (a formula-like cell fails it), the partner, repeats. */
function checkRows(rows: XlsxRow[], language: Language): ImportRow[] {
  const seenIds = new Map<number, number>();
  const seenCodes = new Map<string, number>();
  return rows.map(({ row, cells }) => {
    const [idText = '', codeText = '', partnerText = ''] = cells.map((cell) => cell.trim());
    if (!/^\d{1,9}$/.test(idText) || Number(idText) < 1) throw rowError(language, row, 'ROW_BAD_ID');
    const doId = Number(idText);
    const first = seenIds.get(doId);
    if (first !== undefined) throw rowError(language, row, 'ROW_DUPLICATE_DO', { doId, first });
    seenIds.set(doId, row);
    if (!TRACKING_CODE_PATTERN.test(codeText)) throw rowError(language, row, 'ROW_BAD_CODE');
    const firstCode = seenCodes.get(codeText);
    if (firstCode !== undefined)
      throw rowError(language, row, 'ROW_DUPLICATE_CODE', { code: codeText, first: firstCode });
    seenCodes.set(codeText, row);
    const partner = partnerText === '' ? null : partnerText.toUpperCase();
    if (partner !== null && !(SHIPPING_PARTNERS as readonly string[]).includes(partner))
      throw rowError(language, row, 'ROW_BAD_PARTNER');
    return { row, doId, trackingCode: codeText, partner };
  });
}

/**
 * Reads the file through the upload guard (docs/uploads.md) and checks each row alone. Runs
 * before any transaction is opened: the parse takes a worker up to seconds.
 */
export async function readImportFile(
  upload: { data: Buffer; truncated: boolean } | null | undefined,
  language: Language,
): Promise<ImportRow[]> {
  const rows = await readTableUpload(upload, {
    limits: SHIPPING_IMPORT_LIMITS,
    pickColumns,
    refuse: (key, values) => refusal(language, key, values),
  });
  return checkRows(rows, language);
}

/**
 * POST /api/shipping/import (docs/shipping.md), all or nothing inside the caller's transaction:
 * every DO exists in the org, is New (and not being sent) or Sent without a tracking code, and no
 * other DO holds its code. Each then gets its code, Sent to partner, a tracking-log row and a
 * history row. The first bad row, in file order, refuses the file with its number and reason.
 */
export async function importDeliveryOrders(
  trx: ScopedDb,
  user: SessionUser,
  rows: ImportRow[],
  language: Language,
  partnerTimeoutMs: number,
  now = new Date(),
): Promise<ShippingImportResult> {
  const orders = new Map(
    (
      await lockDeliveryOrders(
        trx,
        rows.map((row) => row.doId),
      )
    ).map((o) => [o.id, o]),
  );
  const holders = await holdersOfCodes(
    trx,
    rows.map((row) => row.trackingCode),
  );
  const names = await doStatusNames(trx, language);
  for (const row of rows) {
    const order = orders.get(row.doId);
    if (!order) throw rowError(language, row.row, 'ROW_UNKNOWN_DO', { doId: row.doId });
    const holder = holders.find((h) => h.trackingCode === row.trackingCode && h.id !== row.doId);
    if (holder)
      throw rowError(language, row.row, 'ROW_CODE_TAKEN', { code: row.trackingCode, doId: holder.id });
    const takesCode =
      order.status === LOGISTICS_DO_STATUS.NEW ||
      (order.status === LOGISTICS_DO_STATUS.SENT_TO_PARTNER && !order.trackingCode);
    if (!takesCode)
      throw rowError(language, row.row, 'ROW_WRONG_STATUS', {
        doId: row.doId,
        status: names.get(order.status) ?? String(order.status),
      });
    if (order.status === LOGISTICS_DO_STATUS.NEW && isSending(order, partnerTimeoutMs, now))
      throw rowError(language, row.row, 'ROW_SENDING', { doId: row.doId });
  }
  for (const row of rows) {
    const order = orders.get(row.doId);
    if (!order) continue;
    const partner = row.partner ?? partnerOf(order.partner);
    await setImported(trx, row.doId, {
      trackingCode: row.trackingCode,
      partner: row.partner,
      at: now,
      keepSentAt: order.sentAt !== null,
    });
    await insertTrackingLog(trx, {
      orgId: order.orgId,
      deliveryOrderId: row.doId,
      trackingCode: row.trackingCode,
      status: LOGISTICS_DO_STATUS.SENT_TO_PARTNER,
      partner: partner.toLowerCase(),
      partnerStatus: 'imported',
      occurredAt: now,
      raw: { importedBy: user.userId, row: row.row },
    });
  }
  await writeShippingHistory(
    trx,
    rows.map((row) => {
      const order = orders.get(row.doId);
      return {
        orgId: order?.orgId ?? user.orgId,
        entityType: 'so' as const,
        entityId: order?.saleOrderId ?? 0,
        actorId: user.userId,
        action: 'do_imported',
        changes: {
          doId: row.doId,
          status: { from: order?.status ?? null, to: LOGISTICS_DO_STATUS.SENT_TO_PARTNER },
          trackingCode: row.trackingCode,
          partner: row.partner ?? partnerOf(order?.partner ?? null),
        },
      };
    }),
  );
  // One audit row per org of the file's DOs (an HQ user's file may span orgs).
  for (const orgId of new Set([...orders.values()].map((order) => order.orgId))) {
    const doIds = rows.filter((row) => orders.get(row.doId)?.orgId === orgId).map((row) => row.doId);
    await writeAudit(trx, {
      orgId,
      ...auditActor(user),
      action: 'delivery_orders_imported',
      entityType: 'delivery_order',
      details: { imported: doIds.length, doIds },
    });
  }
  return { imported: rows.length };
}

/** The import template: its headers in the caller's language and one example row. */
export async function importTemplate(language: Language): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(translate(language, 'SHIPPING.TEMPLATE_SHEET'));
  const header = (key: string) => translate(language, `SHIPPING.IMPORT_COLUMN.${key}`);
  sheet.addRow([header('DO_ID'), header('TRACKING_CODE'), header('PARTNER')]);
  sheet.addRow([1234, 'GHN123456789VN', 'GENERAL']);
  sheet.getRow(1).font = { bold: true };
  sheet.columns.forEach((column) => {
    column.width = 22;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
