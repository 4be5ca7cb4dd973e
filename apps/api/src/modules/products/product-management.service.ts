import {
  firstPrice,
  HQ_ORG_ID,
  type Language,
  type ManagedProduct,
  type ManagedPromotion,
  PRODUCT_TYPE,
  PRODUCTS_ERRORS,
  type ProductInputParsed,
  type ProductManagementFilter,
  type ProductStock,
  type PromotionFilter,
  type PromotionInputParsed,
  SALE_ORDERS_ERRORS,
  type StockAdjustInput,
} from '@leadline/contracts';
import type { ScopedDb } from '../../db/org-scope.js';
import { notFound, ruleViolation } from '../../http/app-error.js';
import type { SessionUser } from '../../http/session-user.js';
import type { PagedList } from '../../shared/lists/paged-list.js';
import { auditActor, writeAudit } from '../audit/index.js';
import {
  type ElementValues,
  elementCandidates,
  filteredProducts,
  findManagedProduct,
  findStoredProduct,
  insertProduct,
  lockProduct,
  type ManagementScope,
  managedProductPage,
  type ProductValues,
  productUsage,
  replaceElements,
  setTrashed,
  skuTaken,
  storedElements,
  updateProduct,
} from './product-management.repository.js';
import {
  filteredPromotions,
  findManagedPromotion,
  insertPromotion,
  lockPromotion,
  managedPromotionPage,
  type PromotionValues,
  promotableProduct,
  promotionCodeTaken,
  updatePromotion,
} from './promotion-management.repository.js';
import { adjustStock, stockOfProduct, warehouseOfOrg } from './stock-management.repository.js';

/**
 * Catalogue management (docs/products.md 'Management'): the rules around the repositories. Every
 * change writes one audit log entry (entity 'product' or 'promotion') naming the fields that
 * changed with their old and new values: the product's history.
 */

function managementScope(user: SessionUser, orgId: number | undefined): ManagementScope {
  return { orgId: user.orgId === HQ_ORG_ID ? (orgId ?? null) : user.orgId };
}

/** The org a new product or promotion belongs to: the caller's, or for HQ the one it names. */
function targetOrg(user: SessionUser, orgId: number | undefined): number {
  if (user.orgId !== HQ_ORG_ID) return user.orgId;
  if (orgId === undefined || orgId === HQ_ORG_ID) throw ruleViolation(PRODUCTS_ERRORS.ORG_REQUIRED);
  return orgId;
}

export const productManagementList: PagedList<ProductManagementFilter, ManagementScope, ManagedProduct> = {
  scope: (user, filter) => managementScope(user, filter.orgId),
  filtered: filteredProducts,
  page: managedProductPage,
  exactTotal: true,
};

export const promotionManagementList: PagedList<PromotionFilter, ManagementScope, ManagedPromotion> = {
  scope: (user, filter) => managementScope(user, filter.orgId),
  filtered: (trx, filter, scope) => filteredPromotions(trx, filter, scope),
  page: (trx, filter, scope, page) => managedPromotionPage(trx, filter, scope, page),
  exactTotal: true,
};

async function audit(
  trx: ScopedDb,
  user: SessionUser,
  orgId: number,
  entity: { type: 'product' | 'promotion'; id: number },
  action: string,
  details: { fields: string[]; note?: string | null; changes?: Record<string, unknown> },
): Promise<void> {
  await writeAudit(trx, {
    orgId,
    ...auditActor(user),
    action,
    entityType: entity.type,
    entityId: String(entity.id),
    details,
  });
}

/** An edit made on what the screen showed: refused when the row changed since (last save must not win silently). */
function checkUnchanged(stored: Date, expected: string | undefined): void {
  if (expected !== undefined && stored.getTime() !== Date.parse(expected)) {
    throw ruleViolation(PRODUCTS_ERRORS.CHANGED_MEANWHILE);
  }
}

/** The fields whose values differ, with both values (the history's diff). */
function diff(before: Record<string, unknown>, after: Record<string, unknown>): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(after)) {
    if (JSON.stringify(before[field]) !== JSON.stringify(value))
      changes[field] = { from: before[field], to: value };
  }
  return changes;
}

export async function managedProduct(trx: ScopedDb, id: number, language: Language): Promise<ManagedProduct> {
  const product = await findManagedProduct(trx, id, language);
  if (!product) throw notFound();
  return product;
}

function valuesOf(input: ProductInputParsed): { product: ProductValues; elements: ElementValues[] } {
  return {
    product: {
      sku: input.sku,
      name: input.name,
      productType: input.productType,
      price: input.price,
      listPrice: input.listPrice,
      dscr: input.dscr,
      dscrForAgent: input.dscrForAgent,
      status: input.status,
    },
    elements: input.elements
      .map((element) => ({ ...element, weightPercent: element.weightPercent ?? null }))
      .sort((a, b) => a.prodId - b.prodId),
  };
}

/** SPEC.md 5 'Product is not true.': every element a plain product or free item of the org, not in trash. */
async function checkElements(trx: ScopedDb, orgId: number, elements: ElementValues[]): Promise<void> {
  const ids = elements.map((element) => element.prodId);
  const found = await elementCandidates(trx, orgId, ids);
  if (ids.some((id) => !found.has(id))) throw ruleViolation(SALE_ORDERS_ERRORS.PRODUCT_NOT_TRUE);
}

export async function createProduct(
  trx: ScopedDb,
  user: SessionUser,
  input: ProductInputParsed,
  language: Language,
): Promise<ManagedProduct> {
  const orgId = targetOrg(user, input.orgId);
  const { product, elements } = valuesOf(input);
  await checkElements(trx, orgId, elements);
  const id = await insertProduct(trx, orgId, product);
  if (id === undefined) throw ruleViolation(PRODUCTS_ERRORS.SKU_TAKEN);
  await replaceElements(trx, orgId, id, elements);
  await audit(trx, user, orgId, { type: 'product', id }, 'create', {
    fields: Object.keys(product),
    changes: { ...product, elements },
  });
  return managedProduct(trx, id, language);
}

export async function editProduct(
  trx: ScopedDb,
  user: SessionUser,
  id: number,
  input: ProductInputParsed,
  language: Language,
  now = new Date(),
): Promise<ManagedProduct> {
  const stored = await lockProduct(trx, id);
  if (!stored) throw notFound();
  if (stored.trashedAt !== null) throw ruleViolation(PRODUCTS_ERRORS.TRASHED_NOT_EDITABLE);
  if (stored.productType !== input.productType) throw ruleViolation(PRODUCTS_ERRORS.TYPE_FIXED);
  checkUnchanged(stored.updatedAt, input.expectedUpdatedAt);
  const { product, elements } = valuesOf(input);
  await checkElements(trx, stored.orgId, elements);
  if (await skuTaken(trx, stored.orgId, product.sku, id)) throw ruleViolation(PRODUCTS_ERRORS.SKU_TAKEN);
  const before = {
    ...stored,
    elements: stored.productType === PRODUCT_TYPE.COMBO ? await storedElements(trx, id) : [],
  };
  const changes = diff(before, { ...product, elements });
  if (Object.keys(changes).length > 0) {
    await updateProduct(trx, id, product, now);
    if (stored.productType === PRODUCT_TYPE.COMBO) await replaceElements(trx, stored.orgId, id, elements);
    await audit(trx, user, stored.orgId, { type: 'product', id }, 'update', {
      fields: Object.keys(changes),
      changes,
    });
  }
  return managedProduct(trx, id, language);
}

export async function usageOfProduct(trx: ScopedDb, id: number) {
  const stored = await findStoredProduct(trx, id);
  if (!stored) throw notFound();
  return productUsage(trx, id);
}

/**
 * Trash: the product leaves every list the edit screen reads and is inactive (a sale order
 * refuses it), old orders keep it. Still in use (a combo, an open order, an active promotion):
 * refused until the warning is confirmed (`confirmUsed`).
 */
export async function trashProduct(
  trx: ScopedDb,
  user: SessionUser,
  id: number,
  input: { note: string | null; confirmUsed: boolean },
  language: Language,
  now = new Date(),
): Promise<ManagedProduct> {
  const stored = await lockProduct(trx, id);
  if (!stored) throw notFound();
  if (stored.trashedAt !== null) throw ruleViolation(PRODUCTS_ERRORS.ALREADY_TRASHED);
  const usage = await productUsage(trx, id);
  if (usage.inUse && !input.confirmUsed) throw ruleViolation(PRODUCTS_ERRORS.IN_USE);
  await setTrashed(trx, id, { at: now, by: user.userId }, now);
  await audit(trx, user, stored.orgId, { type: 'product', id }, 'trash', {
    fields: ['trashedAt', 'status'],
    note: input.note,
    changes: { status: { from: stored.status, to: 0 }, usage },
  });
  return managedProduct(trx, id, language);
}

/** Restore: back in the catalogue, inactive until someone switches it on (an edit). */
export async function restoreProduct(
  trx: ScopedDb,
  user: SessionUser,
  id: number,
  language: Language,
  now = new Date(),
): Promise<ManagedProduct> {
  const stored = await lockProduct(trx, id);
  if (!stored) throw notFound();
  if (stored.trashedAt === null) throw ruleViolation(PRODUCTS_ERRORS.NOT_IN_TRASH);
  await setTrashed(trx, id, null, now);
  await audit(trx, user, stored.orgId, { type: 'product', id }, 'restore', { fields: ['trashedAt'] });
  return managedProduct(trx, id, language);
}

export async function stockOf(trx: ScopedDb, id: number): Promise<ProductStock[]> {
  const stored = await findStoredProduct(trx, id);
  if (!stored) throw notFound();
  return stockOfProduct(trx, stored.orgId, id);
}

/** A stock adjustment by hand: never below 0 on hand; combos have no stock of their own. */
export async function adjustProductStock(
  trx: ScopedDb,
  user: SessionUser,
  id: number,
  input: StockAdjustInput,
  now = new Date(),
): Promise<ProductStock[]> {
  const stored = await lockProduct(trx, id);
  if (!stored) throw notFound();
  if (stored.productType === PRODUCT_TYPE.COMBO) throw ruleViolation(PRODUCTS_ERRORS.COMBO_NO_STOCK);
  const warehouse = await warehouseOfOrg(trx, stored.orgId, input.warehouseId);
  if (!warehouse) throw notFound();
  const moved = await adjustStock(trx, stored.orgId, warehouse.id, id, input.delta, now);
  if (!moved) throw ruleViolation(PRODUCTS_ERRORS.STOCK_NEGATIVE);
  await audit(trx, user, stored.orgId, { type: 'product', id }, 'stock', {
    fields: [`${warehouse.name}: ${moved.before} → ${moved.after}`],
    note: input.reason,
    changes: { warehouseId: warehouse.id, delta: input.delta, ...moved },
  });
  return stockOfProduct(trx, stored.orgId, id);
}

// ---------------------------------------------------------------------------------------------
// Promotions

async function promotionValues(
  trx: ScopedDb,
  orgId: number,
  input: PromotionInputParsed,
): Promise<PromotionValues> {
  if (input.productId !== null) {
    const product = await promotableProduct(trx, orgId, input.productId);
    if (!product) throw ruleViolation(SALE_ORDERS_ERRORS.PRODUCT_NOT_TRUE);
    // An amount off more than the product's price would make a line free or negative.
    const amount = input.discountAmount ?? null;
    if (amount !== null && product.productType !== PRODUCT_TYPE.FREE && amount > firstPrice(product.price)) {
      throw ruleViolation(SALE_ORDERS_ERRORS.DISCOUNT_OVER_PRICE);
    }
  }
  return {
    code: input.code,
    name: input.name,
    productId: input.productId,
    discountPercent: input.discountPercent ?? null,
    discountAmount: input.discountAmount ?? null,
    minQuantity: input.minQuantity,
    startsAt: new Date(input.startsAt),
    endsAt: input.endsAt ? new Date(input.endsAt) : null,
    active: input.active,
  };
}

const auditable = (values: PromotionValues) => ({
  ...values,
  startsAt: values.startsAt.toISOString(),
  endsAt: values.endsAt?.toISOString() ?? null,
});

export async function createPromotion(
  trx: ScopedDb,
  user: SessionUser,
  input: PromotionInputParsed,
): Promise<ManagedPromotion> {
  const orgId = targetOrg(user, input.orgId);
  const values = await promotionValues(trx, orgId, input);
  const id = await insertPromotion(trx, orgId, values);
  if (id === undefined) throw ruleViolation(PRODUCTS_ERRORS.CODE_TAKEN);
  await audit(trx, user, orgId, { type: 'promotion', id }, 'create', {
    fields: Object.keys(values),
    changes: auditable(values),
  });
  return (await findManagedPromotion(trx, id)) as ManagedPromotion;
}

export async function editPromotion(
  trx: ScopedDb,
  user: SessionUser,
  id: number,
  input: PromotionInputParsed,
  now = new Date(),
): Promise<ManagedPromotion> {
  const stored = await lockPromotion(trx, id);
  if (!stored) throw notFound();
  checkUnchanged(stored.updatedAt, input.expectedUpdatedAt);
  const values = await promotionValues(trx, stored.orgId, input);
  if (await promotionCodeTaken(trx, stored.orgId, values.code, id)) {
    throw ruleViolation(PRODUCTS_ERRORS.CODE_TAKEN);
  }
  const before = {
    ...stored,
    discountPercent: stored.discountPercent === null ? null : Number(stored.discountPercent),
    discountAmount: stored.discountAmount === null ? null : Number(stored.discountAmount),
    startsAt: stored.startsAt.toISOString(),
    endsAt: stored.endsAt?.toISOString() ?? null,
  };
  const changes = diff(before, auditable(values));
  if (Object.keys(changes).length > 0) {
    await updatePromotion(trx, id, values, now);
    await audit(trx, user, stored.orgId, { type: 'promotion', id }, 'update', {
      fields: Object.keys(changes),
      changes,
    });
  }
  return (await findManagedPromotion(trx, id)) as ManagedPromotion;
}
