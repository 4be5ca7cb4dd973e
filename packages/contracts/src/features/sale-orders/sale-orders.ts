import { z } from 'zod';
import { namedRef } from '../../list-filters.js';
import { dbId, dbIdParam, int4, moneyAmount, rowVersion } from '../../schema-primitives.js';
import { comboElementSchema } from '../products/index.js';
import { DELIVERY_TIMINGS } from './delivery-timing.js';

export * from './errors.js';

/**
 * Sale orders (SPEC.md 3, 5): their statuses, lines and payment as the edit screen reads and
 * writes them. The lists, the edit screen and the lifecycle screens to come build on these.
 */

/** Sale order status; names are ORDERS.SO_STATUS.<value> in the locales. */
export const SO_STATUS = {
  PENDING: 1,
  APPROVED: 2,
  CANCELLED: 3,
  DELIVERED: 4,
  RETURNED: 5,
} as const;
export const SO_STATUS_VALUES: readonly number[] = Object.values(SO_STATUS);

/** The payment method code whose orders need the bank and the transaction id (SPEC.md 5). */
export const BANK_TRANSFER_CODE = 'BANK_TRANSFER';

export const saleOrderItemSchema = z.object({
  prodId: z.number().int(),
  productType: z.number().int(),
  prodName: z.string(),
  quantity: z.number().int(),
  price: z.number().int(),
  discount: z.number().int(),
  amount: z.number().int(),
  stockAvailable: z.number().int(),
  isOutOfStock: z.boolean(),
  promotionId: z.number().int().nullable(),
  /** The product's type name in the caller's language (the lines' Type column). */
  productTypeName: z.string(),
  /** A combo's elements (empty for other types), as the product picker gives them. */
  productInCombo: z.array(comboElementSchema),
  /** The product's price tiers now, pipe-separated (the line's price stays the one sold). */
  productPrice: z.string(),
  dscrForAgent: z.string().nullable(),
});

export const soDataSchema = z.object({
  id: z.number().int(),
  status: z.number().int(),
  amount: z.number().int(),
  subtotal: z.number().int(),
  discount: z.number().int(),
  currency: z.string(),
  paymentMethod: namedRef,
  /** The bank and transaction id of a bank transfer (null for other payment methods). */
  bankId: z.number().int().nullable(),
  transactionId: z.string().nullable(),
  /** Optimistic lock of PUT update SO. */
  version: z.number().int(),
  deliveryTiming: z.enum(DELIVERY_TIMINGS),
  note: z.string().nullable(),
  createdAt: z.string(),
  items: z.array(saleOrderItemSchema),
});

/** A line as the edit screen sends it: the server prices it from the product, never the client. */
export const orderLineInputSchema = z.object({
  prodId: dbId(),
  quantity: int4({ min: 1, max: 999 }),
  promotionId: dbId().optional(),
  /**
   * One of the product's pipe-separated price tiers (docs/products.md: the offers an agent may
   * quote); the first tier when absent. Any other value is refused.
   */
  price: moneyAmount().optional(),
});

export const saleOrderInputSchema = z.object({
  items: z.array(orderLineInputSchema).min(1).max(50),
  paymentMethodId: dbId('MESSAGES.CHOOSE_PAYMENT_METHOD'),
  deliveryTiming: z.enum(DELIVERY_TIMINGS).default('STANDARD'),
  /** An order-level discount: percent 0..100 or an amount in minor units. */
  discountPercent: z.number().min(0).max(100, { message: 'MESSAGES.DISCOUNT_OVER_100' }).optional(),
  discountAmount: moneyAmount().optional(),
  note: z.string().trim().max(1000).optional(),
  /** A bank transfer names the bank and the transfer's transaction id (SPEC.md 5). */
  bankId: dbId().optional(),
  transactionId: z.string().trim().max(100).optional(),
});
export type SaleOrderInput = z.infer<typeof saleOrderInputSchema>;

/** PUT update order SO: a pending sale order's lines, payment and discount, repriced by the server. */
export const saleOrderParamsSchema = z.object({ soId: dbIdParam() });
export const updateSaleOrderSchema = saleOrderInputSchema.extend({ version: rowVersion() });
export type UpdateSaleOrderInput = z.infer<typeof updateSaleOrderSchema>;
