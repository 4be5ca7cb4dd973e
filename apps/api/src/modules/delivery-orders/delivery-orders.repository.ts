import { sql } from 'kysely';
import type { ScopedDb } from '../../db/org-scope.js';

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
    .select(['so.id', 'so.orgId', 'so.status', 'so.amount', 'pm.code as paymentCode', 'ds.partner'])
    .where('so.id', '=', saleOrderId)
    .executeTakeFirst();
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
  sendJobKind: string,
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
        .columns(['kind', 'payload', 'orgId'])
        .expression(
          db
            .selectFrom('d')
            .select([
              sql<string>`${sendJobKind}::text`.as('kind'),
              sql<string>`jsonb_build_object('deliveryOrderId', d.id)`.as('payload'),
              'd.orgId',
            ]),
        ),
    )
    .selectFrom('d')
    .select('d.id')
    .executeTakeFirst();
  return saved?.id ?? null;
}
