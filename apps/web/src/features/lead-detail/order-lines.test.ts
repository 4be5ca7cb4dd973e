import { PRODUCT_TYPE, type ProductSummary, type Promotion } from '@leadline/contracts';
import { describe, expect, it } from 'vitest';
import {
  addLine,
  changePrice,
  clampQuantity,
  editLine,
  lineAmountOf,
  lineDiscount,
  lineFromProduct,
  linesTotal,
  type OrderLine,
  removeLine,
} from './order-lines';

const product = (over: Partial<ProductSummary> = {}): ProductSummary => ({
  prodId: 7,
  orgId: 1,
  sku: 'SKU-7',
  prodName: 'Slim tea',
  productType: PRODUCT_TYPE.PRODUCT,
  productTypeName: 'Product',
  price: '300000|250000',
  listPrice: null,
  dscr: null,
  dscrForAgent: null,
  stockAvailable: 3,
  status: 1,
  productInCombo: [],
  ...over,
});

const promotion = (over: Partial<Promotion> = {}): Promotion => ({
  id: 4,
  orgId: 1,
  code: 'TEN',
  name: 'Ten percent',
  productId: 7,
  discountPercent: 10,
  discountAmount: null,
  minQuantity: 2,
  startsAt: '2026-01-01T00:00:00Z',
  endsAt: null,
  active: true,
  ...over,
});

describe('order lines', () => {
  it('makes a line of quantity 1 at the first price tier, a free item at 0', () => {
    const line = lineFromProduct(product());
    expect(line).toMatchObject({ prodId: 7, price: 300_000, quantity: 1, priceTiers: [300_000, 250_000] });
    expect(line.isOutOfStock).toBe(false);
    const free = lineFromProduct(product({ productType: PRODUCT_TYPE.FREE }));
    expect(free).toMatchObject({ price: 0, priceTiers: [0] });
  });

  it('adds the same product at the same price to the quantity, another price as a new line', () => {
    const line = lineFromProduct(product());
    const twice = addLine(addLine([], line), line);
    expect(twice).toHaveLength(1);
    expect(twice[0]?.quantity).toBe(2);
    const other = addLine(twice, { ...line, price: 250_000 });
    expect(other.map((item) => [item.price, item.quantity])).toEqual([
      [300_000, 2],
      [250_000, 1],
    ]);
  });

  it('marks a line out of stock when its quantity passes what is available', () => {
    const line = lineFromProduct(product({ stockAvailable: 2 }));
    const lines = addLine(addLine(addLine([], line), line), line);
    expect(lines[0]).toMatchObject({ quantity: 3, isOutOfStock: true });
    expect(editLine(lines, { ...line, quantity: 2 })[0]?.isOutOfStock).toBe(false);
  });

  it('removes the matching line only', () => {
    const line = lineFromProduct(product());
    const lines = addLine([line], { ...line, price: 250_000 });
    expect(removeLine(lines, line).map((item) => item.price)).toEqual([250_000]);
  });

  it('sums price × quantity less each line’s promotion', () => {
    const line: OrderLine = { ...lineFromProduct(product()), quantity: 2, promotion: promotion() };
    expect(lineDiscount(line)).toBe(60_000);
    expect(lineAmountOf(line)).toBe(540_000);
    const plain = lineFromProduct(product({ prodId: 8 }));
    expect(linesTotal([line, plain])).toBe(840_000);
    expect(linesTotal([])).toBe(0);
  });

  it('gives no discount when the promotion does not apply (too few, another product)', () => {
    const line = lineFromProduct(product());
    expect(lineDiscount({ ...line, promotion: promotion() })).toBe(0);
    expect(lineDiscount({ ...line, quantity: 5, promotion: promotion({ productId: 99 }) })).toBe(0);
  });

  it('moves a line to another price tier, merging with a line already at that price', () => {
    const line = lineFromProduct(product());
    const cheaper = { ...line, price: 250_000 };
    const lines = addLine([line], cheaper);
    const merged = changePrice(lines, line, 250_000);
    expect(merged).toHaveLength(1);
    expect(merged[0]).toMatchObject({ price: 250_000, quantity: 2 });
    expect(changePrice(lines, line, 300_000)).toEqual(lines);
  });

  it('keeps quantities between 1 and 999 whole units', () => {
    expect(clampQuantity(0)).toBe(1);
    expect(clampQuantity(2.7)).toBe(2);
    expect(clampQuantity(5000)).toBe(999);
    expect(clampQuantity(Number.NaN)).toBe(1);
  });
});
