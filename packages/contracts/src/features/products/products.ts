import { z } from 'zod';
import { dbIdParam, int4Param, listLimit, listOffset, orgIdParam } from '../../schema-primitives.js';

export * from './errors.js';

/**
 * Products (SPEC.md 3 'Order product line', 'Product detail', 7.3; docs/products.md): plain
 * products, combos of them and free-of-charge items, priced in integer minor units of the org's
 * currency as pipe-separated tiers ('390000|690000|990000'; the price is the first, money.ts).
 */

/** SPEC.md 3 and 9: product types 1, 2, 3. */
export const PRODUCT_TYPE = { PRODUCT: 1, COMBO: 2, FREE: 3 } as const;
export type ProductTypeCode = (typeof PRODUCT_TYPE)[keyof typeof PRODUCT_TYPE];
export const PRODUCT_TYPE_CODES: readonly ProductTypeCode[] = Object.values(PRODUCT_TYPE);

/** Locale key of each type's name: PRODUCTS.TYPES.<key>. */
export const PRODUCT_TYPE_KEY: Record<ProductTypeCode, keyof typeof PRODUCT_TYPE> = {
  1: 'PRODUCT',
  2: 'COMBO',
  3: 'FREE',
};

export const PRODUCT_STATUS = { INACTIVE: 0, ACTIVE: 1 } as const;

/**
 * A price string: pipe-separated non-negative integers in minor units, at most 15 digits each so
 * every tier is exact as a JavaScript number. The migration's CHECK uses the same pattern.
 */
export const PRICE_TIERS_PATTERN = /^[0-9]{1,15}(\|[0-9]{1,15})*$/;
export const priceTiersSchema = z.string().regex(PRICE_TIERS_PATTERN);

/** Ids beyond PostgreSQL's integer are refused as input, not as a fault (schema-primitives.ts). */
const idParam = dbIdParam();
const productTypeParam = int4Param({ min: 1, max: 3 });
const productTypeValue = z.union([z.literal(1), z.literal(2), z.literal(3)]);

// ---------------------------------------------------------------------------------------------
// Queries

/** GET /api/products: SPEC.md 7.3 calls it with status=1 and productType=2 or 3. */
export const productListQuerySchema = z.object({
  status: int4Param({ min: 0, max: 1 }).describe('1: active products only; 0: inactive only').optional(),
  productType: productTypeParam.optional(),
  /** Part of the name or the SKU, case-insensitive. */
  search: z.string().trim().max(100).optional(),
  /** HQ (org 0) may narrow to one org; other orgs see only their own rows whatever they pass. */
  orgId: orgIdParam().optional(),
  offset: listOffset().default(0),
  limit: listLimit().default(10),
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

export const productIdParamsSchema = z.object({ id: idParam.describe('The product’s id') });

/** GET /api/products/:id?product_type= (SPEC.md 7.3): the product must be of that type when given. */
export const productDetailQuerySchema = z.object({ product_type: productTypeParam.optional() });

/** GET /api/product-management/combo?combo_id= (SPEC.md 7.3). */
export const comboQuerySchema = z.object({ combo_id: idParam });

/** GET /api/promotions?productId=: promotions active now, for that product (or all). */
export const promotionQuerySchema = z.object({ productId: idParam.optional() });

// ---------------------------------------------------------------------------------------------
// Rows

/** An element of a combo (SPEC.md 3 productInCombo: prodId, prodName, quantity). */
export const comboElementSchema = z.object({
  prodId: z.number().int(),
  prodName: z.string(),
  /** Units of this product in one combo. */
  quantity: z.number().int(),
  productType: productTypeValue,
  price: z.string(),
  stockAvailable: z.number().int(),
});
export type ComboElement = z.infer<typeof comboElementSchema>;

/** Which product: its id, its org and its SKU. */
const productKey = { prodId: z.number().int(), orgId: z.number().int(), sku: z.string() };

/** What a product is and costs, as the summary and the detail both give it. */
const productTypeAndPrices = {
  productType: productTypeValue,
  /** In the caller's language. */
  productTypeName: z.string(),
  /** Pipe-separated price tiers in minor units; the line price is the first (firstPrice). */
  price: z.string(),
  listPrice: z.string().nullable(),
  dscr: z.string().nullable(),
  dscrForAgent: z.string().nullable(),
};

/** A product as the order product line of SPEC.md 3 names its fields. */
export const productSummarySchema = z.object({
  ...productKey,
  prodName: z.string(),
  ...productTypeAndPrices,
  /**
   * Units that can still be promised: the sum of available − reserved over the org's active
   * warehouses, never below 0. A combo's is how many whole combos its elements make.
   */
  stockAvailable: z.number().int(),
  /** 1 active, 0 inactive. */
  status: z.number().int(),
  /** The elements of a combo; empty for other types. */
  productInCombo: z.array(comboElementSchema),
});
export type ProductSummary = z.infer<typeof productSummarySchema>;

/** SPEC.md 3 'Product detail': productType, price or listPrice (pipe-separated), name, elements. */
export const productDetailSchema = z.object({
  ...productKey,
  name: z.string(),
  ...productTypeAndPrices,
  status: z.number().int(),
  stockAvailable: z.number().int(),
  elements: z.array(comboElementSchema),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

/** A product type (reference list of SPEC.md 3), named in the caller's language. */
export const productTypeSchema = z.object({
  id: productTypeValue,
  name: z.string(),
  localizedName: z.string(),
});
export type ProductType = z.infer<typeof productTypeSchema>;

/** A promotion: a percent or an amount off a line, for one product or any (productId null). */
export const promotionSchema = z.object({
  id: z.number().int(),
  orgId: z.number().int(),
  code: z.string(),
  name: z.string(),
  productId: z.number().int().nullable(),
  /** 0 to 100, two decimals. Exactly one of discountPercent and discountAmount is set. */
  discountPercent: z.number().nullable(),
  /** Minor units off the line. */
  discountAmount: z.number().int().nullable(),
  /** The line needs at least this quantity. */
  minQuantity: z.number().int(),
  /** ISO 8601, UTC; the promotion applies from startsAt (inclusive) to endsAt (exclusive). */
  startsAt: z.string(),
  /** null: no end. */
  endsAt: z.string().nullable(),
  active: z.boolean(),
});
export type Promotion = z.infer<typeof promotionSchema>;

/** A warehouse with its stock totals over every product it holds. */
export const warehouseSchema = z.object({
  warehouseId: z.number().int(),
  warehouseName: z.string(),
  code: z.string(),
  orgId: z.number().int(),
  active: z.boolean(),
  /** Products with a stock row in this warehouse. */
  products: z.number().int(),
  available: z.number().int(),
  reserved: z.number().int(),
  /** available − reserved, never below 0. */
  stockAvailable: z.number().int(),
});
export type Warehouse = z.infer<typeof warehouseSchema>;

// ---------------------------------------------------------------------------------------------
// Discounts (client and server): SPEC.md 5 'Discount can not bigger than 100' and 'Discount amount
// cannot be greater than the product price'.

export type DiscountErrorKey =
  | 'MESSAGES.DISCOUNT_OVER_100'
  | 'MESSAGES.DISCOUNT_OVER_PRICE'
  | 'PRODUCTS.DISCOUNT_INVALID';

/** A discount: a percent (0..100, two decimals) or an amount in minor units, not both. */
export interface DiscountRule {
  discountPercent?: number | null | undefined;
  discountAmount?: number | null | undefined;
}

/** What a promotion adds to a discount: the product it is for (null: any) and a minimum quantity. */
export interface PromotionRule extends DiscountRule {
  productId?: number | null | undefined;
  minQuantity?: number | undefined;
}

export interface DiscountLine {
  prodId?: number | undefined;
  /** Unit price in minor units. */
  price: number;
  quantity: number;
}

export type DiscountResult = { ok: true; discount: number } | { ok: false; error: DiscountErrorKey };

const isCount = (value: number) => Number.isSafeInteger(value) && value >= 0;

/** A line's amount in minor units: price × quantity. */
export function lineAmount(line: DiscountLine): number {
  if (!isCount(line.price) || !isCount(line.quantity)) {
    throw new RangeError(
      `a line needs integer price and quantity >= 0 (got ${line.price} × ${line.quantity})`,
    );
  }
  return line.price * line.quantity;
}

/**
 * The discount of a rule on an amount, in minor units. A percent is rounded to the nearest minor
 * unit, halves up (12.5% of 99 → 12); over 100 is MESSAGES.DISCOUNT_OVER_100. An amount must be
 * a whole number of minor units; more than the amount is MESSAGES.DISCOUNT_OVER_PRICE. Negative,
 * non-numeric or both kinds at once is PRODUCTS.DISCOUNT_INVALID. No rule: 0.
 */
export function discountOf(amount: number, rule: DiscountRule): DiscountResult {
  if (!isCount(amount)) throw new RangeError(`an amount is an integer >= 0 (got ${amount})`);
  const percent = rule.discountPercent ?? null;
  const fixed = rule.discountAmount ?? null;
  if (percent !== null && fixed !== null) return { ok: false, error: 'PRODUCTS.DISCOUNT_INVALID' };
  if (percent !== null) {
    if (!Number.isFinite(percent) || percent < 0) return { ok: false, error: 'PRODUCTS.DISCOUNT_INVALID' };
    if (percent > 100) return { ok: false, error: 'MESSAGES.DISCOUNT_OVER_100' };
    // Hundredths of a percent as an integer, then exact integer arithmetic (no float drift).
    const hundredths = BigInt(Math.round(percent * 100));
    const discount = (BigInt(amount) * hundredths + 5_000n) / 10_000n;
    return { ok: true, discount: Number(discount) };
  }
  if (fixed !== null) {
    if (!Number.isSafeInteger(fixed) || fixed < 0) return { ok: false, error: 'PRODUCTS.DISCOUNT_INVALID' };
    if (fixed > amount) return { ok: false, error: 'MESSAGES.DISCOUNT_OVER_PRICE' };
    return { ok: true, discount: fixed };
  }
  return { ok: true, discount: 0 };
}

/**
 * The discount a promotion gives a line, in minor units: 0 when it is for another product or the
 * quantity is below its minimum, otherwise discountOf(price × quantity).
 */
export function applyPromotion(line: DiscountLine, promotion: PromotionRule): DiscountResult {
  const amount = lineAmount(line);
  const forOtherProduct =
    promotion.productId !== null && promotion.productId !== undefined && promotion.productId !== line.prodId;
  if (forOtherProduct || line.quantity < (promotion.minQuantity ?? 1)) return { ok: true, discount: 0 };
  return discountOf(amount, promotion);
}
