import {
  applyPromotion,
  firstPrice,
  PRODUCT_TYPE,
  type ProductSummary,
  type Promotion,
  priceTiers,
} from '@leadline/contracts';

/** An order product line of SPEC.md 3, as the edit screen holds it. */
export interface OrderLine {
  prodId: number;
  prodName: string;
  productType: number;
  productTypeName: string;
  /** Minor units: the first of the product's pipe-separated prices; 0 for a free item. */
  price: number;
  quantity: number;
  stockAvailable: number;
  isOutOfStock: boolean;
  dscrForAgent: string | null;
  /** The elements of a combo (empty for other types). */
  productInCombo: ProductSummary['productInCombo'];
  /** The product's price tiers (docs/products.md); the line's price is one of them. */
  priceTiers: number[];
  /** The promotion chosen for the line (the server checks it again and prices it). */
  promotion: Promotion | null;
  /** The promotion a stored order line carries, until one is chosen here. */
  promotionId?: number | null;
}

export const lineKey = (line: Pick<OrderLine, 'prodId' | 'price'>) => `${line.prodId}:${line.price}`;

const withStock = (line: OrderLine): OrderLine => ({
  ...line,
  isOutOfStock: line.stockAvailable < line.quantity,
});

/** A new line of quantity 1 from a catalogue product; free items (type 3) cost 0. */
export function lineFromProduct(product: ProductSummary): OrderLine {
  return withStock({
    prodId: product.prodId,
    prodName: product.prodName,
    productType: product.productType,
    productTypeName: product.productTypeName,
    price: product.productType === PRODUCT_TYPE.FREE ? 0 : firstPrice(product.price),
    quantity: 1,
    stockAvailable: product.stockAvailable,
    isOutOfStock: false,
    dscrForAgent: product.dscrForAgent,
    productInCombo: product.productInCombo,
    priceTiers: product.productType === PRODUCT_TYPE.FREE ? [0] : priceTiers(product.price),
    promotion: null,
  });
}

/** SPEC.md 4: the same product at the same price adds to the quantity; otherwise a new line. */
export function addLine(lines: readonly OrderLine[], line: OrderLine): OrderLine[] {
  const key = lineKey(line);
  const existing = lines.find((item) => lineKey(item) === key);
  if (!existing) return [...lines, withStock(line)];
  return lines.map((item) =>
    lineKey(item) === key ? withStock({ ...item, quantity: item.quantity + line.quantity }) : item,
  );
}

/** Editing replaces the matching line. */
export function editLine(lines: readonly OrderLine[], line: OrderLine): OrderLine[] {
  const key = lineKey(line);
  return lines.map((item) => (lineKey(item) === key ? withStock(line) : item));
}

/** Removing deletes the matching line. */
export function removeLine(
  lines: readonly OrderLine[],
  line: Pick<OrderLine, 'prodId' | 'price'>,
): OrderLine[] {
  const key = lineKey(line);
  return lines.filter((item) => lineKey(item) !== key);
}

/** A line's promotion discount as the server computes it (0 when it does not apply). */
export function lineDiscount(line: OrderLine): number {
  if (!line.promotion) return 0;
  const result = applyPromotion(
    { prodId: line.prodId, price: line.price, quantity: line.quantity },
    line.promotion,
  );
  return result.ok ? result.discount : 0;
}

export const lineAmountOf = (line: OrderLine) => line.price * line.quantity - lineDiscount(line);

/** The sum of the lines' amounts (price × quantity less their promotion); 0 for no lines. */
export function linesTotal(lines: readonly OrderLine[]): number {
  return lines.reduce((sum, line) => sum + lineAmountOf(line), 0);
}

/** Another price tier for a line: it becomes the line of that price (merged if one exists). */
export function changePrice(lines: readonly OrderLine[], line: OrderLine, price: number): OrderLine[] {
  if (price === line.price) return [...lines];
  return addLine(removeLine(lines, line), { ...line, price });
}

/** Quantities stay within what the server takes (1 to 999). */
export function clampQuantity(value: number): number {
  if (!Number.isFinite(value)) return 1;
  return Math.min(999, Math.max(1, Math.trunc(value)));
}
