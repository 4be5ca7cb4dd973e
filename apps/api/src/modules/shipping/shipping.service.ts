import {
  CANCELLABLE_DO_STATUSES,
  type DhlStatusChange,
  type Language,
  LOGISTICS_DO_STATUS,
  PRODUCT_TYPE_KEY,
  type ProductTypeCode,
  type ShippingChangeResult,
  type ShippingHistoryEntry,
  type ShippingItems,
  type ShippingListFilter,
  type ShippingOrderDetail,
  type ShippingRow,
  type Translation,
  translate,
} from '@leadline/contracts';
import type { ScopedDb } from '../../db/org-scope.js';
import { type AppError, notFound, translatedRefusal } from '../../http/app-error.js';
import type { SessionUser } from '../../http/session-user.js';
import { type ListScope, listScope } from '../../shared/lists/list-scope.js';
import type { PagedList } from '../../shared/lists/paged-list.js';
import { applyPartnerStatus, insertTrackingLog } from '../logistics/index.js';
import {
  currentStatus,
  doStatusNames,
  findOrderDetail,
  type HistoryRows,
  historyRows,
  type LockedDeliveryOrder,
  lockDeliveryOrder,
  orderItems,
  partnerOf,
  setCancelled,
  shippingRows,
  writeShippingHistory,
} from './shipping.repository.js';

/** The name of a refusal's text in its locale section (checked against the en texts). */
type ShippingRefusal = keyof Translation['SHIPPING']['ERROR'] & string;

/**
 * The shipping lists (SPEC.md 7.5): every DO of the org, newest first, of every partner or the
 * one the screen names. Shipping roles are not agent roles, so the whole org is seen; HQ picks it.
 */
export const shippingList: PagedList<ShippingListFilter, ListScope, ShippingRow> = {
  scope: (user, filter) => listScope(user, filter.orgId),
  ...shippingRows,
  pageWithCount: shippingRows.pageAndCount,
};

/** A refusal with a shipping message in the caller's language (HTTP 400, SPEC.md 8 shows it). */
export function refusal(
  language: Language,
  key: ShippingRefusal,
  values: Record<string, string | number> = {},
): AppError {
  return translatedRefusal(translate(language, `SHIPPING.ERROR.${key}`, values));
}

/** GET /api/shipping/orders/:doId: {leadData, doData} (SPEC.md 3). */
export async function orderDetail(
  trx: ScopedDb,
  doId: number,
  language: Language,
): Promise<ShippingOrderDetail> {
  const row = await findOrderDetail(trx, doId, language);
  if (!row) throw notFound();
  const names = await doStatusNames(trx, language);
  return {
    leadData: {
      leadId: row.leadId,
      typeLead: row.typeLead as 'lead' | 'so',
      customerName: row.customerName,
      phone: row.phoneE164 ?? row.phoneRaw,
      address: row.address ?? '',
      campaign: row.campaign,
      prodName: row.prodName,
    },
    doData: {
      doId: row.doId,
      soId: row.soId,
      orgId: row.orgId,
      status: { value: row.status, name: names.get(row.status) ?? String(row.status) },
      partner: partnerOf(row.partner),
      trackingCode: row.trackingCode,
      codAmount: Number(row.codAmount),
      amount: Number(row.amount),
      currency: row.currency,
      paymentMethod: row.paymentMethod,
      warehouse: row.warehouse,
      createdAt: row.createdAt.toISOString(),
      sentAt: row.sentAt?.toISOString() ?? null,
      sentVia: row.sentVia,
      sendAttempts: row.sendAttempts,
      lastSendError: row.lastSendError,
      partnerReference: row.partnerReference,
      cancellable: CANCELLABLE_DO_STATUSES.includes(row.status),
    },
  };
}

/** The partner statuses Leadline writes itself: 'sent', 'imported', 'cancelled', 'manual[: note]'. */
const OWN_LOG_STATUS = /^(sent|imported|cancelled|manual)(?:: (.*))?$/s;

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** A history row's readable parts: the DO status it set, the code, the partner, its details. */
function historyEntries(rows: HistoryRows, names: Map<number, string>): ShippingHistoryEntry[] {
  const status = (value: unknown) =>
    typeof value === 'number' ? { value, name: names.get(value) ?? String(value) } : null;
  const order = rows.order.map((row): ShippingHistoryEntry => {
    const changes = (row.changes ?? {}) as Record<string, unknown>;
    const change = changes.status as { to?: unknown } | undefined;
    return {
      at: row.createdAt.toISOString(),
      source: 'order',
      action: row.action,
      actor: row.actor,
      // Only the DO actions' status is a DO status; the sale order's own statuses are not.
      status: row.action.startsWith('do_') ? status(change?.to) : null,
      trackingCode: text(changes.trackingCode),
      partner: text(changes.partner),
      detail: text(changes.reason) ?? text(changes.note) ?? text(changes.partnerStatus),
    };
  });
  const tracking = rows.tracking.map((row): ShippingHistoryEntry => {
    // Our own log rows (the send, an import, a cancel, a person's DHL report) are named by what
    // happened; a partner's report shows the partner's own words.
    const own = OWN_LOG_STATUS.exec(row.partnerStatus);
    return {
      at: row.occurredAt.toISOString(),
      source: 'tracking',
      action: own ? `tracking_${own[1]}` : 'tracking',
      actor: null,
      status: status(row.status),
      trackingCode: row.trackingCode,
      partner: row.partner,
      detail: own ? text(own[2]) : text(row.partnerStatus),
    };
  });
  return [...order, ...tracking].sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
}

/** GET /api/shipping/orders/:doId/history: the sale order's history and the DO's log, newest first. */
export async function orderHistory(
  trx: ScopedDb,
  doId: number,
  language: Language,
): Promise<ShippingHistoryEntry[]> {
  const order = await findOrderDetail(trx, doId, language);
  if (!order) throw notFound();
  const [rows, names] = await Promise.all([historyRows(trx, doId, order.soId), doStatusNames(trx, language)]);
  return historyEntries(rows, names);
}

/** GET /api/shipping/orders/:doId/items: the order's lines; total = sum of prodAmount (SPEC.md 3). */
export async function shippingItems(trx: ScopedDb, doId: number, language: Language): Promise<ShippingItems> {
  const order = await findOrderDetail(trx, doId, language);
  if (!order) throw notFound();
  const lines = await orderItems(trx, order.soId);
  const items = lines.map((line) => {
    const key = PRODUCT_TYPE_KEY[line.productType as ProductTypeCode];
    return {
      prodId: line.prodId,
      prodName: line.prodName,
      quantity: line.quantity,
      price: Number(line.price),
      prodAmount: Number(line.amount),
      productType: line.productType,
      productTypeName: key ? translate(language, `PRODUCTS.TYPES.${key}`) : String(line.productType),
    };
  });
  return {
    items,
    totalAmount: items.reduce((sum, item) => sum + item.prodAmount, 0),
    currency: order.currency,
  };
}

async function changeResult(trx: ScopedDb, doId: number, language: Language): Promise<ShippingChangeResult> {
  const [value, names] = await Promise.all([currentStatus(trx, doId), doStatusNames(trx, language)]);
  return { doId, status: { value, name: names.get(value) ?? String(value) } };
}

/** A send holds its lease this long at most (docs/logistics.md): after it the sender is dead. */
const sendLeaseMs = (partnerTimeoutMs: number) => partnerTimeoutMs * 4 + 60_000;

/** True while the logistics send of this DO is in flight (its lease is held). */
export function isSending(
  order: Pick<LockedDeliveryOrder, 'sendStartedAt'>,
  partnerTimeoutMs: number,
  now: Date,
) {
  return (
    order.sendStartedAt !== null &&
    order.sendStartedAt.getTime() > now.getTime() - sendLeaseMs(partnerTimeoutMs)
  );
}

/**
 * PUT /api/shipping/orders/:doId/cancel (docs/shipping.md): a New or Sent-to-partner DO becomes
 * Cancelled, with a tracking-log row when a partner had it and a history row on the sale order.
 * The partner is not called (no adapter has a cancel call); the simulator stops moving it, and a
 * pending send finds it not sendable. Refused while a send is in flight, and from Picked on.
 */
export async function cancelDeliveryOrder(
  trx: ScopedDb,
  user: SessionUser,
  doId: number,
  language: Language,
  partnerTimeoutMs: number,
  now = new Date(),
): Promise<ShippingChangeResult> {
  const order = await lockDeliveryOrder(trx, doId);
  if (!order) throw notFound();
  if (!CANCELLABLE_DO_STATUSES.includes(order.status)) {
    const names = await doStatusNames(trx, language);
    throw refusal(language, 'NOT_CANCELLABLE', { status: names.get(order.status) ?? String(order.status) });
  }
  if (order.status === LOGISTICS_DO_STATUS.NEW && isSending(order, partnerTimeoutMs, now))
    throw refusal(language, 'SENDING');
  await setCancelled(trx, doId, now);
  if (order.status === LOGISTICS_DO_STATUS.SENT_TO_PARTNER)
    await insertTrackingLog(trx, {
      orgId: order.orgId,
      deliveryOrderId: doId,
      trackingCode: order.trackingCode,
      status: LOGISTICS_DO_STATUS.CANCELLED,
      partner: order.sentVia ?? partnerOf(order.partner).toLowerCase(),
      partnerStatus: 'cancelled',
      occurredAt: now,
      raw: { cancelledBy: user.userId },
    });
  await writeShippingHistory(trx, [
    {
      orgId: order.orgId,
      entityType: 'so',
      entityId: order.saleOrderId,
      actorId: user.userId,
      action: 'do_cancelled',
      changes: {
        doId,
        status: { from: order.status, to: LOGISTICS_DO_STATUS.CANCELLED },
        trackingCode: order.trackingCode,
        partner: partnerOf(order.partner),
      },
    },
  ]);
  return changeResult(trx, doId, language);
}

/**
 * PUT /api/shipping/orders/:doId/dhl-status: a person sets a DHL DO's status (after calling DHL).
 * It goes through the partner reports' own path (applyPartnerStatus: tracking log, status, history
 * with the person as actor). Refused on a DO of another partner, a cancelled one, one without a
 * tracking code, or the status it already has.
 */
export async function changeDhlStatus(
  trx: ScopedDb,
  user: SessionUser,
  doId: number,
  input: DhlStatusChange,
  language: Language,
  now = new Date(),
): Promise<ShippingChangeResult> {
  const order = await lockDeliveryOrder(trx, doId);
  if (!order) throw notFound();
  if (partnerOf(order.partner) !== 'DHL') throw refusal(language, 'NOT_DHL');
  if (order.status === LOGISTICS_DO_STATUS.CANCELLED) throw refusal(language, 'DHL_CANCELLED');
  if (!order.trackingCode) throw refusal(language, 'NO_TRACKING_CODE');
  if (order.status === input.status) throw refusal(language, 'SAME_STATUS');
  await applyPartnerStatus(
    trx,
    order.orgId,
    'dhl',
    {
      trackingCode: order.trackingCode,
      status: input.status,
      partnerStatus: input.note ? `manual: ${input.note}` : 'manual',
      occurredAt: now,
      raw: { setBy: user.userId, note: input.note ?? null },
    },
    user.userId,
  );
  return changeResult(trx, doId, language);
}
