import type { CatalogueHistoryEntry, ProductStock } from '@leadline/contracts';
import type { ScopedDb } from '../../db/org-scope.js';

/**
 * Stock per warehouse of one product and its adjustment by hand, and the history of catalogue
 * changes (the audit log's entries for a product or a promotion). The caller's scoped
 * transaction keeps it to the caller's org.
 */

/** The product's stock in every warehouse of its org (0 where it has no row), by warehouse id. */
export async function stockOfProduct(
  trx: ScopedDb,
  orgId: number,
  productId: number,
): Promise<ProductStock[]> {
  const rows = await trx
    .selectFrom('warehouses')
    .leftJoin('stock', (join) =>
      join.onRef('stock.warehouseId', '=', 'warehouses.id').on('stock.productId', '=', productId),
    )
    .select([
      'warehouses.id',
      'warehouses.name',
      'warehouses.code',
      'warehouses.active',
      'stock.available',
      'stock.reserved',
    ])
    .where('warehouses.orgId', '=', orgId)
    .orderBy('warehouses.id')
    .execute();
  return rows.map((row) => {
    const available = Number(row.available ?? 0);
    const reserved = Number(row.reserved ?? 0);
    return {
      warehouseId: row.id,
      warehouseName: row.name,
      code: row.code,
      active: row.active,
      available,
      reserved,
      free: Math.max(0, available - reserved),
    };
  });
}

export async function warehouseOfOrg(trx: ScopedDb, orgId: number, warehouseId: number) {
  return trx
    .selectFrom('warehouses')
    .select(['id', 'name'])
    .where('id', '=', warehouseId)
    .where('orgId', '=', orgId)
    .executeTakeFirst();
}

/**
 * Adds `delta` units (negative: takes them) to the product's stock in the warehouse, under a row
 * lock so a reservation or another adjustment waits (docs/products.md 'Concurrency'). Answers
 * the units on hand before and after, or undefined when fewer than -delta are on hand (nothing
 * changes).
 */
export async function adjustStock(
  trx: ScopedDb,
  orgId: number,
  warehouseId: number,
  productId: number,
  delta: number,
  now: Date,
): Promise<{ before: number; after: number } | undefined> {
  await trx
    .insertInto('stock')
    .values({ orgId, warehouseId, productId })
    .onConflict((oc) => oc.columns(['warehouseId', 'productId']).doNothing())
    .execute();
  const row = await trx
    .selectFrom('stock')
    .select('available')
    .where('warehouseId', '=', warehouseId)
    .where('productId', '=', productId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  const before = Number(row.available);
  const after = before + delta;
  if (after < 0) return undefined;
  await trx
    .updateTable('stock')
    .set({ available: after, updatedAt: now })
    .where('warehouseId', '=', warehouseId)
    .where('productId', '=', productId)
    .execute();
  return { before, after };
}

/** The audit log's entries of one catalogue entity, newest first (at most 200). */
export async function catalogueHistory(
  trx: ScopedDb,
  entityType: 'product' | 'promotion',
  entityId: number,
): Promise<CatalogueHistoryEntry[]> {
  const rows = await trx
    .selectFrom('auditLog')
    .leftJoin('users', 'users.id', 'auditLog.userId')
    .select(['auditLog.id', 'auditLog.createdAt', 'auditLog.action', 'auditLog.details', 'users.fullName'])
    .where('auditLog.entityType', '=', entityType)
    .where('auditLog.entityId', '=', String(entityId))
    .orderBy('auditLog.createdAt', 'desc')
    .orderBy('auditLog.id', 'desc')
    .limit(200)
    .execute();
  return rows.map((row) => {
    const details = (row.details ?? {}) as { fields?: unknown; note?: unknown };
    return {
      id: Number(row.id),
      at: row.createdAt.toISOString(),
      actor: row.fullName ?? null,
      action: row.action,
      fields: Array.isArray(details.fields) ? details.fields.map(String) : [],
      note: typeof details.note === 'string' ? details.note : null,
    };
  });
}
