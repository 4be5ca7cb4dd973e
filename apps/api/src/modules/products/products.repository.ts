import {
  type ComboElement,
  firstPrice,
  type Language,
  PRODUCT_TYPE,
  type ProductDetail,
  type ProductSummary,
  type ProductType,
  type ProductTypeCode,
  priceTiers,
} from '@leadline/contracts';
import { type ExpressionBuilder, type SelectQueryBuilder, sql } from 'kysely';
import type { ScopedDb } from '../../db/org-scope.js';
import type { Database } from '../../db/schema.js';
import { containsPattern } from '../../shared/lists/query-helpers.js';
import { comboStock, elementsOf } from './combos.repository.js';
import { freeStockOf, units } from './stock.repository.js';

/**
 * Reading products (docs/products.md); stock, combos and promotions have repositories of their
 * own beside this one. Every function takes the caller's scoped transaction (the request pipeline's `trx`):
 * row-level security confines it to the caller's org (HQ sees all), so a product of another org
 * is simply not found.
 */

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

/** A product with its type's names and its free stock: the row every product read starts from. */
export function productRows(trx: ScopedDb) {
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

export function toSummary(row: ProductRow, elements: ComboElement[], language: Language): ProductSummary {
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

/** A product search box: the text in the name or the SKU, in any case. */
export function productSearch(search: string) {
  const pattern = containsPattern(search);
  return (eb: ExpressionBuilder<Database, 'products'>) =>
    eb.or([eb(sql`lower(products.name)`, 'like', pattern), eb(sql`lower(products.sku)`, 'like', pattern)]);
}

function applyFilter<Q extends ProductsFrom>(query: Q, filter: ProductFilter): Q {
  // A product in trash is no longer offered (docs/products.md 'Management'); old orders read it by id.
  let filtered = query.where('products.trashedAt', 'is', null) as Q;
  if (filter.status !== undefined) filtered = filtered.where('products.status', '=', filter.status) as Q;
  if (filter.productType !== undefined) {
    filtered = filtered.where('products.productType', '=', filter.productType) as Q;
  }
  if (filter.orgId !== undefined) filtered = filtered.where('products.orgId', '=', filter.orgId) as Q;
  if (filter.search) filtered = filtered.where(productSearch(filter.search)) as Q;
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

/** Product types 1, 2, 3 with the name in the caller's language (GET /api/product-types). */
export async function listProductTypes(trx: ScopedDb, language: Language): Promise<ProductType[]> {
  const rows = await trx.selectFrom('productTypes').select(['id', 'name', 'nameVi']).orderBy('id').execute();
  return rows.map((row) => ({
    id: row.id as ProductTypeCode,
    name: row.name,
    localizedName: language === 'vi' ? row.nameVi : row.name,
  }));
}
