import {
  type ComboElement,
  firstPrice,
  type Language,
  PRODUCT_TYPE,
  type ProductDetail,
  type ProductSummary,
  type ProductType,
  type ProductTypeCode,
  type Promotion,
  priceTiers,
  type Warehouse,
} from '@leadline/contracts';
import { type ExpressionBuilder, type SelectQueryBuilder, sql } from 'kysely';
import type { ScopedDb } from '../../db/org-scope.js';
import type { Database } from '../../db/schema.js';

/**
 * Products, stock and promotions (docs/products.md). Every function takes the caller's scoped
 * transaction (`ctx.scoped`): row-level security confines it to the caller's org (HQ sees all),
 * so a product of another org is simply not found.
 */

// ---------------------------------------------------------------------------------------------
// Reading products

/** A product as an order line needs it (SPEC.md 3 'Order product line'), with its parsed prices. */
export interface ProductForLine extends ProductSummary {
  /** The tiers of `price` in minor units, in order. */
  priceTiers: number[];
  /** SPEC.md 3: the line price is the first tier (firstPrice). */
  unitPrice: number;
}

export interface ProductFilter {
  status?: number | undefined;
  productType?: number | undefined;
  search?: string | undefined;
  orgId?: number | undefined;
  offset: number;
  limit: number;
}

type ProductsFrom = SelectQueryBuilder<Database, 'products' | 'productTypes', object>;

/** Free units of a product: available − reserved summed over its org's active warehouses (may be < 0). */
function freeStockOf(eb: ExpressionBuilder<Database, 'products'>) {
  return eb
    .selectFrom('stock')
    .innerJoin('warehouses', 'warehouses.id', 'stock.warehouseId')
    .whereRef('stock.productId', '=', 'products.id')
    .where('warehouses.active', '=', true)
    .select(sql<number>`coalesce(sum(stock.available - stock.reserved), 0)`.as('free'));
}

function productRows(trx: ScopedDb) {
  return trx
    .selectFrom('products')
    .innerJoin('productTypes', 'productTypes.id', 'products.productType')
    .select([
      'products.id',
      'products.orgId',
      'products.sku',
      'products.name',
      'products.productType',
      'products.price',
      'products.listPrice',
      'products.dscr',
      'products.dscrForAgent',
      'products.status',
      'productTypes.name as typeName',
      'productTypes.nameVi as typeNameVi',
    ])
    .select((eb) => freeStockOf(eb).as('free'));
}

type ProductRow = Awaited<ReturnType<ReturnType<typeof productRows>['executeTakeFirstOrThrow']>>;

const units = (free: number | null) => Math.max(0, Number(free ?? 0));

/** The elements of the given combos with each element's own free stock, by combo id. */
async function elementsOf(trx: ScopedDb, comboIds: number[]): Promise<Map<number, ComboElement[]>> {
  const byCombo = new Map<number, ComboElement[]>();
  if (comboIds.length === 0) return byCombo;
  const rows = await trx
    .selectFrom('comboElements')
    .innerJoin('products', 'products.id', 'comboElements.productId')
    .where('comboElements.comboId', 'in', comboIds)
    .select([
      'comboElements.comboId',
      'comboElements.quantity',
      'products.id',
      'products.name',
      'products.productType',
      'products.price',
    ])
    .select((eb) => freeStockOf(eb).as('free'))
    .orderBy('comboElements.comboId')
    .orderBy('products.id')
    .execute();
  for (const row of rows) {
    const list = byCombo.get(row.comboId) ?? [];
    list.push({
      prodId: row.id,
      prodName: row.name,
      quantity: row.quantity,
      productType: row.productType as ProductTypeCode,
      price: row.price,
      stockAvailable: units(row.free),
    });
    byCombo.set(row.comboId, list);
  }
  return byCombo;
}

/** How many whole combos the elements' free stock makes; 0 for a combo without elements. */
function comboStock(elements: ComboElement[]): number {
  if (elements.length === 0) return 0;
  return Math.min(...elements.map((element) => Math.floor(element.stockAvailable / element.quantity)));
}

function toSummary(row: ProductRow, elements: ComboElement[], language: Language): ProductSummary {
  const isCombo = row.productType === PRODUCT_TYPE.COMBO;
  return {
    prodId: row.id,
    orgId: row.orgId,
    sku: row.sku,
    prodName: row.name,
    productType: row.productType as ProductTypeCode,
    productTypeName: language === 'vi' ? row.typeNameVi : row.typeName,
    price: row.price,
    listPrice: row.listPrice,
    dscr: row.dscr,
    dscrForAgent: row.dscrForAgent,
    stockAvailable: isCombo ? comboStock(elements) : units(row.free),
    status: row.status,
    productInCombo: isCombo ? elements : [],
  };
}

async function summaries(trx: ScopedDb, rows: ProductRow[], language: Language): Promise<ProductSummary[]> {
  const combos = rows.filter((row) => row.productType === PRODUCT_TYPE.COMBO).map((row) => row.id);
  const elements = await elementsOf(trx, combos);
  return rows.map((row) => toSummary(row, elements.get(row.id) ?? [], language));
}

/** LIKE pattern of a search text: case-insensitive, its own % and _ taken literally. */
function containsPattern(search: string): string {
  return `%${search.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

function applyFilter<Q extends ProductsFrom>(query: Q, filter: ProductFilter): Q {
  let filtered = query;
  if (filter.status !== undefined) filtered = filtered.where('products.status', '=', filter.status) as Q;
  if (filter.productType !== undefined) {
    filtered = filtered.where('products.productType', '=', filter.productType) as Q;
  }
  if (filter.orgId !== undefined) filtered = filtered.where('products.orgId', '=', filter.orgId) as Q;
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    filtered = filtered.where((eb) =>
      eb.or([eb(sql`lower(products.name)`, 'like', pattern), eb(sql`lower(products.sku)`, 'like', pattern)]),
    ) as Q;
  }
  return filtered;
}

/**
 * GET /api/products: one page of products, by type (plain, combo, free), then name, then id,
 * with the total of the filter. Three queries: the page, its count, the elements of its combos.
 */
export async function listProducts(
  trx: ScopedDb,
  filter: ProductFilter,
  language: Language,
): Promise<{ rows: ProductSummary[]; total: number }> {
  const [rows, count] = await Promise.all([
    applyFilter(productRows(trx), filter)
      .orderBy('products.productType')
      .orderBy(sql`lower(products.name) collate "C"`)
      .orderBy('products.id')
      .offset(filter.offset)
      .limit(filter.limit)
      .execute(),
    applyFilter(
      trx
        .selectFrom('products')
        .innerJoin('productTypes', 'productTypes.id', 'products.productType')
        .select((eb) => eb.fn.countAll<number>().as('total')),
      filter,
    ).executeTakeFirstOrThrow(),
  ]);
  return { rows: await summaries(trx, rows, language), total: Number(count.total) };
}

/** One product with its elements (a combo's), or undefined when it is unknown or of another org. */
export async function findProduct(
  trx: ScopedDb,
  productId: number,
  language: Language,
): Promise<ProductDetail | undefined> {
  const row = await productRows(trx).where('products.id', '=', productId).executeTakeFirst();
  if (!row) return undefined;
  const [summary] = await summaries(trx, [row], language);
  const { prodName, productInCombo, ...rest } = summary!;
  return { ...rest, name: prodName, elements: productInCombo };
}

/**
 * For the orders module: the products of the given ids that the caller's org can see, keyed by
 * id in the order the ids first appear. Ids of unknown products or of another org are absent
 * (SPEC.md 5 'Product is not true.' is the caller's answer to that).
 *
 * Each carries its type and type name (in `language`), name, price tiers (`price` as stored,
 * `priceTiers` parsed, `unitPrice` the first), list price, status (1 active, 0 inactive; the
 * caller decides whether inactive products may be sold), descriptions, its combo elements and
 * `stockAvailable`: available − reserved summed over the org's active warehouses, never below 0;
 * for a combo, the number of whole combos its elements' stock makes. A line is out of stock
 * (SPEC.md 3 isOutOfStock) when `stockAvailable < quantity`. Two queries, however many ids.
 */
export async function findProductsForLines(
  trx: ScopedDb,
  ids: readonly number[],
  language: Language = 'en',
): Promise<Map<number, ProductForLine>> {
  const unique = [...new Set(ids)];
  const found = new Map<number, ProductForLine>();
  if (unique.length === 0) return found;
  const rows = await productRows(trx).where('products.id', 'in', unique).execute();
  const byId = new Map((await summaries(trx, rows, language)).map((summary) => [summary.prodId, summary]));
  for (const id of unique) {
    const summary = byId.get(id);
    if (summary) {
      found.set(id, {
        ...summary,
        priceTiers: priceTiers(summary.price),
        unitPrice: firstPrice(summary.price),
      });
    }
  }
  return found;
}

// ---------------------------------------------------------------------------------------------
// Stock reservation

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

// ---------------------------------------------------------------------------------------------
// Reference lists, promotions, warehouses

/** Product types 1, 2, 3 with the name in the caller's language (GET /api/product-types). */
export async function listProductTypes(trx: ScopedDb, language: Language): Promise<ProductType[]> {
  const rows = await trx.selectFrom('productTypes').select(['id', 'name', 'nameVi']).orderBy('id').execute();
  return rows.map((row) => ({
    id: row.id as ProductTypeCode,
    name: row.name,
    localizedName: language === 'vi' ? row.nameVi : row.name,
  }));
}

function toPromotion(row: {
  id: number;
  orgId: number;
  code: string;
  name: string;
  productId: number | null;
  discountPercent: number | null;
  discountAmount: number | null;
  minQuantity: number;
  startsAt: Date;
  endsAt: Date | null;
  active: boolean;
}): Promotion {
  return {
    id: row.id,
    orgId: row.orgId,
    code: row.code,
    name: row.name,
    productId: row.productId,
    discountPercent: row.discountPercent === null ? null : Number(row.discountPercent),
    discountAmount: row.discountAmount === null ? null : Number(row.discountAmount),
    minQuantity: row.minQuantity,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt ? row.endsAt.toISOString() : null,
    active: row.active,
  };
}

/**
 * Promotions in force at `at`: active, started (startsAt <= at) and not ended (endsAt null or
 * > at). With product ids, those for one of them or for any product (productId null); with
 * undefined, every one. Ordered by product (any-product ones last), then code. Apply one to a
 * line with contracts' applyPromotion (it checks the product and the minimum quantity).
 */
export async function activePromotions(
  trx: ScopedDb,
  productIds: readonly number[] | undefined,
  at: Date = new Date(),
): Promise<Promotion[]> {
  let query = trx
    .selectFrom('promotions')
    .select([
      'id',
      'orgId',
      'code',
      'name',
      'productId',
      'discountPercent',
      'discountAmount',
      'minQuantity',
      'startsAt',
      'endsAt',
      'active',
    ])
    .where('active', '=', true)
    .where('startsAt', '<=', at)
    .where((eb) => eb.or([eb('endsAt', 'is', null), eb('endsAt', '>', at)]));
  if (productIds !== undefined) {
    const ids = [...new Set(productIds)];
    query = query.where((eb) =>
      ids.length > 0
        ? eb.or([eb('productId', 'is', null), eb('productId', 'in', ids)])
        : eb('productId', 'is', null),
    );
  }
  const rows = await query.orderBy(sql`product_id nulls last`).orderBy('code').orderBy('id').execute();
  return rows.map(toPromotion);
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
