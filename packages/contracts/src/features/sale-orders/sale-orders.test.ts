import { describe, expect, it } from 'vitest';
import { BANK_TRANSFER_CODE } from './sale-orders.js';

describe('BANK_TRANSFER_CODE', () => {
  it('is the code of the bank-transfer payment method (docs/orders.md)', () => {
    expect(BANK_TRANSFER_CODE).toBe('BANK_TRANSFER');
  });
});
