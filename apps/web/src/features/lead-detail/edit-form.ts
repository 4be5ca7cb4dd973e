import {
  type AddressField,
  type DeliveryTiming,
  discountOf,
  isAppointmentFarEnough,
  isCallbackStatus,
  LEAD_STATUS,
  type LeadData,
  type OrderDetail,
  type SaleOrderInput,
  type SaveLeadInput,
  UNCALL_STATUS,
} from '@leadline/contracts';
import { linesTotal, type OrderLine } from './order-lines';

export type DiscountKind = 'none' | 'percent' | 'amount';

/** Payment, delivery and the order discount: shared by the edit screen and order creation. */
export interface PaymentForm {
  paymentMethodId: number | null;
  deliveryTiming: DeliveryTiming;
  bankId: number | null;
  transactionId: string;
  discountKind: DiscountKind;
  /** As typed: a percent, or an amount in major units of the currency. */
  discountValue: string;
}

export const initialPayment: PaymentForm = {
  paymentMethodId: null,
  deliveryTiming: 'STANDARD',
  bankId: null,
  transactionId: '',
  discountKind: 'none',
  discountValue: '',
};

/** The customer's name, address and note: shared by the edit screen and order creation. */
export interface CustomerForm {
  customerName: string;
  provinceId: number | null;
  districtId: number | null;
  wardId: number | null;
  zipcode: string | null;
  street: string;
  note: string;
}

export const emptyCustomer: CustomerForm = {
  customerName: '',
  provinceId: null,
  districtId: null,
  wardId: null,
  zipcode: null,
  street: '',
  note: '',
};

/** The editable fields of the screen (lines are kept apart, see order-lines.ts). */
export interface EditForm extends PaymentForm, CustomerForm {
  ageRange: number | null;
  customerJob: number | null;
  /** The chosen lead status value; 0 is the synthetic uncall status. */
  leadStatus: number;
  reasonId: number | null;
  /** An ISO instant, typed on the org's wall clock (DateTimeInput); '' while incomplete. */
  callbackAt: string;
}

/** Which reason list a status needs: reject or trash reasons, callback reasons by code, or none. */
export function reasonSourceOf(
  status: number,
): { kind: 'REJECT' | 'TRASH' } | { callbackCode: number } | null {
  if (status === LEAD_STATUS.REJECTED) return { kind: 'REJECT' };
  if (status === LEAD_STATUS.TRASH) return { kind: 'TRASH' };
  if (isCallbackStatus(status)) return { callbackCode: status };
  return null;
}

/** A pending order's payment as the form holds it (its discount shown as an amount). */
export function paymentOf(detail: OrderDetail, decimals: number): PaymentForm {
  const so = detail.soData;
  if (!so) return initialPayment;
  return {
    paymentMethodId: so.paymentMethod.id,
    deliveryTiming: so.deliveryTiming,
    bankId: so.bankId,
    transactionId: so.transactionId ?? '',
    discountKind: so.discount > 0 ? 'amount' : 'none',
    discountValue: so.discount > 0 ? String(so.discount / 10 ** decimals) : '',
  };
}

export function initialForm(lead: LeadData, payment: PaymentForm = initialPayment): EditForm {
  return {
    ...payment,
    customerName: lead.customerName,
    provinceId: lead.provinceId,
    districtId: lead.districtId,
    wardId: lead.wardId,
    zipcode: lead.zipcode,
    street: lead.street ?? '',
    note: lead.note ?? '',
    ageRange: lead.ageRange,
    customerJob: lead.customerJob,
    leadStatus: lead.status,
    reasonId: lead.reasonId,
    callbackAt: '',
  };
}

/** The order discount in minor units as the server will apply it, or the SPEC.md 5 message key. */
export function orderDiscount(
  form: PaymentForm,
  subtotal: number,
  decimals: number,
):
  | { ok: true; discount: number; rule: Pick<SaleOrderInput, 'discountPercent' | 'discountAmount'> }
  | { ok: false; error: string } {
  const value = Number(form.discountValue.replace(',', '.'));
  if (form.discountKind === 'none' || form.discountValue.trim() === '')
    return { ok: true, discount: 0, rule: {} };
  if (!Number.isFinite(value) || value < 0) return { ok: false, error: 'PRODUCTS.DISCOUNT_INVALID' };
  const rule =
    form.discountKind === 'percent'
      ? { discountPercent: Math.round(value * 100) / 100 }
      : { discountAmount: Math.round(value * 10 ** decimals) };
  const result = discountOf(subtotal, rule);
  return result.ok ? { ok: true, discount: result.discount, rule } : { ok: false, error: result.error };
}

/** The sale order part of a save, an update SO or an order creation. */
export function saleOrderBody(
  form: PaymentForm,
  lines: readonly OrderLine[],
  decimals: number,
  isTransfer: boolean,
): SaleOrderInput {
  const discount = orderDiscount(form, linesTotal(lines), decimals);
  return {
    items: lines.map((line) => ({
      prodId: line.prodId,
      quantity: line.quantity,
      price: line.price,
      ...((line.promotion?.id ?? line.promotionId)
        ? { promotionId: line.promotion?.id ?? line.promotionId ?? undefined }
        : {}),
    })),
    paymentMethodId: form.paymentMethodId ?? 0,
    deliveryTiming: form.deliveryTiming,
    ...(discount.ok ? discount.rule : {}),
    ...(isTransfer
      ? { transactionId: form.transactionId.trim() || undefined, bankId: form.bankId ?? undefined }
      : {}),
  };
}

/** Client checks of the order part (SPEC.md 5), in the server's order: a locale key or null. */
export function orderCheck(form: PaymentForm, lines: readonly OrderLine[], decimals: number): string | null {
  if (lines.length === 0) return 'ORDER_EDIT.ITEMS_REQUIRED';
  if (form.paymentMethodId === null) return 'MESSAGES.CHOOSE_PAYMENT_METHOD';
  const discount = orderDiscount(form, linesTotal(lines), decimals);
  if (!discount.ok) return discount.error;
  return null;
}

/**
 * What the address lacks for an order to ship (the server's rule, docs/validation.md 'Ready to
 * ship', checks the units belong together too): a province, a ward, a street line.
 */
export function missingAddressOf(
  form: Pick<CustomerForm, 'provinceId' | 'wardId' | 'street'>,
): AddressField[] {
  const missing: AddressField[] = [];
  if (form.provinceId === null) missing.push('province');
  if (form.wardId === null) missing.push('ward');
  if (!form.street.trim()) missing.push('street');
  return missing;
}

/** The keys of SPEC.md 5's payment problems, shown with EDITORDER.PAYMENT_MESSAGE. */
export const PAYMENT_PROBLEMS: readonly string[] = [
  'MESSAGES.CHOOSE_PAYMENT_METHOD',
  'MESSAGES.TRANSACTION_ID_REQUIRED',
  'ORDER_EDIT.BANK_REQUIRED',
];

const blankToNull = (value: string) => (value.trim() === '' ? null : value.trim());

/**
 * The PUT body. The status is sent only when it is a real one (the uncall status is not saved);
 * a sale order goes with a change to Approved only (an approved lead already has its order).
 */
export function buildSaveBody(
  form: EditForm,
  lead: LeadData,
  lines: readonly OrderLine[],
  decimals: number,
  isTransfer: boolean,
): SaveLeadInput {
  const body: SaveLeadInput = {
    version: lead.version,
    customerName: form.customerName.trim() || undefined,
    provinceId: form.provinceId,
    districtId: form.districtId,
    wardId: form.wardId,
    zipcode: form.zipcode,
    street: blankToNull(form.street),
    note: blankToNull(form.note),
    ageRange: form.ageRange,
    customerJob: form.customerJob,
  };
  if (form.leadStatus === UNCALL_STATUS.value) return body;
  body.leadStatus = form.leadStatus;
  if (form.leadStatus === lead.status) return body;
  if (form.reasonId !== null && reasonSourceOf(form.leadStatus)) body.reasonId = form.reasonId;
  if (isCallbackStatus(form.leadStatus) && form.callbackAt) {
    const at = new Date(form.callbackAt);
    if (!Number.isNaN(at.getTime())) body.callbackAt = at.toISOString();
  }
  if (form.leadStatus === LEAD_STATUS.APPROVED && lines.length > 0)
    body.saleOrder = saleOrderBody(form, lines, decimals, isTransfer);
  return body;
}

/**
 * Client checks before the PUT, in the server's order (a locale key or null). Without a call the
 * server answers first with its own message (SPEC.md 5), so nothing is checked here then.
 */
export function clientCheck(
  form: EditForm,
  lead: LeadData,
  lines: readonly OrderLine[],
  called: boolean,
  decimals: number,
): string | null {
  if (!called || form.leadStatus === lead.status || form.leadStatus === UNCALL_STATUS.value) return null;
  if (reasonSourceOf(form.leadStatus) && form.reasonId === null) return 'MESSAGES.CHOOSE_REASON';
  if (isCallbackStatus(form.leadStatus) && !form.callbackAt) return 'ORDER_EDIT.CALLBACK_AT_MISSING';
  if (isCallbackStatus(form.leadStatus) && !isAppointmentFarEnough(new Date(form.callbackAt), new Date()))
    return 'MESSAGES.APPOINTMENT_TOO_SOON';
  if (form.leadStatus === LEAD_STATUS.APPROVED) return orderCheck(form, lines, decimals);
  return null;
}
