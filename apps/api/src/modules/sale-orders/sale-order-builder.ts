import {
  applyPromotion,
  discountOf,
  isDeliveryTimingAvailable,
  PRODUCT_TYPE,
  SALE_ORDERS_ERRORS,
  type SaleOrderInput,
} from '@leadline/contracts';
import type { ScopedDb } from '../../db/org-scope.js';
import { ruleViolation } from '../../http/app-error.js';
import { activePromotions, findProductsForLines, reserveStock } from '../products/index.js';

export interface PricedLine {
  productId: number;
  productType: number;
  quantity: number;
  price: number;
  discount: number;
  amount: number;
  promotionId: number | null;
  isOutOfStock: boolean;
}

/**
 * Prices the edit screen's lines from the products (never from the client): same product and
 * price add up (SPEC.md 4), free items cost 0, promotions and the order discount follow SPEC.md 5.
 * Reserves the stock; a line short of stock is flagged, not refused (DOMAIN.md).
 */
export async function buildSaleOrder(trx: ScopedDb, input: SaleOrderInput, now: Date, timeZone: string) {
  if (!isDeliveryTimingAvailable(input.deliveryTiming, now, timeZone))
    throw ruleViolation(SALE_ORDERS_ERRORS.TIME_NOT_CORRECT);
  const merged = new Map<
    string,
    { prodId: number; quantity: number; promotionId?: number | undefined; price?: number | undefined }
  >();
  for (const line of input.items) {
    const key = `${line.prodId}:${line.price ?? ''}:${line.promotionId ?? ''}`;
    const existing = merged.get(key);
    merged.set(key, { ...line, quantity: (existing?.quantity ?? 0) + line.quantity });
  }
  const lines = [...merged.values()];
  const products = await findProductsForLines(
    trx,
    lines.map((line) => line.prodId),
  );
  const promotions = new Map(
    (await activePromotions(trx, undefined, now)).map((promotion) => [promotion.id, promotion]),
  );

  const priced: PricedLine[] = lines.map((line) => {
    const product = products.get(line.prodId);
    if (product?.status !== 1) throw ruleViolation(SALE_ORDERS_ERRORS.PRODUCT_NOT_TRUE);
    // A chosen tier must be one of the product's; a free item is 0 whatever its catalogue price.
    if (
      line.price !== undefined &&
      product.productType !== PRODUCT_TYPE.FREE &&
      !product.priceTiers.includes(line.price)
    )
      throw ruleViolation(SALE_ORDERS_ERRORS.PRODUCT_NOT_TRUE);
    const price = product.productType === PRODUCT_TYPE.FREE ? 0 : (line.price ?? product.unitPrice);
    let discount = 0;
    if (line.promotionId !== undefined) {
      const promotion = promotions.get(line.promotionId);
      if (!promotion) throw ruleViolation(SALE_ORDERS_ERRORS.PRODUCT_NOT_TRUE);
      const result = applyPromotion({ prodId: line.prodId, price, quantity: line.quantity }, promotion);
      if (!result.ok) throw ruleViolation(result.error);
      discount = result.discount;
    }
    const gross = price * line.quantity;
    return {
      productId: line.prodId,
      productType: product.productType,
      quantity: line.quantity,
      price,
      discount,
      amount: gross - discount,
      promotionId: line.promotionId ?? null,
      isOutOfStock: false,
    };
  });

  const subtotal = priced.reduce((sum, line) => sum + line.amount, 0);
  const orderDiscount = discountOf(subtotal, {
    discountPercent: input.discountPercent,
    discountAmount: input.discountAmount,
  });
  if (!orderDiscount.ok) throw ruleViolation(orderDiscount.error);

  const reservation = await reserveStock(
    trx,
    priced.map((line) => ({ productId: line.productId, quantity: line.quantity })),
  );
  reservation.lines.forEach((reserved, index) => {
    const line = priced[index];
    if (line) line.isOutOfStock = reserved.isOutOfStock;
  });
  return {
    lines: priced,
    subtotal,
    discount: orderDiscount.discount,
    amount: subtotal - orderDiscount.discount,
  };
}
