import { ROLE } from '@leadline/contracts';
import { describe, expect, it } from 'vitest';
import { orderAccessOf } from '../../shared/session/order-access';
import {
  EMPTY_VALIDATION_FORM,
  parseValidationForm,
  toValidationBody,
  toValidationFilter,
} from './validation-filters';

const hq = orderAccessOf([ROLE.ADMIN], 0, 'Asia/Ho_Chi_Minh');

describe('the validation filter form', () => {
  it('keeps the list’s fixed order whatever was stored', () => {
    expect(parseValidationForm({ sortBy: 'amount', sortDirection: 'asc', status: [3] })).toEqual({
      ...EMPTY_VALIDATION_FORM,
      status: [3],
    });
  });

  it('sends the same filter to the list and the export, the page to the list only', () => {
    const form = { ...EMPTY_VALIDATION_FORM, validationStatus: [1, 2], paymentMethodId: [7], orgId: 2 };
    const filter = toValidationFilter(form, hq);
    expect(filter).toMatchObject({
      validationStatus: [1, 2],
      paymentMethodId: [7],
      orgId: 2,
      status: undefined,
    });
    expect(toValidationBody(form, { page: 1, size: 25 }, hq)).toEqual({ ...filter, page: 1, size: 25 });
  });

  it('sends sort=risk only when riskiest first is chosen, and reads a stored unknown order as newest', () => {
    expect(toValidationFilter({ ...EMPTY_VALIDATION_FORM, sort: 'risk' }, hq)).toMatchObject({
      sort: 'risk',
    });
    expect(toValidationFilter(EMPTY_VALIDATION_FORM, hq)).not.toHaveProperty('sort');
    expect(parseValidationForm({ sort: 'amount' }).sort).toBe('newest');
  });
});
