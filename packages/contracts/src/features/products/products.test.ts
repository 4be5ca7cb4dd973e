import { describe, expect, it } from 'vitest';
import { en, translate, vi } from '../../locales/index.js';
import { firstPrice, priceTiers } from '../../money.js';
import { PRODUCT_ENDPOINTS } from './endpoints.js';
import {
  applyPromotion,
  discountOf,
  lineAmount,
  PRICE_TIERS_PATTERN,
  PRODUCT_TYPE,
  PRODUCT_TYPE_CODES,
  PRODUCT_TYPE_KEY,
  productListQuerySchema,
} from './products.js';

describe('discountOf: a percent', () => {
  it.each([
    [390_000, 10, 39_000],
    [390_000, 0, 0],
    [390_000, 100, 390_000],
    [690_000, 12.5, 86_250],
    // Rounded to the nearest minor unit, halves up.
    [99, 12.5, 12], // 12.375
    [100, 12.5, 13], // 12.5
    [101, 12.5, 13], // 12.625
    [1, 33.33, 0],
    [3, 50, 2], // 1.5
    // THB in satang: 15% of 890.00 THB is 133.50 THB.
    [89_000, 15, 13_350],
    [0, 50, 0],
  ])('%i minor units at %f%% gives %i', (amount, percent, discount) => {
    expect(discountOf(amount, { discountPercent: percent })).toEqual({ ok: true, discount });
  });

  it('is exact on large amounts (no floating-point drift)', () => {
    const amount = 999_999_999_999_999;
    const expected = Number((BigInt(amount) * 9_999n + 5_000n) / 10_000n);
    expect(discountOf(amount, { discountPercent: 99.99 })).toEqual({ ok: true, discount: expected });
    // 0.07 × 100 is 7.000000000000001 in floating point; the discount stays exact.
    expect(discountOf(100_000_000, { discountPercent: 0.07 })).toEqual({ ok: true, discount: 70_000 });
  });

  it('refuses more than 100 with SPEC 5’s message', () => {
    for (const percent of [100.01, 101, 1_000]) {
      expect(discountOf(390_000, { discountPercent: percent })).toEqual({
        ok: false,
        error: 'MESSAGES.DISCOUNT_OVER_100',
      });
    }
    expect(translate('en', 'MESSAGES.DISCOUNT_OVER_100')).toBe('Discount can not bigger than 100.');
  });
});

describe('discountOf: an amount', () => {
  it('takes a whole number of minor units up to the line amount', () => {
    expect(discountOf(390_000, { discountAmount: 50_000 })).toEqual({ ok: true, discount: 50_000 });
    expect(discountOf(390_000, { discountAmount: 390_000 })).toEqual({ ok: true, discount: 390_000 });
    expect(discountOf(390_000, { discountAmount: 0 })).toEqual({ ok: true, discount: 0 });
  });

  it('refuses more than the line amount with SPEC 5’s message', () => {
    expect(discountOf(390_000, { discountAmount: 390_001 })).toEqual({
      ok: false,
      error: 'MESSAGES.DISCOUNT_OVER_PRICE',
    });
    // A free item: any amount off is more than its price.
    expect(discountOf(0, { discountAmount: 1 })).toEqual({
      ok: false,
      error: 'MESSAGES.DISCOUNT_OVER_PRICE',
    });
    expect(translate('en', 'MESSAGES.DISCOUNT_OVER_PRICE')).toBe(
      'Discount amount cannot be greater than the product price.',
    );
  });
});

describe('discountOf: invalid rules', () => {
  it.each([
    ['a negative percent', { discountPercent: -1 }],
    ['a percent that is not a number', { discountPercent: Number.NaN }],
    ['an infinite percent', { discountPercent: Number.POSITIVE_INFINITY }],
    ['a negative amount', { discountAmount: -1 }],
    ['a fraction of a minor unit', { discountAmount: 0.5 }],
    ['both kinds at once', { discountPercent: 10, discountAmount: 1_000 }],
  ])('refuses %s', (_, rule) => {
    expect(discountOf(390_000, rule)).toEqual({ ok: false, error: 'PRODUCTS.DISCOUNT_INVALID' });
  });

  it('gives 0 without a rule', () => {
    expect(discountOf(390_000, {})).toEqual({ ok: true, discount: 0 });
    expect(discountOf(390_000, { discountPercent: null, discountAmount: null })).toEqual({
      ok: true,
      discount: 0,
    });
  });

  it('has every error text in both languages', () => {
    for (const key of [
      'MESSAGES.DISCOUNT_OVER_100',
      'MESSAGES.DISCOUNT_OVER_PRICE',
      'PRODUCTS.DISCOUNT_INVALID',
    ]) {
      expect(translate('en', key)).not.toBe(key);
      expect(translate('vi', key)).not.toBe(key);
    }
  });
});

describe('applyPromotion', () => {
  const line = { prodId: 7, price: 390_000, quantity: 2 };

  it('applies to price × quantity', () => {
    expect(applyPromotion(line, { productId: 7, discountPercent: 10 })).toEqual({
      ok: true,
      discount: 78_000,
    });
    expect(applyPromotion(line, { productId: null, discountAmount: 50_000 })).toEqual({
      ok: true,
      discount: 50_000,
    });
  });

  it('gives 0 for another product or below the minimum quantity', () => {
    expect(applyPromotion(line, { productId: 8, discountPercent: 10 })).toEqual({ ok: true, discount: 0 });
    expect(applyPromotion(line, { discountPercent: 10, minQuantity: 3 })).toEqual({ ok: true, discount: 0 });
    expect(applyPromotion(line, { discountPercent: 10, minQuantity: 2 })).toEqual({
      ok: true,
      discount: 78_000,
    });
  });

  it('reports the amount check against the line, not the unit price', () => {
    expect(applyPromotion(line, { discountAmount: 780_000 })).toEqual({ ok: true, discount: 780_000 });
    expect(applyPromotion(line, { discountAmount: 780_001 })).toEqual({
      ok: false,
      error: 'MESSAGES.DISCOUNT_OVER_PRICE',
    });
    expect(applyPromotion(line, { discountPercent: 150 })).toEqual({
      ok: false,
      error: 'MESSAGES.DISCOUNT_OVER_100',
    });
  });

  it('refuses a malformed line', () => {
    expect(() => lineAmount({ price: -1, quantity: 1 })).toThrow(RangeError);
    expect(() => lineAmount({ price: 1.5, quantity: 1 })).toThrow(RangeError);
    expect(() => applyPromotion({ price: 100, quantity: -2 }, { discountPercent: 10 })).toThrow(RangeError);
    expect(lineAmount({ price: 89_000, quantity: 3 })).toBe(267_000);
  });
});

describe('product types and prices', () => {
  it('has types 1, 2, 3 (SPEC 9) with a name in en and vi', () => {
    expect(PRODUCT_TYPE).toEqual({ PRODUCT: 1, COMBO: 2, FREE: 3 });
    expect([...PRODUCT_TYPE_CODES]).toEqual([1, 2, 3]);
    expect(PRODUCT_TYPE_CODES.map((code) => en.PRODUCTS.TYPES[PRODUCT_TYPE_KEY[code]])).toEqual([
      'Product',
      'Combo',
      'Free item',
    ]);
    expect(PRODUCT_TYPE_CODES.map((code) => vi.PRODUCTS.TYPES[PRODUCT_TYPE_KEY[code]])).toEqual([
      'Sản phẩm',
      'Combo',
      'Quà tặng',
    ]);
  });

  it('accepts pipe-separated tiers of non-negative integers only', () => {
    for (const price of ['0', '390000', '390000|690000|990000', '999999999999999']) {
      expect(PRICE_TIERS_PATTERN.test(price), price).toBe(true);
    }
    for (const price of [
      '',
      '|',
      '390000|',
      '|390000',
      '-1',
      '1.5',
      '1,000',
      ' 1',
      'abc',
      '1234567890123456',
    ]) {
      expect(PRICE_TIERS_PATTERN.test(price), price).toBe(false);
    }
    expect(firstPrice('390000|690000|990000')).toBe(390_000);
    expect(priceTiers('89000|159000')).toEqual([89_000, 159_000]);
  });

  it('checks list queries: type 1 to 3, paging from 0', () => {
    expect(productListQuerySchema.parse({ productType: '2', status: '1' })).toEqual({
      productType: 2,
      status: 1,
      offset: 0,
      limit: 10,
    });
    for (const query of [{ productType: '7' }, { productType: '0' }, { offset: '-1' }, { status: '2' }]) {
      expect(productListQuerySchema.safeParse(query).success, JSON.stringify(query)).toBe(false);
    }
    expect(PRODUCT_ENDPOINTS.listProducts.path).toBe('/api/products');
    expect(PRODUCT_ENDPOINTS.getCombo.path).toBe('/api/product-management/combo');
  });
});
