import {
  type DeliveryTiming,
  LEAD_STATUS,
  type LeadData,
  type SaveLeadInput,
  UNCALL_STATUS,
} from '@leadline/contracts';
import type { OrderLine } from './order-lines';

/** The editable fields of the screen (lines are kept apart, see order-lines.ts). */
export interface EditForm {
  customerName: string;
  provinceId: number | null;
  districtId: number | null;
  wardId: number | null;
  zipcode: string | null;
  street: string;
  note: string;
  ageRange: number | null;
  customerJob: number | null;
  /** The chosen lead status value; 0 is the synthetic uncall status. */
  leadStatus: number;
  reasonId: number | null;
  /** A datetime-local value (yyyy-MM-ddTHH:mm, the browser's clock). */
  callbackAt: string;
  paymentMethodId: number | null;
  deliveryTiming: DeliveryTiming;
}

export const CALLBACK_STATUSES: readonly number[] = [
  LEAD_STATUS.CALLBACK_POTENTIAL,
  LEAD_STATUS.CALLBACK_PROSPECT,
  LEAD_STATUS.CALLBACK_CONSULTING,
];

export const isCallback = (status: number) => CALLBACK_STATUSES.includes(status);

/** Which reason list a status needs: reject or trash reasons, callback reasons by code, or none. */
export function reasonSourceOf(
  status: number,
): { kind: 'REJECT' | 'TRASH' } | { callbackCode: number } | null {
  if (status === LEAD_STATUS.REJECTED) return { kind: 'REJECT' };
  if (status === LEAD_STATUS.TRASH) return { kind: 'TRASH' };
  if (isCallback(status)) return { callbackCode: status };
  return null;
}

export function initialForm(lead: LeadData): EditForm {
  return {
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
    paymentMethodId: null,
    deliveryTiming: 'STANDARD',
  };
}

const blankToNull = (value: string) => (value.trim() === '' ? null : value.trim());

/**
 * The PUT body. The status is sent only when it is a real one (the uncall status is not saved);
 * a sale order goes with a change to Approved only (an approved lead already has its order).
 */
export function buildSaveBody(form: EditForm, lead: LeadData, lines: readonly OrderLine[]): SaveLeadInput {
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
  if (isCallback(form.leadStatus) && form.callbackAt) {
    const at = new Date(form.callbackAt);
    if (!Number.isNaN(at.getTime())) body.callbackAt = at.toISOString();
  }
  if (form.leadStatus === LEAD_STATUS.APPROVED && lines.length > 0)
    body.saleOrder = {
      items: lines.map((line) => ({ prodId: line.prodId, quantity: line.quantity })),
      paymentMethodId: form.paymentMethodId ?? 0,
      deliveryTiming: form.deliveryTiming,
    };
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
): string | null {
  if (!called || form.leadStatus === lead.status || form.leadStatus === UNCALL_STATUS.value) return null;
  if (reasonSourceOf(form.leadStatus) && form.reasonId === null) return 'MESSAGES.CHOOSE_REASON';
  if (isCallback(form.leadStatus) && !form.callbackAt) return 'MESSAGES.INPUT_FIELDS';
  if (form.leadStatus === LEAD_STATUS.APPROVED) {
    if (lines.length === 0) return 'ORDER_EDIT.ITEMS_REQUIRED';
    if (form.paymentMethodId === null) return 'MESSAGES.CHOOSE_PAYMENT_METHOD';
  }
  return null;
}
