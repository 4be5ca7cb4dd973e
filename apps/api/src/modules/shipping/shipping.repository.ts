import {
  type Language,
  SHIPPING_PARTNERS,
  type ShippingFilter,
  type ShippingHistoryEntry,
  type ShippingPartner,
  type ShippingRow,
  SYNONYM_TYPE,
} from '@leadline/contracts';
import { sql } from 'kysely';
import type { ScopedDb } from '../../db/org-scope.js';
import type { HistoryEntry } from '../../shared/history/history.repository.js';
import { writeHistory } from '../../shared/history/history.repository.js';
import type { ListScope } from '../../shared/lists/list-scope.js';
import { newestFirstList } from '../../shared/lists/newest-first-list.js';
import {
  deliveryOrderSearch,
  joinDeliveryStatus,
  LEAD_CONTACT_COLUMNS,
  leadContact,
  searchTerms,
  whereInDays,
} from '../../shared/lists/query-helpers.js';
import { type DeliveryOrderQuery, deliveryOrdersWithLead } from '../delivery-orders/index.js';
import { joinLeadAddressUnits, leadOneLineAddress } from '../sale-orders/index.js';

/** `delivery_orders.partner` as the lists show it: NULL (and anything unknown) is GENERAL. */
export function partnerOf(value: string | null): ShippingPartner {
  return (SHIPPING_PARTNERS as readonly string[]).includes(value ?? '')
    ? (value as ShippingPartner)
    : 'GENERAL';
}

const partnerExpression = sql<string>`coalesce(d.partner, 'GENERAL')`;

/** The DOs with their sale order and lead (delivery-orders' FROM of every DO list). */
const base = deliveryOrdersWithLead;

function applyFilter<O>(query: DeliveryOrderQuery<O>, filter: ShippingFilter, scope: ListScope) {
  let q = query;
  if (scope.orgId !== null) q = q.where('d.orgId', '=', scope.orgId);
  if (filter.partner) q = q.where(partnerExpression, '=', filter.partner);
  if (filter.status?.length) q = q.where('d.status', 'in', filter.status);
  q = whereInDays(q, 'd.createdAt', filter, scope.timeZone);
  const search = searchTerms(filter.search);
  // A tracking code is searched whole, in any case.
  if (search) q = q.where(deliveryOrderSearch(search, filter.search?.trim().toLowerCase() ?? ''));
  return q;
}

function withColumns<O>(query: DeliveryOrderQuery<O>, language: Language) {
  return joinLeadAddressUnits(query)
    .$call(joinDeliveryStatus)
    .select([
      'd.id as doId',
      'd.orgId',
      'd.status',
      language === 'vi' ? 'ds.nameVi as statusName' : 'ds.name as statusName',
      'd.partner',
      'd.trackingCode',
      'd.codAmount',
      'd.createdAt',
      'd.sentAt',
      'd.lastSendError',
      'so.id as soId',
      'so.amount',
      'so.currency',
      'l.id as leadId',
      ...LEAD_CONTACT_COLUMNS,
      leadOneLineAddress.as('address'),
      (eb) =>
        eb
          .selectFrom('trackingCodeLogs as t')
          .whereRef('t.deliveryOrderId', '=', 'd.id')
          .select((inner) => inner.fn.max('t.occurredAt').as('at'))
          .as('lastStatusAt'),
    ]);
}

type PageRow = Awaited<ReturnType<ReturnType<typeof withColumns>['execute']>>[number];

function toRow(row: PageRow): ShippingRow {
  const lastStatusAt = row.lastStatusAt ? new Date(row.lastStatusAt as unknown as string) : row.createdAt;
  return {
    doId: row.doId,
    soId: row.soId,
    leadId: row.leadId,
    orgId: row.orgId,
    ...leadContact(row),
    address: row.address ?? '',
    partner: partnerOf(row.partner),
    trackingCode: row.trackingCode,
    status: { value: row.status, name: row.statusName ?? String(row.status) },
    codAmount: Number(row.codAmount),
    amount: Number(row.amount),
    currency: row.currency,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    lastStatusAt: lastStatusAt.toISOString(),
    lastSendError: row.lastSendError,
  };
}

/** The list, newest first: its page, its count and the export's keyset pages (shipping-export.ts). */
export const shippingRows = newestFirstList({
  /** The list's rows, FROM and WHERE only: what its total counts (pagedList). */
  filtered: (trx, filter: ShippingFilter, scope: ListScope) => applyFilter(base(trx), filter, scope),
  columns: withColumns,
  order: { at: 'd.createdAt', id: 'd.id' },
  keyOf: (row) => ({ at: row.createdAt, id: row.doId }),
  toRow,
});

// --- One delivery order ------------------------------------------------------------------------

/** The DO with its sale order and lead, for the detail dialog (row-level security: the org's only). */
export async function findOrderDetail(trx: ScopedDb, doId: number, language: Language) {
  return deliveryOrdersWithLead(trx)
    .innerJoin('paymentMethods as pm', 'pm.id', 'so.paymentMethodId')
    .leftJoin('campaigns as c', 'c.id', 'l.campaignId')
    .leftJoin('warehouses as w', 'w.id', 'd.warehouseId')
    .leftJoin('products as op', 'op.id', 'l.offerProductId')
    .$call(joinLeadAddressUnits)
    .select([
      'd.id as doId',
      'd.orgId',
      'd.status',
      'd.partner',
      'd.trackingCode',
      'd.codAmount',
      'd.createdAt',
      'd.sentAt',
      'd.sentVia',
      'd.sendAttempts',
      'd.lastSendError',
      'd.partnerReference',
      'so.id as soId',
      'so.amount',
      'so.currency',
      language === 'vi' ? 'pm.nameVi as paymentMethod' : 'pm.name as paymentMethod',
      'w.name as warehouse',
      'c.name as campaign',
      'l.id as leadId',
      'l.typeLead',
      'l.customerName',
      'l.phoneRaw',
      'l.phoneE164',
      'op.name as prodName',
      leadOneLineAddress.as('address'),
    ])
    .where('d.id', '=', doId)
    .executeTakeFirst();
}

/** DO status names (synonym type 5) in the caller's language. */
export async function doStatusNames(trx: ScopedDb, language: Language): Promise<Map<number, string>> {
  const rows = await trx
    .selectFrom('synonyms')
    .select(['value', 'name', 'nameVi'])
    .where('typeId', '=', SYNONYM_TYPE.DELIVERY_STATUS)
    .execute();
  return new Map(rows.map((row) => [row.value, (language === 'vi' ? row.nameVi : row.name) ?? row.name]));
}

/** The sale order's history rows and the DO's tracking-code log, newest first. */
export async function historyRows(trx: ScopedDb, doId: number, saleOrderId: number) {
  const [order, tracking] = await Promise.all([
    trx
      .selectFrom('history as h')
      .leftJoin('users as u', 'u.id', 'h.actorId')
      .select(['h.id', 'h.action', 'h.changes', 'h.createdAt', 'u.fullName as actor'])
      .where('h.entityType', '=', 'so')
      .where('h.entityId', '=', saleOrderId)
      .orderBy('h.createdAt', 'desc')
      .orderBy('h.id', 'desc')
      .limit(500)
      .execute(),
    trx
      .selectFrom('trackingCodeLogs')
      .select(['id', 'trackingCode', 'status', 'partner', 'partnerStatus', 'occurredAt'])
      .where('deliveryOrderId', '=', doId)
      .orderBy('occurredAt', 'desc')
      .orderBy('id', 'desc')
      .limit(500)
      .execute(),
  ]);
  return { order, tracking };
}

export type HistoryRows = Awaited<ReturnType<typeof historyRows>>;

/** The sale order's lines as shipping items. */
export async function orderItems(trx: ScopedDb, saleOrderId: number) {
  return trx
    .selectFrom('saleOrderItems as i')
    .innerJoin('products as p', 'p.id', 'i.productId')
    .select(['p.id as prodId', 'p.name as prodName', 'i.quantity', 'i.price', 'i.amount', 'i.productType'])
    .where('i.saleOrderId', '=', saleOrderId)
    .orderBy('i.id')
    .execute();
}

// --- Changes ------------------------------------------------------------------------------------

/** What a change of a DO reads of it, under its lock. */
const LOCKED_COLUMNS = [
  'id',
  'orgId',
  'saleOrderId',
  'status',
  'partner',
  'trackingCode',
  'sentVia',
  'sentAt',
  'sendStartedAt',
] as const;

/** The DO locked for a change (SELECT … FOR UPDATE); undefined for another org's or no such DO. */
export async function lockDeliveryOrder(trx: ScopedDb, doId: number) {
  return trx
    .selectFrom('deliveryOrders')
    .select(LOCKED_COLUMNS)
    .where('id', '=', doId)
    .forUpdate()
    .executeTakeFirst();
}
export type LockedDeliveryOrder = NonNullable<Awaited<ReturnType<typeof lockDeliveryOrder>>>;

/** Several DOs locked at once, in id order (the import). */
export async function lockDeliveryOrders(trx: ScopedDb, ids: number[]): Promise<LockedDeliveryOrder[]> {
  if (ids.length === 0) return [];
  return trx
    .selectFrom('deliveryOrders')
    .select(LOCKED_COLUMNS)
    .where('id', 'in', ids)
    .orderBy('id')
    .forUpdate()
    .execute();
}

/** DOs of the org already holding one of these tracking codes (case as written). */
export async function holdersOfCodes(trx: ScopedDb, codes: string[]) {
  if (codes.length === 0) return [];
  return trx
    .selectFrom('deliveryOrders')
    .select(['id', 'trackingCode'])
    .where('trackingCode', 'in', codes)
    .execute();
}

export async function setCancelled(trx: ScopedDb, doId: number, at: Date): Promise<void> {
  await trx.updateTable('deliveryOrders').set({ status: 7, updatedAt: at }).where('id', '=', doId).execute();
}

/** A DO shipped outside the product: its tracking code, Sent to partner. */
export async function setImported(
  trx: ScopedDb,
  doId: number,
  values: { trackingCode: string; partner: string | null; at: Date; keepSentAt: boolean },
): Promise<void> {
  await trx
    .updateTable('deliveryOrders')
    .set({
      status: 2,
      trackingCode: values.trackingCode,
      ...(values.partner ? { partner: values.partner } : {}),
      ...(values.keepSentAt ? {} : { sentAt: values.at }),
      sentVia: 'import',
      lastSendError: null,
      updatedAt: values.at,
    })
    .where('id', '=', doId)
    .execute();
}

export async function currentStatus(trx: ScopedDb, doId: number): Promise<number> {
  const row = await trx
    .selectFrom('deliveryOrders')
    .select('status')
    .where('id', '=', doId)
    .executeTakeFirstOrThrow();
  return row.status;
}

export function writeShippingHistory(trx: ScopedDb, entries: HistoryEntry[]): Promise<void> {
  return writeHistory(trx, entries);
}

export type { ShippingHistoryEntry };
