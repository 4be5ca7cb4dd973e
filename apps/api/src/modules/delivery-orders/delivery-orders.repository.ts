import { sql } from 'kysely';
import type { ScopedDb } from '../../db/org-scope.js';
import { writeHistory } from '../../shared/history/history.repository.js';
import type { JobKind } from '../../shared/jobs/index.js';
import { missingAddressFieldsSql, verifiedAmountSql } from '../sale-orders/index.js';

/** The live delivery order of a sale order (not Cancelled), if any. */
export async function liveDeliveryOrderOf(trx: ScopedDb, saleOrderId: number) {
  return trx
    .selectFrom('deliveryOrders')
    .select(['id', 'status'])
    .where('saleOrderId', '=', saleOrderId)
    .where('status', '<>', DO_STATUS_CANCELLED)
    .executeTakeFirst();
}

/** Synonym list 5: New and Cancelled (docs/validation.md). */
export const DO_STATUS_NEW = 1;
export const DO_STATUS_CANCELLED = 7;

/**
 * What a new delivery order is made from: its sale order, its payment, and the last-mile partner of
 * the delivery service the agent chose (null when none was chosen: the general partner).
 */
export async function saleOrderForDelivery(trx: ScopedDb, saleOrderId: number) {
  return trx
    .selectFrom('saleOrders as so')
    .innerJoin('paymentMethods as pm', 'pm.id', 'so.paymentMethodId')
    .leftJoin('deliveryServices as ds', 'ds.id', 'so.deliveryServiceId')
    .innerJoin('leads as l', 'l.id', 'so.leadId')
    .select(['so.id', 'so.orgId', 'so.status', 'so.amount', 'pm.code as paymentCode', 'ds.partner'])
    .select([verifiedAmountSql('so').as('verifiedAmount'), missingAddressFieldsSql('l').as('missingAddress')])
    .where('so.id', '=', saleOrderId)
    .executeTakeFirst();
}

/**
 * What a New delivery order's address lacks to be delivered (empty when deliverable), read as its
 * send is about to start; undefined when the DO is not New (nothing to send).
 */
export async function missingAddressOfNewDeliveryOrder(trx: ScopedDb, doId: number) {
  const row = await trx
    .selectFrom('deliveryOrders as d')
    .innerJoin('saleOrders as so', 'so.id', 'd.saleOrderId')
    .innerJoin('leads as l', 'l.id', 'so.leadId')
    .select(['d.orgId', 'd.saleOrderId', missingAddressFieldsSql('l').as('missingAddress')])
    .where('d.id', '=', doId)
    .where('d.status', '=', DO_STATUS_NEW)
    // The DO's row only (a send or a resend of it waits; the order and its lead stay free).
    .modifyEnd(sql`for update of d`)
    .executeTakeFirst();
  return row;
}

/**
 * Keeps a New DO out of the partner's hands with its reason: it is then in pending shipping (New
 * with a send error, docs/shipping-pending.md) for a person to fix the address and resend.
 */
export async function holdDeliveryOrder(
  trx: ScopedDb,
  held: { doId: number; orgId: number; saleOrderId: number; reason: string; missing: string[]; now: Date },
) {
  await trx
    .updateTable('deliveryOrders')
    .set({ lastSendError: held.reason, lastSendAt: held.now, updatedAt: held.now })
    .where('id', '=', held.doId)
    .execute();
  await writeHistory(trx, [
    {
      orgId: held.orgId,
      entityType: 'so',
      entityId: held.saleOrderId,
      actorId: null,
      action: 'do_send_failed',
      changes: { doId: held.doId, reason: held.reason, missingAddress: held.missing, retryable: false },
    },
  ]);
}

/** The org's first active warehouse (the one stock is reserved in first when all else is equal). */
function defaultWarehouseOf(trx: ScopedDb, orgId: number) {
  return trx
    .selectFrom('warehouses')
    .select('id')
    .where('orgId', '=', orgId)
    .where('active', '=', true)
    .orderBy('id')
    .limit(1);
}

/**
 * Inserts the delivery order, in the org's first active warehouse, unless the sale order has a live
 * one already; the partial unique index (0011_validation.sql) makes a concurrent second insert do
 * nothing. With it, in the same statement (data-modifying CTEs that run only when the DO was
 * inserted): the sale order's history row `delivery_order_created` and the job that sends the DO
 * (docs/jobs.md's `enqueueJob`, written as its INSERT here). One round trip instead of three: an
 * approval's cost is mostly its statements (bench/validate-and-ship.ts). Answers the new id, or
 * null when there was one.
 */
export async function insertDeliveryOrder(
  trx: ScopedDb,
  row: {
    orgId: number;
    saleOrderId: number;
    codAmount: number;
    partner: string;
    createdBy: number | null;
    scheduledFor: Date | null;
    now: Date;
  },
  history: { action: string; changes: Record<string, unknown> },
  sendJob: JobKind<{ deliveryOrderId: number }>,
): Promise<number | null> {
  const saved = await trx
    .with('d', (db) =>
      db
        .insertInto('deliveryOrders')
        .values({
          orgId: row.orgId,
          saleOrderId: row.saleOrderId,
          status: DO_STATUS_NEW,
          codAmount: row.codAmount,
          partner: row.partner,
          // The org's default warehouse, read in the same statement.
          warehouseId: defaultWarehouseOf(trx, row.orgId),
          createdBy: row.createdBy,
          scheduledFor: row.scheduledFor,
          createdAt: row.now,
          updatedAt: row.now,
        })
        .onConflict((oc) =>
          // A literal, not a parameter: the arbiter index (delivery_orders_one_live_idx) is inferred from
          // this predicate when the statement is planned, and a prepared statement's generic plan knows
          // no parameter's value.
          oc.column('saleOrderId').where('status', '<>', sql.lit(DO_STATUS_CANCELLED)).doNothing(),
        )
        .returning(['id', 'orgId', 'saleOrderId']),
    )
    .with('h', (db) =>
      db
        .insertInto('history')
        .columns(['orgId', 'entityType', 'entityId', 'actorId', 'action', 'changes'])
        .expression(
          db.selectFrom('d').select([
            'd.orgId',
            sql<'so'>`'so'`.as('entityType'),
            'd.saleOrderId',
            sql<number | null>`${row.createdBy}::integer`.as('actorId'),
            sql<string>`${history.action}::text`.as('action'),
            // The new id first, the rest as the caller gave it (jsonb: key order is not kept anyway).
            sql<string>`jsonb_build_object('deliveryOrderId', d.id) || ${JSON.stringify(history.changes)}::jsonb`.as(
              'changes',
            ),
          ]),
        ),
    )
    .with('j', (db) =>
      db
        .insertInto('jobs')
        .columns(['kind', 'payload', 'orgId', 'maxAttempts'])
        .expression(
          db
            .selectFrom('d')
            .select([
              sql<string>`${sendJob.name}::text`.as('kind'),
              sql<string>`jsonb_build_object('deliveryOrderId', d.id)`.as('payload'),
              'd.orgId',
              sql<number>`${sendJob.maxAttempts}::integer`.as('maxAttempts'),
            ]),
        ),
    )
    .selectFrom('d')
    .select('d.id')
    .executeTakeFirst();
  return saved?.id ?? null;
}
