import { z } from 'zod';

/**
 * What an order needs before it may ship (docs/validation.md 'Ready to ship'): a deliverable
 * address and, when the customer pays before delivery, a verified transfer. The server refuses
 * the approval, the delivery order and its send without them; the screens show why.
 */

/** The payment method whose parcel collects the order's amount on delivery. */
export const COD_PAYMENT_CODE = 'COD';
/** The payment method whose customer pays by scanning the order's payment QR. */
export const QR_PAYMENT_CODE = 'QR';

/** Every method but cash on delivery is paid before the parcel leaves (bank transfer, QR). */
export const isPrepaidMethod = (paymentCode: string | null | undefined): boolean =>
  paymentCode !== COD_PAYMENT_CODE;

/**
 * An order's payment state: `cod` (paid to the courier), `paid` (prepaid, its verified
 * transfers cover the amount), `awaiting_transfer` (prepaid, not yet covered).
 */
export const PAYMENT_STATES = ['cod', 'paid', 'awaiting_transfer'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];
export const paymentStateSchema = z.enum(PAYMENT_STATES);

export function paymentStateOf(
  paymentCode: string | null | undefined,
  amount: number,
  verifiedAmount: number,
): PaymentState {
  if (!isPrepaidMethod(paymentCode)) return 'cod';
  return verifiedAmount >= amount ? 'paid' : 'awaiting_transfer';
}

/**
 * What the courier collects on delivery: the whole amount of a COD order, and what verified
 * transfers have not covered of a prepaid one (its amount when shipped before payment).
 */
export function amountStillDue(
  paymentCode: string | null | undefined,
  amount: number,
  verifiedAmount: number,
): number {
  if (!isPrepaidMethod(paymentCode)) return amount;
  return Math.max(0, amount - verifiedAmount);
}

/** The parts of a deliverable address, in the order the screens show them. */
export const ADDRESS_FIELDS = ['province', 'ward', 'street'] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];
export const addressFieldSchema = z.enum(ADDRESS_FIELDS);

/** The field's label (the edit screen's own), to name a missing field in a message. */
export const ADDRESS_FIELD_LABEL_KEYS: Record<AddressField, string> = {
  province: 'LOCATIONS.PROVINCE',
  ward: 'LOCATIONS.WARD',
  street: 'ORDER_EDIT.FIELD.STREET',
};

/** Why an order cannot be approved yet (the validation list's and detail's warnings). */
export const APPROVAL_BLOCKS = ['address', 'awaiting_transfer', 'out_of_stock'] as const;
export type ApprovalBlock = (typeof APPROVAL_BLOCKS)[number];
