import { ROLE } from '@leadline/contracts';
import { describe, expect, it } from 'vitest';
import { orderAccessOf } from '../../shared/session/order-access';
import {
  EMPTY_ORDER_MANIPULATION_FORM,
  parseOrderManipulationForm,
  toOrderManipulationBody,
} from './order-manipulation-filters';

const hq = orderAccessOf([ROLE.ADMIN], 0, 'Asia/Ho_Chi_Minh');
const orgAdmin = orderAccessOf([ROLE.ORG_ADMIN], 4, 'Asia/Ho_Chi_Minh');
const paging = { page: 0, size: 10 };

describe('the order manipulation filter form', () => {
  it('reads a stored form field by field, and the empty form from anything else', () => {
    expect(parseOrderManipulationForm({ action: 'hold', entityType: 'order', actorId: [3] })).toEqual({
      ...EMPTY_ORDER_MANIPULATION_FORM,
      action: 'hold',
      actorId: [3],
    });
    expect(parseOrderManipulationForm({ action: 'deleted' }).action).toBe('');
    expect(parseOrderManipulationForm('x')).toEqual(EMPTY_ORDER_MANIPULATION_FORM);
    expect(EMPTY_ORDER_MANIPULATION_FORM).toMatchObject({ dateFrom: '', dateTo: '', sortDirection: 'desc' });
  });

  it('sends the chosen fields, the id’s digits as typed, the org for HQ only', () => {
    const form = {
      ...EMPTY_ORDER_MANIPULATION_FORM,
      entityType: 'so' as const,
      action: 'validated',
      entityId: ' SO #123 ',
      orgId: 10,
      dateFrom: '2026-11-01',
    };
    expect(toOrderManipulationBody(form, paging, hq)).toEqual({
      ...paging,
      dateFrom: '2026-11-01',
      dateTo: undefined,
      entityType: 'so',
      action: 'validated',
      actorId: undefined,
      entityId: 123,
      sortBy: 'createdAt',
      sortDirection: 'desc',
      orgId: 10,
    });
    expect(toOrderManipulationBody(form, paging, orgAdmin).orgId).toBeUndefined();
    // Nothing an id can be: no id filter, rather than a refused call.
    for (const typed of ['', 'abc', '0', '12345678901'])
      expect(
        toOrderManipulationBody({ ...form, entityId: typed }, paging, hq).entityId,
        typed,
      ).toBeUndefined();
  });
});
