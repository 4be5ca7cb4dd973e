import { describe, expect, it } from 'vitest';
import { productInputSchema, promotionInputSchema, weightSum } from './product-management.js';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);

const combo = {
  sku: 'C-1',
  name: 'Combo',
  productType: 2 as const,
  price: '500000',
  elements: [
    { prodId: 1, quantity: 1, weightPercent: 60 },
    { prodId: 2, quantity: 2, weightPercent: 40 },
  ],
};

const promotion = { code: 'P1', name: 'Promo', productId: null, startsAt: '2026-01-01T00:00:00Z' };

describe('catalogue management inputs (SPEC.md 5 messages)', () => {
  it('takes a combo whose weights sum to 100', () => {
    expect(productInputSchema.safeParse(combo).success).toBe(true);
    expect(weightSum(combo.elements)).toBe(100);
  });

  it('refuses weights over 100 with SPEC.md 5 Weight (%) can not bigger than.', () => {
    const over = { ...combo, elements: [combo.elements[0], { ...combo.elements[1], weightPercent: 40.01 }] };
    expect(messages(productInputSchema.safeParse(over))).toEqual(['MESSAGES.WEIGHT_OVER']);
    const single = { ...combo, elements: [{ prodId: 1, quantity: 1, weightPercent: 101 }] };
    expect(messages(productInputSchema.safeParse(single))).toContain('MESSAGES.WEIGHT_OVER');
  });

  it('refuses a product twice in a combo, and elements on a plain product', () => {
    const twice = { ...combo, elements: [combo.elements[0], combo.elements[0]] };
    expect(messages(productInputSchema.safeParse(twice))).toContain('MESSAGES.PRODUCT_NOT_TRUE');
    const plain = { ...combo, productType: 1 };
    expect(messages(productInputSchema.safeParse(plain))).toContain('MESSAGES.PRODUCT_NOT_TRUE');
    const empty = { ...combo, elements: [] };
    expect(messages(productInputSchema.safeParse(empty))).toContain('PRODUCTS.MANAGE.COMBO_NEEDS_ELEMENTS');
  });

  it('refuses a malformed price', () => {
    expect(productInputSchema.safeParse({ ...combo, price: '12.5' }).success).toBe(false);
  });

  it('refuses a discount over 100 with Discount can not bigger than 100.', () => {
    expect(promotionInputSchema.safeParse({ ...promotion, discountPercent: 100 }).success).toBe(true);
    expect(messages(promotionInputSchema.safeParse({ ...promotion, discountPercent: 100.5 }))).toEqual([
      'MESSAGES.DISCOUNT_OVER_100',
    ]);
  });

  it('needs exactly one discount and an end after the start', () => {
    expect(messages(promotionInputSchema.safeParse(promotion))).toEqual(['PRODUCTS.DISCOUNT_INVALID']);
    expect(
      messages(promotionInputSchema.safeParse({ ...promotion, discountPercent: 5, discountAmount: 100 })),
    ).toEqual(['PRODUCTS.DISCOUNT_INVALID']);
    const backwards = { ...promotion, discountAmount: 100, endsAt: '2025-12-31T00:00:00Z' };
    expect(messages(promotionInputSchema.safeParse(backwards))).toEqual(['MESSAGES.TIME_NOT_CORRECT']);
  });
});
