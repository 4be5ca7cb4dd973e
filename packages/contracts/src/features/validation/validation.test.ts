import { describe, expect, it } from 'vitest';
import { mayCallEndpoint } from '../../access/endpoint-access.js';
import { ENDPOINTS } from '../../endpoints.js';
import {
  validateOrderSchema,
  validationExportFilterSchema,
  validationListFilterSchema,
} from './validation.js';

describe('validation contracts', () => {
  it('reads the list filter from a query string or a body', () => {
    expect(
      validationListFilterSchema.parse({ status: '1', agentId: ['3', '4'], offset: '0', limit: '10' }),
    ).toEqual({
      status: [1],
      agentId: [3, 4],
      offset: 0,
      limit: 10,
    });
    expect(
      validationListFilterSchema.safeParse({ dateFrom: '2026-02-02', dateTo: '2026-02-01' }).success,
    ).toBe(false);
  });

  it('drops the paging of an export', () => {
    expect(validationExportFilterSchema.parse({ status: [1], offset: 20, limit: 10 })).toEqual({
      status: [1],
    });
  });

  it('takes approve or cancel with the row version, and a delayed time with its offset', () => {
    expect(
      validateOrderSchema.safeParse({
        soId: 1,
        action: 'approve',
        version: 1,
        createDoAt: '2026-12-01T09:00:00+07:00',
      }).success,
    ).toBe(true);
    expect(validateOrderSchema.safeParse({ soId: 1, action: 'hold', version: 1 }).success).toBe(false);
    expect(validateOrderSchema.safeParse({ soId: 1, action: 'cancel' }).success).toBe(false);
    expect(validateOrderSchema.safeParse({ soId: 0, action: 'cancel', version: 1 }).success).toBe(false);
  });

  it('lets the validation list of SPEC.md 6 validate, and no agent', () => {
    for (const role of [11, 14, 15, 16, 17, 18, 19, 20, 21, 24])
      expect(mayCallEndpoint(ENDPOINTS.validateOrder, [role])).toBe(true);
    for (const role of [12, 22, 23, 27, 28])
      expect(mayCallEndpoint(ENDPOINTS.validateOrder, [role])).toBe(false);
  });
});
