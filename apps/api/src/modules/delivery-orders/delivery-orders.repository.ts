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
 * one already; the partial unique
 * index (0011_validation.sql) makes a concurrent second insert do nothing. Answers the new id, or
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
): Promise<number | null> {
  const saved = await trx
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
    .onConflict((oc) => oc.column('saleOrderId').where('status', '<>', DO_STATUS_CANCELLED).doNothing())
    .returning('id')
    .executeTakeFirst();
  return saved?.id ?? null;
}
