import { z } from 'zod';
import {
  dateTime,
  dbId,
  dbIdParam,
  int4,
  listPaging,
  moneyAmount,
  orgIdParam,
} from '../../schema-primitives.js';
import {
  comboElementSchema,
  PRICE_TIERS_PATTERN,
  PRODUCT_TYPE,
  productSummarySchema,
  promotionSchema,
} from './products.js';

/**
 * Catalogue management (docs/products.md 'Management'): the product, combo and promotion screens'
 * inputs and rows. Messages are locale keys: the server answers the same text the form shows
 * (SPEC.md 5 'Discount can not bigger than 100.', 'Weight (%) can not bigger than.', 'Product is
 * not true.').
 */

export const PRODUCT_TEXT_MAX = { sku: 50, name: 200, description: 2000, note: 500, code: 50 } as const;
/** A combo holds at most this many products; a line of stock moves at most this many units. */
export const COMBO_ELEMENTS_MAX = 20;
export const STOCK_ADJUST_MAX = 1_000_000;
/** A combo element's weight and their sum over a combo: at most 100 (%). */
export const WEIGHT_MAX = 100;

const text = (max: number) => z.string().trim().min(1, { message: 'MESSAGES.INPUT_FIELDS' }).max(max);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));
/** Two decimals at most (numeric(5, 2)): 12.5 and 12.25, not 12.125. */
const twoDecimals = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
const percent = (overMessage: string) =>
  z
    .number()
    .min(0, { message: 'PRODUCTS.DISCOUNT_INVALID' })
    .max(100, { message: overMessage })
    .refine(twoDecimals, { message: 'PRODUCTS.DISCOUNT_INVALID' });

/** Price tiers as typed: minor units separated by | ('390000|690000'). */
const priceInput = z
  .string()
  .trim()
  .max(200)
  .regex(PRICE_TIERS_PATTERN, { message: 'PRODUCTS.MANAGE.PRICE_INVALID' });

// ---------------------------------------------------------------------------------------------
// Products and combos

/** POST /api/product-management/products/search: the management list (server paging). */
export const productManagementFilterSchema = z.object({
  search: z.string().trim().max(100).optional(),
  productType: z.union([z.literal(1), z.literal(2), z.literal(3)]).optional(),
  status: z.union([z.literal(0), z.literal(1)]).optional(),
  /** false (default): the catalogue; true: the products in trash. */
  trashed: z.boolean().default(false),
  /** HQ (org 0) may narrow to one org; others see only their own. */
  orgId: orgIdParam().optional(),
  ...listPaging(),
});
export type ProductManagementFilter = z.infer<typeof productManagementFilterSchema>;

/** A combo element with its weight (% of the combo's price; null: not split). */
export const managedComboElementSchema = comboElementSchema.extend({ weightPercent: z.number().nullable() });
export type ManagedComboElement = z.infer<typeof managedComboElementSchema>;

/** A row of the management lists and the view dialog. */
export const managedProductSchema = productSummarySchema.extend({
  productInCombo: z.array(managedComboElementSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** ISO 8601; null when not in trash. */
  trashedAt: z.string().nullable(),
});
export type ManagedProduct = z.infer<typeof managedProductSchema>;

export const comboElementInputSchema = z.object({
  prodId: dbId(),
  quantity: int4({ min: 1, max: 1000 }),
  weightPercent: percent('MESSAGES.WEIGHT_OVER').nullish(),
});
export type ComboElementInput = z.infer<typeof comboElementInputSchema>;

/** The sum of a combo's weights, in hundredths of a percent (exact). */
export const weightSum = (elements: readonly { weightPercent?: number | null | undefined }[]) =>
  elements.reduce((sum, element) => sum + Math.round((element.weightPercent ?? 0) * 100), 0) / 100;

/**
 * New or edited product, combo or free item. A combo lists its elements (plain products or free
 * items of the same org; the server answers 'Product is not true.' for any other), each once,
 * with weights summing to at most 100; other types have none. The type is fixed once created.
 */
export const productInputSchema = z
  .object({
    /** HQ names the org the product belongs to; anyone else's product is in their own org. */
    orgId: orgIdParam().optional(),
    sku: text(PRODUCT_TEXT_MAX.sku),
    name: text(PRODUCT_TEXT_MAX.name),
    productType: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    price: priceInput,
    listPrice: priceInput.nullish().transform((value) => value || null),
    dscr: optionalText(PRODUCT_TEXT_MAX.description),
    dscrForAgent: optionalText(PRODUCT_TEXT_MAX.description),
    status: z.union([z.literal(0), z.literal(1)]).default(1),
    elements: z.array(comboElementInputSchema).max(COMBO_ELEMENTS_MAX).default([]),
    /** An edit: the product's updatedAt as the screen showed it; another change since is refused. */
    expectedUpdatedAt: dateTime().optional(),
  })
  .superRefine((input, ctx) => {
    const isCombo = input.productType === PRODUCT_TYPE.COMBO;
    if (isCombo && input.elements.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['elements'], message: 'PRODUCTS.MANAGE.COMBO_NEEDS_ELEMENTS' });
    }
    if (!isCombo && input.elements.length > 0) {
      ctx.addIssue({ code: 'custom', path: ['elements'], message: 'MESSAGES.PRODUCT_NOT_TRUE' });
    }
    const ids = input.elements.map((element) => element.prodId);
    if (new Set(ids).size !== ids.length) {
      ctx.addIssue({ code: 'custom', path: ['elements'], message: 'MESSAGES.PRODUCT_NOT_TRUE' });
    }
    if (weightSum(input.elements) > WEIGHT_MAX) {
      ctx.addIssue({ code: 'custom', path: ['elements'], message: 'MESSAGES.WEIGHT_OVER' });
    }
  });
export type ProductInput = z.input<typeof productInputSchema>;
export type ProductInputParsed = z.output<typeof productInputSchema>;

export const productManagementParamsSchema = z.object({ id: dbIdParam().describe('The product’s id') });

/** Trash: `confirmUsed` is the warning dialog's answer when the product is still in use. */
export const productTrashSchema = z.object({
  note: optionalText(PRODUCT_TEXT_MAX.note),
  confirmUsed: z.boolean().default(false),
});
export type ProductTrashInput = z.input<typeof productTrashSchema>;

/** What still uses a product (the warning before trashing it). */
export const productUsageSchema = z.object({
  /** Combos (not in trash) holding it. */
  combos: z.array(z.object({ prodId: z.number().int(), prodName: z.string() })),
  /** Sale orders not yet delivered, returned or cancelled with a line of it. */
  openOrders: z.number().int(),
  /** Active promotions for it. */
  promotions: z.number().int(),
  inUse: z.boolean(),
});
export type ProductUsage = z.infer<typeof productUsageSchema>;

/** The stock of a product in one warehouse. */
export const productStockSchema = z.object({
  warehouseId: z.number().int(),
  warehouseName: z.string(),
  code: z.string(),
  active: z.boolean(),
  available: z.number().int(),
  reserved: z.number().int(),
  /** available − reserved, never below 0. */
  free: z.number().int(),
});
export type ProductStock = z.infer<typeof productStockSchema>;

/** A stock adjustment: units added (positive) or taken (negative) in one warehouse, with why. */
export const stockAdjustSchema = z.object({
  warehouseId: dbId(),
  delta: int4({ min: -STOCK_ADJUST_MAX, max: STOCK_ADJUST_MAX }).refine((value) => value !== 0, {
    message: 'PRODUCTS.MANAGE.STOCK_DELTA_ZERO',
  }),
  reason: text(PRODUCT_TEXT_MAX.note),
});
export type StockAdjustInput = z.infer<typeof stockAdjustSchema>;

/** One entry of a product's or promotion's history (the audit log). */
export const catalogueHistorySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: z.string().nullable(),
  /** create, update, trash, restore, stock. */
  action: z.string(),
  /** Fields that changed (their names in the input), or the stock move. */
  fields: z.array(z.string()),
  note: z.string().nullable(),
});
export type CatalogueHistoryEntry = z.infer<typeof catalogueHistorySchema>;

// ---------------------------------------------------------------------------------------------
// Promotions

export const PROMOTION_STATES = ['all', 'inForce', 'inactive'] as const;

/** POST /api/product-management/promotions/search. */
export const promotionFilterSchema = z.object({
  search: z.string().trim().max(100).optional(),
  productId: dbId().optional(),
  /** inForce: active and within its dates now; inactive: switched off. */
  state: z.enum(PROMOTION_STATES).default('all'),
  orgId: orgIdParam().optional(),
  ...listPaging(),
});
export type PromotionFilter = z.infer<typeof promotionFilterSchema>;

export const managedPromotionSchema = promotionSchema.extend({
  productName: z.string().nullable(),
  /** Active and within its dates now. */
  inForce: z.boolean(),
  updatedAt: z.string(),
});
export type ManagedPromotion = z.infer<typeof managedPromotionSchema>;

/**
 * New or edited promotion: its rule is the product (null: any), the smallest line quantity and
 * one discount, a percent (at most 100: 'Discount can not bigger than 100.') or an amount (at
 * most the product's first price when the rule names a product, checked by the server).
 */
export const promotionInputSchema = z
  .object({
    orgId: orgIdParam().optional(),
    code: text(PRODUCT_TEXT_MAX.code),
    name: text(PRODUCT_TEXT_MAX.name),
    productId: dbId().nullable(),
    discountPercent: percent('MESSAGES.DISCOUNT_OVER_100').nullish(),
    discountAmount: moneyAmount().nullish(),
    minQuantity: int4({ min: 1, max: 10_000 }).default(1),
    startsAt: dateTime({ offset: true }),
    endsAt: dateTime({ offset: true }).nullish(),
    active: z.boolean().default(true),
    /** An edit: the promotion's updatedAt as the screen showed it; another change since is refused. */
    expectedUpdatedAt: dateTime().optional(),
  })
  .superRefine((input, ctx) => {
    const kinds = [input.discountPercent, input.discountAmount].filter((value) => value != null).length;
    if (kinds !== 1) {
      ctx.addIssue({ code: 'custom', path: ['discountPercent'], message: 'PRODUCTS.DISCOUNT_INVALID' });
    }
    if (input.endsAt && Date.parse(input.endsAt) <= Date.parse(input.startsAt)) {
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'MESSAGES.TIME_NOT_CORRECT' });
    }
  });
export type PromotionInput = z.input<typeof promotionInputSchema>;
export type PromotionInputParsed = z.output<typeof promotionInputSchema>;

/** Where the browser keeps each screen's filter form (SPEC.md 3: list filter forms are stored). */
export const CATALOGUE_FILTER_STORAGE_KEYS = {
  products: 'productManagementFilter',
  combos: 'comboManagementFilter',
  promotions: 'promotionManagementFilter',
} as const;
