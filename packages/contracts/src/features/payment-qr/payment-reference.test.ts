import { describe, expect, it } from 'vitest';
import { paymentReference, referencesInMemo } from './payment-qr.js';

describe('the payment reference a memo carries back', () => {
  it('is LL and the sale order id', () => {
    expect(paymentReference(1234)).toBe('LL1234');
  });

  it('is found however the bank wrapped the memo', () => {
    expect(referencesInMemo('LL1234')).toEqual([1234]);
    expect(referencesInMemo('MBVCB.3278.LL1234.CT tu 0123 NGUYEN VAN A')).toEqual([1234]);
    expect(referencesInMemo('ct den ll77 chuyen tien')).toEqual([77]);
    expect(referencesInMemo('LL12 va LL13 va LL12')).toEqual([12, 13]);
  });

  it('names no order for other text, zero, or ids beyond int4', () => {
    expect(referencesInMemo('CHUYEN TIEN MUA HANG')).toEqual([]);
    expect(referencesInMemo('LL0')).toEqual([]);
    expect(referencesInMemo('LL9999999999')).toEqual([]);
    expect(referencesInMemo('LL')).toEqual([]);
  });
});
