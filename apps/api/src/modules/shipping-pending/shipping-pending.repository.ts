import {
  type Language,
  type LastMilePartner,
  LOGISTICS_DO_STATUS,
  SEND_FAILURE_KINDS,
  type SendFailureKind,
  type ShippingPendingFilter,
  type ShippingPendingRow,
} from '@leadline/contracts';
import { sql } from 'kysely';
import type { ScopedDb } from '../../db/org-scope.js';
import type { ListScope } from '../../shared/lists/list-scope.js';
import { newestFirstList } from '../../shared/lists/newest-first-list.js';
import {
  deliveryOrderSearch,
  joinDeliveryStatus,
  LEAD_CONTACT_COLUMNS,
  leadContact,
  localizedName,
  namedRef,
  searchTerms,
  whereInDays,
} from '../../shared/lists/query-helpers.js';
import {
  DELIVERY_ORDER_SEND_JOB,
  type DeliveryOrderQuery,
  pendingShippingRows,
} from '../delivery-orders/index.js';

/**
 * Why the send failed, from the reason logistics keeps (docs/logistics.md's table): 5xx, 408, 429
 * and our own adapter faults are the partner's errors (retried), any other code is a refusal.
 */
const reasonKind = sql<SendFailureKind>`CASE
  WHEN d.last_send_error = 'timeout' THEN 'timeout'
  WHEN d.last_send_error = 'unreachable' THEN 'unreachable'
  WHEN d.last_send_error = 'not_configured' THEN 'not_configured'
  WHEN d.last_send_error ~ '^(http_(5[0-9][0-9]|408|429)|adapter_error)' THEN 'partner_error'
  ELSE 'refused' END`;

/** Pending shipping: New DOs whose last send failed (delivery-orders' rule, which the dashboard counts too). */
const base = pendingShippingRows;

function applyFilter<O>(query: DeliveryOrderQuery<O>, filter: ShippingPendingFilter, scope: ListScope) {
  let q = query;
  if (scope.orgId !== null) q = q.where('d.orgId', '=', scope.orgId);
  if (filter.partner?.length) {
    const partners = filter.partner;
    // A DO without a partner is the general partner's (docs/logistics.md).
    q = q.where((eb) =>
      partners.includes('GENERAL')
        ? eb.or([eb('d.partner', 'in', partners), eb('d.partner', 'is', null)])
        : eb('d.partner', 'in', partners),
    );
  }
  if (filter.reasonKind?.length && filter.reasonKind.length < SEND_FAILURE_KINDS.length)
    q = q.where(reasonKind, 'in', filter.reasonKind);
  if (filter.ffmPartnerId?.length) q = q.where('d.ffmPartnerId', 'in', filter.ffmPartnerId);
  q = whereInDays(q, 'd.createdAt', filter, scope.timeZone);
  const search = searchTerms(filter.search);
  if (search) q = q.where(deliveryOrderSearch(search));
  return q;
}

function withColumns<O>(query: DeliveryOrderQuery<O>) {
  return query
    .leftJoin('fulfilmentPartners as fp', 'fp.id', 'd.ffmPartnerId')
    .leftJoin('warehouses as w', 'w.id', 'd.warehouseId')
    .select([
      'd.id as doId',
      'd.orgId',
      'd.partner',
      'd.lastSendError',
      'd.sendAttempts',
      'd.lastSendAt',
      'd.createdAt',
      'd.codAmount',
      'so.id as soId',
      'so.amount',
      'so.currency',
      'l.id as leadId',
      ...LEAD_CONTACT_COLUMNS,
      'fp.id as ffmPartnerId',
      'fp.name as ffmPartnerName',
      'w.id as warehouseId',
      'w.name as warehouseName',
      reasonKind.as('reasonKind'),
      // The queued automatic send, if any (logistics-jobs.ts queues it after a retryable failure).
      (eb) =>
        eb
          .selectFrom('jobs as j')
          .select((jb) => jb.fn.min('j.runAt').as('runAt'))
          .where('j.kind', '=', DELIVERY_ORDER_SEND_JOB.name)
          .where('j.state', 'in', ['pending', 'running'])
          .where(sql`(j.payload ->> 'deliveryOrderId')::integer`, '=', eb.ref('d.id'))
          .as('nextRetryAt'),
    ]);
}

type PageRow = Awaited<ReturnType<ReturnType<typeof withColumns>['execute']>>[number];

const asPartner = (partner: string | null): LastMilePartner =>
  partner === 'DHL' || partner === 'KERRY' || partner === 'SAP' ? partner : 'GENERAL';

function toRow(row: PageRow): ShippingPendingRow {
  const nextRetry = row.nextRetryAt as Date | string | null;
  return {
    doId: row.doId,
    soId: row.soId,
    leadId: row.leadId,
    orgId: row.orgId,
    ...leadContact(row),
    partner: asPartner(row.partner),
    ffmPartner: namedRef(row.ffmPartnerId, row.ffmPartnerName),
    warehouse: namedRef(row.warehouseId, row.warehouseName),
    reason: row.lastSendError ?? '',
    reasonKind: row.reasonKind,
    attempts: row.sendAttempts,
    lastAttemptAt: row.lastSendAt?.toISOString() ?? null,
    nextRetryAt: nextRetry ? new Date(nextRetry).toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    codAmount: Number(row.codAmount),
    amount: Number(row.amount),
    currency: row.currency,
  };
}

/** The list, newest DO first: its page, its count and the export's keyset pages. */
export const pendingRows = newestFirstList({
  /** The list's rows, FROM and WHERE only: what its total counts (pagedList). */
  filtered: (trx, filter: ShippingPendingFilter, scope: ListScope) => applyFilter(base(trx), filter, scope),
  columns: withColumns,
  order: { at: 'd.createdAt', id: 'd.id' },
  keyOf: (row) => ({ at: row.createdAt, id: row.doId }),
  toRow,
});

// --- listFfm -----------------------------------------------------------------------------------

export async function activeFulfilmentPartners(trx: ScopedDb, orgId: number | null) {
  let query = trx
    .selectFrom('fulfilmentPartners')
    .select(['id', 'orgId', 'name', 'lastMilePartners', 'warehouseIds'])
    .where('active', '=', true);
  if (orgId !== null) query = query.where('orgId', '=', orgId);
  return query.orderBy('orgId').orderBy('id').execute();
}
export type FulfilmentPartnerRow = Awaited<ReturnType<typeof activeFulfilmentPartners>>[number];

export async function activeWarehouses(trx: ScopedDb, orgId: number | null) {
  let query = trx.selectFrom('warehouses').select(['id', 'orgId', 'name']).where('active', '=', true);
  if (orgId !== null) query = query.where('orgId', '=', orgId);
  return query.orderBy('orgId').orderBy('id').execute();
}

export async function fulfilmentPartner(trx: ScopedDb, id: number) {
  return trx
    .selectFrom('fulfilmentPartners')
    .select(['id', 'orgId', 'name', 'lastMilePartners', 'warehouseIds'])
    .where('id', '=', id)
    .where('active', '=', true)
    .executeTakeFirst();
}

export async function activeWarehouse(trx: ScopedDb, id: number) {
  return trx
    .selectFrom('warehouses')
    .select(['id', 'orgId', 'name'])
    .where('id', '=', id)
    .where('active', '=', true)
    .executeTakeFirst();
}

// --- resend and remove -------------------------------------------------------------------------

/** The DOs of the caller's scope among `ids`, locked for the change (row-level security hides others). */
export async function lockDeliveryOrders(trx: ScopedDb, ids: readonly number[]) {
  return trx
    .selectFrom('deliveryOrders as d')
    .innerJoin('saleOrders as so', 'so.id', 'd.saleOrderId')
    .select([
      'd.id',
      'd.orgId',
      'd.saleOrderId',
      'so.leadId',
      'd.status',
      'd.partner',
      'd.warehouseId',
      'd.ffmPartnerId',
      'd.sendStartedAt',
    ])
    .where('d.id', 'in', [...ids])
    .orderBy('d.id')
    .forUpdate('d')
    .execute();
}
export type LockedDeliveryOrder = Awaited<ReturnType<typeof lockDeliveryOrders>>[number];

export async function setDeliveryChoice(
  trx: ScopedDb,
  doId: number,
  change: {
    partner: string | null;
    lastMilePartner?: string;
    warehouseId: number | null;
    ffmPartnerId: number | null;
  },
  at: Date,
): Promise<void> {
  await trx
    .updateTable('deliveryOrders')
    .set({ ...change, updatedAt: at })
    .where('id', '=', doId)
    .execute();
}

export async function cancelDeliveryOrders(trx: ScopedDb, ids: readonly number[], at: Date): Promise<void> {
  await trx
    .updateTable('deliveryOrders')
    .set({ status: LOGISTICS_DO_STATUS.CANCELLED, sendStartedAt: null, updatedAt: at })
    .where('id', 'in', [...ids])
    .execute();
}

/** Each DO's status (and its name), tracking code and last reason after a resend. */
export async function deliveryOrderStates(trx: ScopedDb, ids: readonly number[], language: Language) {
  // `IN ()` is no SQL: none found, nothing to read.
  if (ids.length === 0) return [];
  return trx
    .selectFrom('deliveryOrders as d')
    .$call(joinDeliveryStatus)
    .select([
      'd.id',
      'd.status',
      'd.trackingCode',
      'd.lastSendError',
      localizedName('ds', language).as('statusName'),
    ])
    .where('d.id', 'in', [...ids])
    .execute();
}
