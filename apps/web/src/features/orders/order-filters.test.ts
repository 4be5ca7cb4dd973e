import { ROLE } from '@leadline/contracts';
import { describe, expect, it } from 'vitest';
import { orderAccessOf } from '../../shared/session/order-access';
import {
  EMPTY_ORDER_LIST_FORM,
  EMPTY_ORDER_MANAGEMENT_FORM,
  parseOrderListForm,
  parseOrderManagementForm,
  toOrderListBody,
  toOrderManagementBody,
} from './order-filters';

// Org 0 is headquarters.
const hq = orderAccessOf([ROLE.ADMIN], 0, 'Asia/Ho_Chi_Minh');
const orgAdmin = orderAccessOf([ROLE.ADMIN], 3, 'Asia/Ho_Chi_Minh');
const agent = orderAccessOf([ROLE.AGENT], 3, 'Asia/Ho_Chi_Minh');
const paging = { page: 2, size: 25 };

describe('the order filter forms kept in the browser', () => {
  it('start empty, sorted newest first', () => {
    expect(EMPTY_ORDER_LIST_FORM).toMatchObject({
      search: '',
      leadStatus: [],
      orgId: null,
      dateField: 'createdAt',
      dateFrom: '',
      autoOpen: false,
      sortBy: 'createdAt',
      sortDirection: 'desc',
    });
    expect(parseOrderListForm(null)).toEqual(EMPTY_ORDER_LIST_FORM);
  });

  it('keep what is valid of a stored form and put back the default of each field that is not', () => {
    const stored = {
      search: 'Lan',
      leadStatus: [2, 3],
      campaignId: ['x'],
      dateField: 'yesterday',
      dateFrom: '2026-11-01',
      dateTo: '01/11/2026',
      sortBy: 'customerName',
      sortDirection: 'sideways',
      autoOpen: true,
    };
    expect(parseOrderListForm(stored)).toMatchObject({
      search: 'Lan',
      leadStatus: [2, 3],
      campaignId: [],
      dateField: 'createdAt',
      dateFrom: '2026-11-01',
      dateTo: '',
      sortBy: 'customerName',
      sortDirection: 'desc',
      autoOpen: true,
    });
    expect(parseOrderManagementForm('not a form')).toEqual(EMPTY_ORDER_MANAGEMENT_FORM);
  });

  it('send only the fields that are set, trimmed', () => {
    const form = { ...EMPTY_ORDER_LIST_FORM, search: '  Lan ', leadStatus: [2] };
    expect(toOrderListBody(form, paging, orgAdmin)).toEqual({
      page: 2,
      size: 25,
      search: 'Lan',
      leadStatus: [2],
      campaignId: undefined,
      agentId: undefined,
      dateField: 'createdAt',
      dateFrom: undefined,
      dateTo: undefined,
      sortBy: 'createdAt',
      sortDirection: 'desc',
      orgId: undefined,
    });
  });

  it('send the org for headquarters only, and never an agent filter for an agent', () => {
    const form = { ...EMPTY_ORDER_MANAGEMENT_FORM, orgId: 3, agentId: [8] };
    expect(toOrderManagementBody(form, paging, hq)).toMatchObject({ orgId: 3, agentId: [8] });
    expect(toOrderManagementBody(form, paging, orgAdmin)).toMatchObject({ orgId: undefined, agentId: [8] });
    expect(toOrderManagementBody(form, paging, agent)).toMatchObject({
      orgId: undefined,
      agentId: undefined,
    });
  });
});
