import { ROLE } from '@leadline/contracts';
import { describe, expect, it } from 'vitest';
import { orderAccessOf } from '../../shared/session/order-access';
import { EMPTY_TRASH_FORM, parseTrashForm, toTrashBody } from './trash-filters';

const hq = orderAccessOf([ROLE.ADMIN], 0, 'Asia/Ho_Chi_Minh');
const orgAdmin = orderAccessOf([ROLE.ADMIN], 3, 'Asia/Ho_Chi_Minh');

describe('the trash filter form', () => {
  it('reads a stored form field by field, and the empty form from anything else', () => {
    expect(parseTrashForm({ reasonId: [4], typeLead: 'so', trashedBy: 'me', sortBy: 'trashedAt' })).toEqual({
      ...EMPTY_TRASH_FORM,
      reasonId: [4],
      typeLead: 'so',
    });
    expect(parseTrashForm([1, 2])).toEqual(EMPTY_TRASH_FORM);
    expect(EMPTY_TRASH_FORM).toMatchObject({ typeLead: '', sortBy: 'trashedAt', sortDirection: 'desc' });
  });

  it('sends the set fields, the type only when chosen, the org for HQ only', () => {
    const form = { ...EMPTY_TRASH_FORM, search: ' 0901 ', campaignId: [2], orgId: 5, dateFrom: '2026-11-01' };
    expect(toTrashBody(form, { page: 0, size: 10 }, hq)).toEqual({
      page: 0,
      size: 10,
      search: '0901',
      campaignId: [2],
      reasonId: undefined,
      trashedBy: undefined,
      typeLead: undefined,
      dateFrom: '2026-11-01',
      dateTo: undefined,
      sortBy: 'trashedAt',
      sortDirection: 'desc',
      orgId: 5,
    });
    expect(toTrashBody(form, { page: 0, size: 10 }, orgAdmin).orgId).toBeUndefined();
  });
});
