import {
  type Language,
  type ManagedComboElement,
  type ManagedProduct,
  PRODUCT_TYPE,
  type ProductManagementFilter,
  type ProductUsage,
  SO_STATUS,
} from '@leadline/contracts';
import { sql } from 'kysely';
import type { ScopedDb } from '../../db/org-scope.js';
import type { ListPage } from '../../shared/lists/paged-list.js';
import { elementsOf } from './combos.repository.js';
import { productRows, productSearch, toSummary } from './products.repository.js';

/**
 * The catalogue as the management screens read and write it (docs/products.md 'Management').
 * Every function takes the caller's scoped transaction: row-level security keeps it to the
 * caller's org (HQ sees all), so another org's product is simply not found.
 */

export interface ManagementScope {
  /** The org to list (null: every org, HQ only). */
  orgId: number | null;
}

/** The columns a product is written with (create and edit). */
export interface ProductValues {
  sku: string;
  name: string;
  productType: number;
  price: string;
  listPrice: string | null;
  dscr: string | null;
  dscrForAgent: string | null;
  status: number;
}

export interface ElementValues {
  prodId: number;
  quantity: number;
  weightPercent: number | null;
}

/** The product as the agents read it, with the dates the management screen shows. */
function managedRows(trx: ScopedDb) {
  return productRows(trx).select(['products.createdAt', 'products.updatedAt', 'products.trashedAt']);
}

type ManagedRow = Awaited<ReturnType<ReturnType<typeof managedRows>['executeTakeFirstOrThrow']>>;

/** The filter's products, FROM and WHERE only (what the total counts). */
export function filteredProducts(trx: ScopedDb, filter: ProductManagementFilter, scope: ManagementScope) {
  let query = trx.selectFrom('products');
  query = filter.trashed
    ? query.where('products.trashedAt', 'is not', null)
    : query.where('products.trashedAt', 'is', null);
  if (scope.orgId !== null) query = query.where('products.orgId', '=', scope.orgId);
  if (filter.productType !== undefined) query = query.where('products.productType', '=', filter.productType);
  if (filter.status !== undefined) query = query.where('products.status', '=', filter.status);
  if (filter.search) query = query.where(productSearch(filter.search));
  return query;
}

/** The weight of each element, by combo and product. */
async function weightsOf(trx: ScopedDb, comboIds: number[]): Promise<Map<string, number | null>> {
  if (comboIds.length === 0) return new Map();
  const rows = await trx
    .selectFrom('comboElements')
    .select(['comboId', 'productId', 'weightPercent'])
    .where('comboId', 'in', comboIds)
    .execute();
  return new Map(
    rows.map((row) => [
      `${row.comboId}:${row.productId}`,
      row.weightPercent === null ? null : Number(row.weightPercent),
    ]),
  );
}

async function toManaged(trx: ScopedDb, rows: ManagedRow[], language: Language): Promise<ManagedProduct[]> {
  const combos = rows.filter((row) => row.productType === PRODUCT_TYPE.COMBO).map((row) => row.id);
  const [elements, weights] = await Promise.all([elementsOf(trx, combos), weightsOf(trx, combos)]);
  return rows.map((row) => {
    const isCombo = row.productType === PRODUCT_TYPE.COMBO;
    const own = elements.get(row.id) ?? [];
    const withWeights: ManagedComboElement[] = own.map((element) => ({
      ...element,
      weightPercent: weights.get(`${row.id}:${element.prodId}`) ?? null,
    }));
    return {
      ...toSummary(row, own, language),
      productInCombo: isCombo ? withWeights : [],
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      trashedAt: row.trashedAt ? row.trashedAt.toISOString() : null,
    };
  });
}

/** One page of the management list: by type, then name, then id (trash: newest trashed first). */
export async function managedProductPage(
  trx: ScopedDb,
  filter: ProductManagementFilter,
  scope: ManagementScope,
  page: ListPage,
  language: Language,
): Promise<ManagedProduct[]> {
  const ids = filteredProducts(trx, filter, scope).select('products.id');
  let query = managedRows(trx).where('products.id', 'in', ids);
  if (filter.trashed) query = query.orderBy('products.trashedAt', 'desc');
  const rows = await query
    .orderBy('products.productType')
    .orderBy(sql`lower(products.name) collate "C"`)
    .orderBy('products.id')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
  return toManaged(trx, rows, language);
}

export async function findManagedProduct(
  trx: ScopedDb,
  id: number,
  language: Language,
): Promise<ManagedProduct | undefined> {
  const row = await managedRows(trx).where('products.id', '=', id).executeTakeFirst();
  return row ? (await toManaged(trx, [row], language))[0] : undefined;
}

/** The product as stored, locked for the change (undefined: unknown or another org's). */
export function lockProduct(trx: ScopedDb, id: number) {
  return storedProduct(trx, id).forUpdate().executeTakeFirst();
}

/** The product as stored, for a read (no lock: a read runs in a read-only transaction). */
export function findStoredProduct(trx: ScopedDb, id: number) {
  return storedProduct(trx, id).executeTakeFirst();
}

function storedProduct(trx: ScopedDb, id: number) {
  return trx
    .selectFrom('products')
    .select([
      'id',
      'orgId',
      'sku',
      'name',
      'productType',
      'price',
      'listPrice',
      'dscr',
      'dscrForAgent',
      'status',
      'trashedAt',
      'updatedAt',
    ])
    .where('id', '=', id);
}

/** Inserts a product; undefined when its SKU is taken in the org (no exception, no 500). */
export async function insertProduct(
  trx: ScopedDb,
  orgId: number,
  values: ProductValues,
): Promise<number | undefined> {
  const row = await trx
    .insertInto('products')
    .values({ orgId, ...values })
    .onConflict((oc) => oc.columns(['orgId', 'sku']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/** Whether another product of the org has this SKU. */
export async function skuTaken(
  trx: ScopedDb,
  orgId: number,
  sku: string,
  exceptId: number,
): Promise<boolean> {
  const row = await trx
    .selectFrom('products')
    .select('id')
    .where('orgId', '=', orgId)
    .where('sku', '=', sku)
    .where('id', '<>', exceptId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function updateProduct(
  trx: ScopedDb,
  id: number,
  values: ProductValues,
  now: Date,
): Promise<void> {
  await trx
    .updateTable('products')
    .set({ ...values, updatedAt: now })
    .where('id', '=', id)
    .execute();
}

/**
 * The products that may be elements of a combo of `orgId`, among `ids`: plain products and free
 * items of that org, not in trash. Any id not returned is 'Product is not true.'.
 */
export async function elementCandidates(trx: ScopedDb, orgId: number, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await trx
    .selectFrom('products')
    .select('id')
    .where('id', 'in', ids)
    .where('orgId', '=', orgId)
    .where('productType', '<>', PRODUCT_TYPE.COMBO)
    .where('trashedAt', 'is', null)
    .execute();
  return new Set(rows.map((row) => row.id));
}

/** The elements of a combo as stored, by product id (for the history's diff). */
export async function storedElements(trx: ScopedDb, comboId: number): Promise<ElementValues[]> {
  const rows = await trx
    .selectFrom('comboElements')
    .select(['productId', 'quantity', 'weightPercent'])
    .where('comboId', '=', comboId)
    .orderBy('productId')
    .execute();
  return rows.map((row) => ({
    prodId: row.productId,
    quantity: row.quantity,
    weightPercent: row.weightPercent === null ? null : Number(row.weightPercent),
  }));
}

/** Replaces a combo's elements with the given ones. */
export async function replaceElements(
  trx: ScopedDb,
  orgId: number,
  comboId: number,
  elements: readonly ElementValues[],
): Promise<void> {
  await trx.deleteFrom('comboElements').where('comboId', '=', comboId).execute();
  if (elements.length === 0) return;
  await trx
    .insertInto('comboElements')
    .values(
      elements.map((element) => ({
        orgId,
        comboId,
        productId: element.prodId,
        quantity: element.quantity,
        weightPercent: element.weightPercent,
      })),
    )
    .execute();
}

/** What still uses a product: combos not in trash, open sale orders, active promotions. */
export async function productUsage(trx: ScopedDb, id: number): Promise<ProductUsage> {
  const [combos, orders, promotions] = await Promise.all([
    trx
      .selectFrom('comboElements')
      .innerJoin('products', 'products.id', 'comboElements.comboId')
      .select(['products.id', 'products.name'])
      .where('comboElements.productId', '=', id)
      .where('products.trashedAt', 'is', null)
      .orderBy('products.name')
      .execute(),
    trx
      .selectFrom('saleOrderItems')
      .innerJoin('saleOrders', 'saleOrders.id', 'saleOrderItems.saleOrderId')
      .select((eb) => eb.fn.count<string>('saleOrders.id').distinct().as('count'))
      .where('saleOrderItems.productId', '=', id)
      .where('saleOrders.status', 'in', [SO_STATUS.PENDING, SO_STATUS.APPROVED])
      .executeTakeFirstOrThrow(),
    trx
      .selectFrom('promotions')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('productId', '=', id)
      .where('active', '=', true)
      .executeTakeFirstOrThrow(),
  ]);
  const usage = {
    combos: combos.map((combo) => ({ prodId: combo.id, prodName: combo.name })),
    openOrders: Number(orders.count),
    promotions: Number(promotions.count),
  };
  return { ...usage, inUse: usage.combos.length > 0 || usage.openOrders > 0 || usage.promotions > 0 };
}

/** Trash (at set, status inactive) or restore (at null, status stays inactive) a product. */
export async function setTrashed(
  trx: ScopedDb,
  id: number,
  trashed: { at: Date; by: number } | null,
  now: Date,
): Promise<void> {
  await trx
    .updateTable('products')
    .set({ trashedAt: trashed?.at ?? null, trashedBy: trashed?.by ?? null, status: 0, updatedAt: now })
    .where('id', '=', id)
    .execute();
}
