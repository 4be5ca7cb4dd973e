import { LEAD_STATUS, type LeadData, UNCALL_STATUS } from '@leadline/contracts';
import { describe, expect, it } from 'vitest';
import {
  buildSaveBody,
  clientCheck,
  type EditForm,
  initialForm,
  initialPayment,
  missingAddressOf,
  orderCheck,
  orderDiscount,
  reasonSourceOf,
} from './edit-form';
import type { OrderLine } from './order-lines';

const lead: LeadData = {
  leadId: 11,
  typeLead: 'lead',
  orgId: 1,
  customerName: 'Nguyễn Văn A',
  phone: '0901234567',
  phoneE164: '+84901234567',
  provinceId: 1,
  districtId: null,
  wardId: 3,
  neighborhood: null,
  zipcode: null,
  street: '12 Lê Lợi',
  campaign: null,
  offerProductId: null,
  prodName: null,
  status: LEAD_STATUS.NEW,
  leadStatusNew: LEAD_STATUS.NEW,
  reasonId: null,
  agent: null,
  assignedAt: null,
  callAttempts: 1,
  lastCallAt: null,
  nextCallbackAt: null,
  nextAttemptAt: null,
  ageRange: null,
  customerJob: null,
  note: null,
  duplicateOfId: null,
  source: { network: null, publisher: null, clickId: null },
  version: 5,
  called: true,
};

const line: OrderLine = {
  prodId: 7,
  prodName: 'Slim tea',
  productType: 1,
  productTypeName: 'Product',
  price: 300_000,
  quantity: 2,
  stockAvailable: 10,
  isOutOfStock: false,
  dscrForAgent: null,
  productInCombo: [],
  priceTiers: [300_000],
  promotion: null,
};

const form = (over: Partial<EditForm> = {}): EditForm => ({ ...initialForm(lead), ...over });
const DAY = 86_400_000;

describe('the edit form', () => {
  it('starts from the lead, with no payment chosen and no appointment', () => {
    expect(form()).toMatchObject({
      customerName: 'Nguyễn Văn A',
      street: '12 Lê Lợi',
      note: '',
      leadStatus: LEAD_STATUS.NEW,
      paymentMethodId: null,
      discountKind: 'none',
      callbackAt: '',
    });
  });

  it('asks for a reason list by status: reject, trash, callback reasons by code, or none', () => {
    expect(reasonSourceOf(LEAD_STATUS.REJECTED)).toEqual({ kind: 'REJECT' });
    expect(reasonSourceOf(LEAD_STATUS.TRASH)).toEqual({ kind: 'TRASH' });
    expect(reasonSourceOf(LEAD_STATUS.CALLBACK_POTENTIAL)).toEqual({ callbackCode: 33 });
    expect(reasonSourceOf(LEAD_STATUS.APPROVED)).toBeNull();
  });

  it('turns the typed discount into minor units, refusing what the server refuses', () => {
    const payment = { ...initialPayment, paymentMethodId: 1 };
    expect(orderDiscount({ ...payment, discountKind: 'percent', discountValue: '10' }, 600_000, 0)).toEqual({
      ok: true,
      discount: 60_000,
      rule: { discountPercent: 10 },
    });
    expect(orderDiscount({ ...payment, discountKind: 'amount', discountValue: '12,5' }, 5_000, 2)).toEqual({
      ok: true,
      discount: 1_250,
      rule: { discountAmount: 1_250 },
    });
    expect(orderDiscount({ ...payment, discountKind: 'amount', discountValue: 'abc' }, 5_000, 0)).toEqual({
      ok: false,
      error: 'PRODUCTS.DISCOUNT_INVALID',
    });
    expect(orderDiscount({ ...payment, discountKind: 'percent', discountValue: '120' }, 5_000, 0)).toEqual({
      ok: false,
      error: 'MESSAGES.DISCOUNT_OVER_100',
    });
    expect(orderDiscount({ ...payment, discountKind: 'amount', discountValue: '' }, 5_000, 0).ok).toBe(true);
  });

  it('checks the order part in the server’s order: lines, payment method, discount', () => {
    expect(orderCheck(initialPayment, [], 0)).toBe('ORDER_EDIT.ITEMS_REQUIRED');
    expect(orderCheck(initialPayment, [line], 0)).toBe('MESSAGES.CHOOSE_PAYMENT_METHOD');
    const over = {
      ...initialPayment,
      paymentMethodId: 1,
      discountKind: 'amount' as const,
      discountValue: '700000',
    };
    expect(orderCheck(over, [line], 0)).toBe('MESSAGES.DISCOUNT_OVER_PRICE');
    expect(orderCheck({ ...initialPayment, paymentMethodId: 1 }, [line], 0)).toBeNull();
  });

  it('lists what the address lacks to ship: province, ward, street', () => {
    expect(missingAddressOf({ provinceId: null, wardId: null, street: '  ' })).toEqual([
      'province',
      'ward',
      'street',
    ]);
    expect(missingAddressOf({ provinceId: 1, wardId: 3, street: '12 Lê Lợi' })).toEqual([]);
  });

  it('saves the customer fields without a status while the lead is uncalled', () => {
    const body = buildSaveBody(form({ leadStatus: UNCALL_STATUS.value, note: '  ' }), lead, [], 0, false);
    expect(body).toMatchObject({ version: 5, customerName: 'Nguyễn Văn A', note: null });
    expect(body).not.toHaveProperty('leadStatus');
  });

  it('sends the reason and the appointment with a new status only', () => {
    const at = new Date(Date.now() + 3 * DAY).toISOString();
    const body = buildSaveBody(
      form({ leadStatus: LEAD_STATUS.CALLBACK_POTENTIAL, reasonId: 4, callbackAt: at }),
      lead,
      [],
      0,
      false,
    );
    expect(body).toMatchObject({ leadStatus: 33, reasonId: 4, callbackAt: at });
    const same = buildSaveBody(form({ reasonId: 4 }), lead, [], 0, false);
    expect(same.leadStatus).toBe(LEAD_STATUS.NEW);
    expect(same).not.toHaveProperty('reasonId');
  });

  it('sends the sale order with a change to Approved, the transfer fields for a transfer only', () => {
    const approved = form({
      leadStatus: LEAD_STATUS.APPROVED,
      paymentMethodId: 2,
      bankId: 9,
      transactionId: ' FT123 ',
    });
    expect(buildSaveBody(approved, lead, [line], 0, true).saleOrder).toEqual({
      items: [{ prodId: 7, quantity: 2, price: 300_000 }],
      paymentMethodId: 2,
      deliveryTiming: 'STANDARD',
      transactionId: 'FT123',
      bankId: 9,
    });
    expect(buildSaveBody(approved, lead, [line], 0, false).saleOrder).not.toHaveProperty('bankId');
  });

  it('checks before the save only a called lead whose status changes', () => {
    const rejected = form({ leadStatus: LEAD_STATUS.REJECTED });
    expect(clientCheck(rejected, lead, [], true, 0)).toBe('MESSAGES.CHOOSE_REASON');
    expect(clientCheck(rejected, { ...lead, called: false }, [], false, 0)).toBeNull();
    expect(clientCheck(form(), lead, [], true, 0)).toBeNull();
    const callback = form({ leadStatus: LEAD_STATUS.CALLBACK_POTENTIAL, reasonId: 1 });
    expect(clientCheck(callback, lead, [], true, 0)).toBe('ORDER_EDIT.CALLBACK_AT_MISSING');
    const soon = new Date(Date.now() + DAY).toISOString();
    expect(clientCheck({ ...callback, callbackAt: soon }, lead, [], true, 0)).toBe(
      'MESSAGES.APPOINTMENT_TOO_SOON',
    );
    const approved = form({ leadStatus: LEAD_STATUS.APPROVED });
    expect(clientCheck(approved, lead, [], true, 0)).toBe('ORDER_EDIT.ITEMS_REQUIRED');
  });
});
