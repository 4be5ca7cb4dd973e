import { PRODUCT_TYPE, type Warehouse } from '@leadline/contracts';
import { type ExpressionBuilder, sql } from 'kysely';
import type { ScopedDb } from '../../db/org-scope.js';
import type { Database } from '../../db/schema.js';

/**
 * Stock (docs/products.md): free units, reservation and release for sale orders, the warehouses.
 * Every function takes the caller's scoped transaction (the request pipeline's `trx`): row-level security
 * confines it to the caller's org (HQ sees all).
 */

/** Free units of a product: available − reserved summed over its org's active warehouses (may be < 0). */
export function freeStockOf(eb: ExpressionBuilder<Database, 'products'>) {
  return eb
    .selectFrom('stock')
    .innerJoin('warehouses', 'warehouses.id', 'stock.warehouseId')
    .whereRef('stock.productId', '=', 'products.id')
    .where('warehouses.active', '=', true)
    .select(sql<number>`coalesce(sum(stock.available - stock.reserved), 0)`.as('free'));
}

export const units = (free: number | null) => Math.max(0, Number(free ?? 0));

/** A quantity of a product: an order line (a combo line names the combo). */
export interface StockLine {
  productId: number;
  quantity: number;
}

/** The outcome of reserving one line. */
export interface ReservedLine extends StockLine {
  /**
   * SPEC.md 3 isOutOfStock: the line's units (a combo's elements × quantity) were not all free
   * when it was reserved. The reservation is still recorded in full (docs/products.md).
   */
  isOutOfStock: boolean;
  /** Units of the line not covered by free stock (for a combo: the largest element shortfall in combos). */
  shortage: number;
}

/** What one stocked product moved (combo lines are counted through their elements). */
export interface StockMovement {
  productId: number;
  /** Units asked to move. */
  quantity: number;
  /** Reserve: free units before (available − reserved over active warehouses, may be < 0). */
  freeBefore: number;
  /**
   * Reserve: units reserved beyond free stock (still recorded). Release: units asked that were not
   * reserved anywhere (nothing was taken below 0). 0 when everything matched.
   */
  shortage: number;
}

export interface ReserveResult {
  /** One entry per input line, in input order. */
  lines: ReservedLine[];
  /** One entry per stocked product, by product id. */
  products: StockMovement[];
}

export interface ReleaseResult {
  products: StockMovement[];
}

interface LockedStock {
  warehouseId: number;
  productId: number;
  available: number;
  reserved: number;
  active: boolean;
}

function checkLines(lines: readonly StockLine[]): void {
  for (const line of lines) {
    if (!Number.isInteger(line.productId) || line.productId <= 0) {
      throw new RangeError(`stock line with a bad product id: ${line.productId}`);
    }
    if (!Number.isInteger(line.quantity) || line.quantity <= 0) {
      throw new RangeError(`stock line with a bad quantity: ${line.quantity} of product ${line.productId}`);
    }
  }
}

/**
 * The stocked units each line needs: a plain or free product needs itself × quantity, a combo its
 * elements × their quantity × the line's quantity. Unknown products (or another org's) throw.
 */
async function unitsPerLine(trx: ScopedDb, lines: readonly StockLine[]): Promise<Map<number, number>[]> {
  const ids = [...new Set(lines.map((line) => line.productId))];
  const products = await trx
    .selectFrom('products')
    .leftJoin('comboElements', 'comboElements.comboId', 'products.id')
    .where('products.id', 'in', ids)
    .select(['products.id', 'products.productType', 'comboElements.productId', 'comboElements.quantity'])
    .execute();
  const needs = new Map<number, [number, number][]>();
  for (const row of products) {
    const list = needs.get(row.id) ?? [];
    if (row.productType !== PRODUCT_TYPE.COMBO) list.push([row.id, 1]);
    else if (row.productId !== null && row.quantity !== null) list.push([row.productId, row.quantity]);
    needs.set(row.id, list);
  }
  const unknown = ids.filter((id) => !needs.has(id));
  if (unknown.length > 0) throw new RangeError(`unknown products: ${unknown.join(', ')}`);
  return lines.map((line) => {
    const perLine = new Map<number, number>();
    for (const [productId, perUnit] of needs.get(line.productId)!) {
      perLine.set(productId, (perLine.get(productId) ?? 0) + perUnit * line.quantity);
    }
    return perLine;
  });
}

function totals(perLine: Map<number, number>[]): Map<number, number> {
  const total = new Map<number, number>();
  for (const needs of perLine) {
    for (const [productId, quantity] of needs) total.set(productId, (total.get(productId) ?? 0) + quantity);
  }
  return total;
}

/**
 * Locks the stock rows of the products, in one statement ordered by (warehouse, product) so two
 * transactions moving overlapping products lock in the same order and never deadlock.
 */
async function lockStock(trx: ScopedDb, productIds: number[]): Promise<LockedStock[]> {
  return trx
    .selectFrom('stock')
    .innerJoin('warehouses', 'warehouses.id', 'stock.warehouseId')
    .where('stock.productId', 'in', productIds)
    .select([
      'stock.warehouseId',
      'stock.productId',
      'stock.available',
      'stock.reserved',
      'warehouses.active',
    ])
    .orderBy('stock.warehouseId')
    .orderBy('stock.productId')
    .forUpdate('stock')
    .execute();
}

/** Writes new reserved figures, one statement for all rows. */
async function writeReserved(
  trx: ScopedDb,
  changes: { warehouseId: number; productId: number; reserved: number }[],
) {
  if (changes.length === 0) return;
  const values = sql.join(
    changes.map(
      (change) =>
        sql`(${change.warehouseId}::integer, ${change.productId}::integer, ${change.reserved}::integer)`,
    ),
  );
  await sql`
    UPDATE stock SET reserved = v.reserved, updated_at = now()
    FROM (VALUES ${values}) AS v (warehouse_id, product_id, reserved)
    WHERE stock.warehouse_id = v.warehouse_id AND stock.product_id = v.product_id`.execute(trx);
}

/**
 * Gives every product that has no stock row in an active warehouse one, with nothing available,
 * in its org's first active warehouse, so an order taken without stock can still be reserved.
 * Products of an org without an active warehouse get none (their reservation is not recorded).
 */
async function ensureStockRows(trx: ScopedDb, productIds: number[]): Promise<void> {
  await sql`
    INSERT INTO stock (org_id, warehouse_id, product_id)
    SELECT p.org_id, w.id, p.id
    FROM products p
    CROSS JOIN LATERAL (
      SELECT id FROM warehouses WHERE org_id = p.org_id AND active ORDER BY id LIMIT 1
    ) w
    WHERE p.id = ANY(${productIds}::integer[])
      AND NOT EXISTS (
        SELECT 1 FROM stock s JOIN warehouses sw ON sw.id = s.warehouse_id
        WHERE s.product_id = p.id AND sw.active
      )
    -- Rows are inserted in product order, like the locks are taken: no two reservations wait on
    -- each other's new rows.
    ORDER BY p.id
    ON CONFLICT (warehouse_id, product_id) DO NOTHING`.execute(trx);
}

/**
 * Reserves the stock of sale-order lines (DOMAIN.md: when the SO is created), atomically and
 * safely under concurrency: the stock rows are locked (SELECT … FOR UPDATE) before they are read,
 * so concurrent reservations queue and none is lost.
 *
 * A plain or free item reserves itself; a combo reserves its elements × their quantity × the
 * line's quantity (a combo has no stock of its own). Each product's units are taken from its
 * active warehouses with the most free stock first.
 *
 * The rule when stock is short: the order is never refused and the reservation is recorded in
 * full, so reserved may exceed available; the units beyond free stock land on the warehouse with
 * the most free stock. Lines are served in input order: a line whose units were not all free is
 * `isOutOfStock` (the orders module stores the flag; such a line cannot be validated). Because
 * the full quantity is reserved, `releaseStock` with the same lines gives back exactly what was
 * taken, and free stock (`stockAvailable`) shows 0 until the shortfall is received.
 *
 * Throws RangeError for a bad quantity or a product the caller's org cannot see (the caller checks
 * products with findProductsForLines first).
 */
export async function reserveStock(trx: ScopedDb, lines: readonly StockLine[]): Promise<ReserveResult> {
  checkLines(lines);
  if (lines.length === 0) return { lines: [], products: [] };
  const perLine = await unitsPerLine(trx, lines);
  const needed = totals(perLine);
  const productIds = [...needed.keys()].sort((a, b) => a - b);
  await ensureStockRows(trx, productIds);
  const locked = (await lockStock(trx, productIds)).filter((row) => row.active);

  const changes: { warehouseId: number; productId: number; reserved: number }[] = [];
  const products: StockMovement[] = [];
  const freeLeft = new Map<number, number>();
  for (const productId of productIds) {
    const quantity = needed.get(productId)!;
    // Most free first; ties by warehouse id, so the choice is deterministic.
    const rows = locked
      .filter((row) => row.productId === productId)
      .map((row) => ({ ...row, free: row.available - row.reserved, before: row.reserved }))
      .sort((a, b) => b.free - a.free || a.warehouseId - b.warehouseId);
    const freeBefore = rows.reduce((sum, row) => sum + row.free, 0);
    let remaining = quantity;
    for (const row of rows) {
      const take = Math.min(remaining, Math.max(0, row.free));
      row.reserved += take;
      remaining -= take;
    }
    // The shortfall is reserved too, on the warehouse that had the most free stock.
    if (remaining > 0 && rows[0]) rows[0].reserved += remaining;
    for (const row of rows.filter((candidate) => candidate.reserved !== candidate.before)) {
      changes.push({ warehouseId: row.warehouseId, productId, reserved: row.reserved });
    }
    freeLeft.set(productId, Math.max(0, freeBefore));
    products.push({
      productId,
      quantity,
      freeBefore,
      shortage: Math.max(0, quantity - Math.max(0, freeBefore)),
    });
  }
  await writeReserved(trx, changes);

  // Lines in input order draw on the free units; a line that finds too few is out of stock.
  const reservedLines = lines.map((line, index): ReservedLine => {
    // A combo without elements cannot be delivered: all of it is short.
    let shortage = perLine[index]!.size === 0 ? line.quantity : 0;
    for (const [productId, units] of perLine[index]!) {
      const free = freeLeft.get(productId) ?? 0;
      const covered = Math.min(free, units);
      freeLeft.set(productId, free - covered);
      const perUnit = units / line.quantity;
      shortage = Math.max(shortage, Math.ceil((units - covered) / perUnit));
    }
    return { productId: line.productId, quantity: line.quantity, isOutOfStock: shortage > 0, shortage };
  });
  return { lines: reservedLines, products };
}

/**
 * Gives back the stock of sale-order lines (DOMAIN.md: when the SO is cancelled): the same lines
 * as were reserved, combos through their elements. Rows are locked like reserveStock. Units come
 * off the warehouses that hold the most reservation beyond their stock first, then the most
 * reserved; reserved never goes below 0 — units asked for that are not reserved anywhere are
 * reported as `shortage` and ignored. Warehouses made inactive since still release.
 *
 * Releasing the same order twice would give its stock back twice: the orders module releases
 * only on the status change to cancelled, in the same transaction.
 */
export async function releaseStock(trx: ScopedDb, lines: readonly StockLine[]): Promise<ReleaseResult> {
  checkLines(lines);
  if (lines.length === 0) return { products: [] };
  const needed = totals(await unitsPerLine(trx, lines));
  const productIds = [...needed.keys()].sort((a, b) => a - b);
  const locked = await lockStock(trx, productIds);

  const changes: { warehouseId: number; productId: number; reserved: number }[] = [];
  const products: StockMovement[] = [];
  for (const productId of productIds) {
    const quantity = needed.get(productId)!;
    const rows = locked
      .filter((row) => row.productId === productId)
      .sort(
        (a, b) =>
          b.reserved - b.available - (a.reserved - a.available) ||
          b.reserved - a.reserved ||
          a.warehouseId - b.warehouseId,
      );
    const freeBefore = rows
      .filter((row) => row.active)
      .reduce((sum, row) => sum + row.available - row.reserved, 0);
    let remaining = quantity;
    for (const row of rows) {
      const give = Math.min(remaining, row.reserved);
      if (give > 0) {
        changes.push({ warehouseId: row.warehouseId, productId, reserved: row.reserved - give });
        remaining -= give;
      }
    }
    products.push({ productId, quantity, freeBefore, shortage: remaining });
  }
  await writeReserved(trx, changes);
  return { products };
}

/** Warehouses with their stock totals (GET /api/warehouses), active ones first, then by code. */
export async function listWarehouses(trx: ScopedDb): Promise<Warehouse[]> {
  const rows = await trx
    .selectFrom('warehouses')
    .leftJoin('stock', 'stock.warehouseId', 'warehouses.id')
    .select([
      'warehouses.id',
      'warehouses.name',
      'warehouses.code',
      'warehouses.orgId',
      'warehouses.active',
      sql<number>`count(stock.product_id)`.as('products'),
      sql<number>`coalesce(sum(stock.available), 0)`.as('available'),
      sql<number>`coalesce(sum(stock.reserved), 0)`.as('reserved'),
    ])
    .groupBy('warehouses.id')
    .orderBy('warehouses.orgId')
    .orderBy('warehouses.active', 'desc')
    .orderBy('warehouses.code')
    .execute();
  return rows.map((row) => ({
    warehouseId: row.id,
    warehouseName: row.name,
    code: row.code,
    orgId: row.orgId,
    active: row.active,
    products: Number(row.products),
    available: Number(row.available),
    reserved: Number(row.reserved),
    stockAvailable: Math.max(0, Number(row.available) - Number(row.reserved)),
  }));
}
