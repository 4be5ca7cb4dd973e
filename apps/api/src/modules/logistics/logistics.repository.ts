import { LOGISTICS_DO_STATUS, type LogisticsPartnerKind, SO_STATUS } from '@leadline/contracts';
import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { ScopedDb } from '../../db/org-scope.js';
import type { Database } from '../../db/schema.js';
import { joinLeadAddressUnits } from '../sale-orders/index.js';
import type { OutgoingDeliveryOrder, PartnerSettings } from './partner.js';

type Db = Kysely<Database> | ScopedDb;

/** The org of a DO (system connection: the sender runs outside any user's request). */
export async function deliveryOrderOrg(db: Db, doId: number): Promise<number | undefined> {
  const row = await db.selectFrom('deliveryOrders').select('orgId').where('id', '=', doId).executeTakeFirst();
  return row?.orgId;
}

export async function loadPartnerSettings(
  db: Db,
  orgId: number,
  partner: LogisticsPartnerKind,
): Promise<PartnerSettings | null> {
  const row = await db
    .selectFrom('logisticsSettings')
    .selectAll()
    .where('orgId', '=', orgId)
    .where('partner', '=', partner)
    .executeTakeFirst();
  if (!row) return null;
  return {
    orgId,
    partner,
    baseUrl: row.baseUrl,
    credentials: row.credentials ?? {},
    options: row.options ?? {},
    webhookSecret: row.webhookSecret,
    enabled: row.enabled,
  };
}

export interface ClaimedOrder {
  id: number;
  orgId: number;
  saleOrderId: number;
  status: number;
  partner: string | null;
  attempt: number;
}

/** What a send starts from: the claimed DO, what its partner is told, and the org's partner settings. */
export interface ClaimedSend {
  claimed: ClaimedOrder;
  order: OutgoingDeliveryOrder;
  /** Every logistics_settings row of the DO's org (at most one per partner). */
  settings: PartnerSettings[];
  /**
   * True when this claim took over a lease that had run out: a sender died between its claim and
   * its outcome, so the partner may hold the parcel already (it is asked before sending again).
   */
  interrupted: boolean;
}

/** Why a DO was not claimed: it is not New, or another send holds its lease since `since`. */
export type NotClaimed = 'not_sendable' | { inFlightSince: Date };

/**
 * Takes the send lease of a DO still New: counts the attempt and marks it in flight, so that a
 * second sender of the same DO (two runners, a resend click) does not send it twice. `staleBefore`
 * frees a lease whose sender died. In the same statement, everything the send needs: the DO as
 * its partner is told it (receiver, lines, COD) and the org's partner settings (a send's cost is
 * mostly its statements: bench/validate-and-ship.ts). 'not_sendable' when the DO is not New,
 * 'in_flight' when its lease is held, undefined when there is no such DO.
 */
export async function claimForSend(
  trx: ScopedDb,
  doId: number,
  now: Date,
  staleBefore: Date,
): Promise<ClaimedSend | NotClaimed | undefined> {
  // The lease is taken where the DO is New and not in flight (the row lock of the UPDATE orders
  // two senders); the joins read from what the UPDATE returns. Only a refusal reads the row again
  // to say why.
  const head = await trx
    .with('c', (db) =>
      db
        .updateTable('deliveryOrders')
        .set((eb) => ({
          sendAttempts: eb('sendAttempts', '+', 1),
          sendStartedAt: now,
          lastSendAt: now,
          updatedAt: now,
        }))
        .where('id', '=', doId)
        .where('status', '=', 1)
        .where((eb) => eb.or([eb('sendStartedAt', 'is', null), eb('sendStartedAt', '<=', staleBefore)]))
        .returning(['id', 'orgId', 'saleOrderId', 'status', 'partner', 'sendAttempts', 'codAmount']),
    )
    .selectFrom('c as d')
    .innerJoin('saleOrders as s', 's.id', 'd.saleOrderId')
    .innerJoin('leads as l', 'l.id', 's.leadId')
    .innerJoin('orgs as o', 'o.id', 'd.orgId')
    .$call(joinLeadAddressUnits)
    .select((eb) => [
      // The lines, in their order.
      eb
        .selectFrom('saleOrderItems as i')
        .innerJoin('products as p', 'p.id', 'i.productId')
        .select(
          sql<
            { sku: string; name: string; quantity: number }[]
          >`coalesce(json_agg(json_build_object('sku', p.sku, 'name', p.name, 'quantity', i.quantity) ORDER BY i.id), '[]'::json)`.as(
            'lines',
          ),
        )
        .whereRef('i.saleOrderId', '=', 's.id')
        .as('items'),
      // The org's partner settings (a handful of rows): the service picks the DO's partner's.
      eb
        .selectFrom('logisticsSettings as ls')
        .select(
          sql<
            SettingsRow[]
          >`coalesce(json_agg(json_build_object('partner', ls.partner, 'baseUrl', ls.base_url, 'credentials', ls.credentials, 'options', ls.options, 'webhookSecret', ls.webhook_secret, 'enabled', ls.enabled)), '[]'::json)`.as(
            'settings',
          ),
        )
        .whereRef('ls.orgId', '=', 'd.orgId')
        .as('settings'),
      // The lease as it was before this statement (its snapshot: the UPDATE's change is not seen
      // here): held means the send that took it never recorded an outcome.
      eb
        .selectFrom('deliveryOrders as before')
        .select('before.sendStartedAt')
        .whereRef('before.id', '=', 'd.id')
        .as('previousSendStartedAt'),
      'd.id',
      'd.orgId',
      'd.saleOrderId',
      'd.status',
      'd.partner',
      'd.sendAttempts',
      'd.codAmount',
      'pr.name as province',
      'di.name as district',
      'wa.name as ward',
      's.amount',
      's.currency',
      's.note',
      's.leadId',
      'l.customerName',
      'l.phoneRaw',
      'l.phoneE164',
      'l.street',
      'l.zipcode',
      'o.code as orgCode',
      'o.country',
    ])
    .executeTakeFirst();
  if (!head) {
    const row = await trx
      .selectFrom('deliveryOrders')
      .select(['status', 'sendStartedAt'])
      .where('id', '=', doId)
      .executeTakeFirst();
    if (!row) return undefined;
    return row.status !== 1 ? 'not_sendable' : { inFlightSince: row.sendStartedAt ?? now };
  }
  const claimed: ClaimedOrder = {
    id: head.id,
    orgId: head.orgId,
    saleOrderId: head.saleOrderId,
    status: head.status,
    partner: head.partner,
    attempt: head.sendAttempts - 1,
  };
  const order: OutgoingDeliveryOrder = {
    id: claimed.id,
    orgId: claimed.orgId,
    orgCode: head.orgCode,
    country: head.country,
    saleOrderId: claimed.saleOrderId,
    leadId: head.leadId,
    attempt: claimed.attempt,
    codAmount: Number(head.codAmount),
    orderAmount: Number(head.amount),
    currency: head.currency,
    receiver: {
      name: head.customerName,
      phone: head.phoneE164 ?? head.phoneRaw,
      street: head.street,
      ward: head.ward,
      district: head.district,
      province: head.province,
      postalCode: head.zipcode,
    },
    items: (head.items ?? []).map((item) => ({ sku: item.sku, name: item.name, quantity: item.quantity })),
    note: head.note,
  };
  const settings = (head.settings ?? []).map(
    (row): PartnerSettings => ({
      orgId: claimed.orgId,
      partner: row.partner,
      baseUrl: row.baseUrl,
      credentials: row.credentials ?? {},
      options: row.options ?? {},
      webhookSecret: row.webhookSecret,
      enabled: row.enabled,
    }),
  );
  return { claimed, order, settings, interrupted: head.previousSendStartedAt !== null };
}

/** A logistics_settings row as json_agg gives it. */
interface SettingsRow {
  partner: LogisticsPartnerKind;
  baseUrl: string | null;
  credentials: Record<string, string> | null;
  options: Record<string, unknown> | null;
  webhookSecret: string | null;
  enabled: boolean;
}

/**
 * A send the partner accepted, in one statement (data-modifying CTEs): the DO becomes Sent to
 * partner with its tracking code and the lease freed, the tracking-code log gets its `sent` row
 * (none when the same report is logged already) and the sale order its history row `do_sent`.
 * One round trip instead of three: a send's cost is mostly its statements (bench/validate-and-ship.ts).
 */
export async function recordSent(
  trx: ScopedDb,
  doId: number,
  values: { trackingCode: string | null; partnerReference: string | null; sentVia: string; at: Date },
  log: { partnerStatus: string; raw: Record<string, unknown> },
  history: { action: string; changes: Record<string, unknown> },
): Promise<void> {
  await trx
    .with('d', (db) =>
      db
        .updateTable('deliveryOrders')
        .set({
          status: LOGISTICS_DO_STATUS.SENT_TO_PARTNER,
          trackingCode: values.trackingCode,
          partnerReference: values.partnerReference,
          sentVia: values.sentVia,
          sentAt: values.at,
          sendStartedAt: null,
          lastSendError: null,
          updatedAt: values.at,
        })
        .where('id', '=', doId)
        .returning(['id', 'orgId', 'saleOrderId']),
    )
    .with('l', (db) =>
      db
        .insertInto('trackingCodeLogs')
        .columns([
          'orgId',
          'deliveryOrderId',
          'trackingCode',
          'status',
          'partner',
          'partnerStatus',
          'occurredAt',
          'rawPayload',
        ])
        .expression(
          db
            .selectFrom('d')
            .select([
              'd.orgId',
              'd.id',
              sql<string | null>`${values.trackingCode}::text`.as('trackingCode'),
              sql<number>`${LOGISTICS_DO_STATUS.SENT_TO_PARTNER}::integer`.as('status'),
              sql<string>`${values.sentVia}::text`.as('partner'),
              sql<string>`${log.partnerStatus}::text`.as('partnerStatus'),
              sql<Date>`${values.at}::timestamptz`.as('occurredAt'),
              sql<string>`${JSON.stringify(log.raw)}::jsonb`.as('rawPayload'),
            ]),
        )
        .onConflict((conflict) =>
          conflict.columns(['deliveryOrderId', 'status', 'partnerStatus', 'occurredAt']).doNothing(),
        ),
    )
    .insertInto('history')
    .columns(['orgId', 'entityType', 'entityId', 'actorId', 'action', 'changes'])
    .expression((eb) => historyOf(eb.selectFrom('d'), history))
    .execute();
}

/**
 * A send that failed, in one statement: the DO keeps its status with the reason and the lease
 * freed, and the sale order gets its history row `do_send_failed`.
 */
export async function recordSendFailed(
  trx: ScopedDb,
  doId: number,
  reason: string,
  at: Date,
  history: { action: string; changes: Record<string, unknown> },
): Promise<void> {
  await trx
    .with('d', (db) =>
      db
        .updateTable('deliveryOrders')
        .set({ lastSendError: reason, sendStartedAt: null, updatedAt: at })
        .where('id', '=', doId)
        .returning(['id', 'orgId', 'saleOrderId']),
    )
    .insertInto('history')
    .columns(['orgId', 'entityType', 'entityId', 'actorId', 'action', 'changes'])
    .expression((eb) => historyOf(eb.selectFrom('d'), history))
    .execute();
}

/** The sale order's history row of a DO changed by the CTE `d` (no actor: the partner's doing). */
function historyOf(
  from: SelectQueryBuilder<Database & { d: { id: number; orgId: number; saleOrderId: number } }, 'd', object>,
  history: { action: string; changes: Record<string, unknown> },
) {
  return from.select([
    'd.orgId',
    sql<'so'>`'so'`.as('entityType'),
    'd.saleOrderId',
    sql<number | null>`NULL::integer`.as('actorId'),
    sql<string>`${history.action}::text`.as('action'),
    sql<string>`${JSON.stringify(history.changes)}::jsonb`.as('changes'),
  ]);
}

export interface TrackedOrder {
  id: number;
  orgId: number;
  saleOrderId: number;
  status: number;
  trackingCode: string | null;
}

/** The DO of a tracking code in the scope's org, locked for the status change. */
export async function lockByTrackingCode(
  trx: ScopedDb,
  trackingCode: string,
): Promise<TrackedOrder | undefined> {
  return trx
    .selectFrom('deliveryOrders')
    .select(['id', 'orgId', 'saleOrderId', 'status', 'trackingCode'])
    .where('trackingCode', '=', trackingCode)
    .orderBy('id', 'desc')
    .forUpdate()
    .executeTakeFirst();
}

export interface TrackingLogEntry {
  orgId: number;
  deliveryOrderId: number;
  trackingCode: string | null;
  status: number;
  partner: string;
  partnerStatus: string;
  occurredAt: Date;
  raw: Record<string, unknown>;
}

/** One row per distinct report; false when the same report was already written. */
export async function insertTrackingLog(trx: ScopedDb, entry: TrackingLogEntry): Promise<boolean> {
  const { raw, ...values } = entry;
  const inserted = await trx
    .insertInto('trackingCodeLogs')
    .values({ ...values, rawPayload: JSON.stringify(raw) })
    .onConflict((conflict) =>
      conflict.columns(['deliveryOrderId', 'status', 'partnerStatus', 'occurredAt']).doNothing(),
    )
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** When the same status was last reported (a report without a time repeats it). */
export async function lastReportTime(
  trx: ScopedDb,
  doId: number,
  status: number,
  partnerStatus: string,
): Promise<Date | undefined> {
  const row = await trx
    .selectFrom('trackingCodeLogs')
    .select('occurredAt')
    .where('deliveryOrderId', '=', doId)
    .where('status', '=', status)
    .where('partnerStatus', '=', partnerStatus)
    .orderBy('occurredAt', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.occurredAt;
}

/**
 * Whether the partner already reported something later than `at` (an out-of-order report changes
 * no status). Our own "sent" row does not count: a partner's clock or a date without a zone may
 * put its first scan before our send.
 */
export async function hasLaterReport(trx: ScopedDb, doId: number, at: Date): Promise<boolean> {
  const row = await trx
    .selectFrom('trackingCodeLogs')
    .select('id')
    .where('deliveryOrderId', '=', doId)
    .where('occurredAt', '>', at)
    .where('status', '<>', 2)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** What a DO status makes of its sale order: a delivered or returned parcel ends the order so. */
const SALE_ORDER_STATUS_OF_DO: Partial<Record<number, number>> = {
  [LOGISTICS_DO_STATUS.DELIVERED]: SO_STATUS.DELIVERED,
  [LOGISTICS_DO_STATUS.RETURNED]: SO_STATUS.RETURNED,
};

/**
 * Sets a DO's status, and the sale order's when the parcel was delivered or returned, so the order
 * lists (which show the SO status) and the postbacks to come see the outcome. Only an order that is
 * approved or already at an outcome follows (a return after a delivery turns it to returned).
 * Answers the sale order's new status when it changed.
 */
export async function setDoStatus(
  trx: ScopedDb,
  doId: number,
  status: number,
  at: Date,
): Promise<{ saleOrderId: number; from: number; to: number } | null> {
  const row = await trx
    .updateTable('deliveryOrders')
    .set({ status, updatedAt: at })
    .where('id', '=', doId)
    .returning('saleOrderId')
    .executeTakeFirst();
  const soStatus = SALE_ORDER_STATUS_OF_DO[status];
  if (!row || soStatus === undefined) return null;
  const before = await trx
    .selectFrom('saleOrders')
    .select('status')
    .where('id', '=', row.saleOrderId)
    .executeTakeFirst();
  const followers: number[] = [SO_STATUS.APPROVED, SO_STATUS.DELIVERED, SO_STATUS.RETURNED];
  if (!before || before.status === soStatus || !followers.includes(before.status)) return null;
  await trx
    .updateTable('saleOrders')
    .set((eb) => ({ status: soStatus, version: eb('version', '+', 1), updatedAt: at }))
    .where('id', '=', row.saleOrderId)
    .execute();
  return { saleOrderId: row.saleOrderId, from: before.status, to: soStatus };
}
