import { firstPrice, PRODUCT_TYPE, type ProductSummary } from '@leadline/contracts';

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

/** The sum of price × quantity; 0 for no lines. */
export function linesTotal(lines: readonly OrderLine[]): number {
  return lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
}

/** Quantities stay within what the server takes (1 to 999). */
export function clampQuantity(value: number): number {
  if (!Number.isFinite(value)) return 1;
  return Math.min(999, Math.max(1, Math.trunc(value)));
}
