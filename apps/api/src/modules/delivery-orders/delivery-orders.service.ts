import { type AddressField, amountStillDue, type Language, SO_STATUS } from '@leadline/contracts';
import type { ScopedDb } from '../../db/org-scope.js';
import { jobKind } from '../../shared/jobs/index.js';
import { addressIncomplete } from '../sale-orders/index.js';
import {
  holdDeliveryOrder,
  insertDeliveryOrder,
  liveDeliveryOrderOf,
  missingAddressOfNewDeliveryOrder,
  saleOrderForDelivery,
} from './delivery-orders.repository.js';

export interface DeliveryOrderSendPayload {
  deliveryOrderId: number;
}

/**
 * The job that hands a new delivery order to its logistics partner (modules/logistics registers
 * its handler). Its policy is the automatic resends of docs/logistics.md: 8 attempts, 1 min after
 * the first failure, doubling, capped at an hour; then a person resends from pending shipping.
 */
export const DELIVERY_ORDER_SEND_JOB = jobKind<DeliveryOrderSendPayload>('delivery-order.send', {
  maxAttempts: 8,
  backoff: { baseMs: 60_000, maxMs: 3_600_000 },
});

export interface CreateDeliveryOrderInput {
  saleOrderId: number;
  /** Who asked (the validator); null for the delayed job, which acts for them. */
  actorId: number | null;
  /** The time the delayed create-DO dialog chose, when it was delayed. */
  scheduledFor?: Date | null;
  now?: Date;
  /**
   * The sale order as the caller holds it, locked in this transaction (the approval): it is not
   * read again. Without it (the delayed job) it is read here.
   */
  order?: DeliverableSaleOrder;
  /** The language of a refusal's message. */
  language?: Language;
}

/** What a delivery order is made of: the sale order, its payment's code and its last-mile partner. */
export interface DeliverableSaleOrder {
  id: number;
  orgId: number;
  status: number;
  amount: number;
  paymentCode: string | null;
  /** The delivery service's last-mile partner (GENERAL, DHL, KERRY, SAP); null when none was chosen. */
  partner: string | null;
  /** The sum of its verified bank transfers: a prepaid order's DO collects the rest. */
  verifiedAmount: number | string;
  /** What its address lacks to be delivered: a DO is made only for an empty list. */
  missingAddress: AddressField[];
}

export interface CreatedDeliveryOrder {
  deliveryOrderId: number;
  /** False when the sale order had its live delivery order already (a repeat). */
  created: boolean;
}

/**
 * Creates the delivery order of an approved sale order (DOMAIN.md 'Delivery orders'): status New
 * (synonym list 5 value 1), the org's warehouse, the COD amount (the order's amount when it is paid
 * cash on delivery, else 0), and a history row on the sale order. Safe to repeat: a sale order with
 * a live delivery order keeps it (the unique index of 0011 holds it against a concurrent creation
 * too). The logistics partner's send hooks in after this (docs/logistics.md).
 *
 * Returns null when the sale order does not exist or is no longer approved (a delayed job for an
 * order changed since has nothing to do).
 */
export async function createDeliveryOrder(
  trx: ScopedDb,
  input: CreateDeliveryOrderInput,
): Promise<CreatedDeliveryOrder | null> {
  const now = input.now ?? new Date();
  const order = input.order ?? (await saleOrderForDelivery(trx, input.saleOrderId));
  if (!order || order.status !== SO_STATUS.APPROVED) return null;
  // No parcel to an address a courier cannot find (docs/validation.md 'Ready to ship').
  if (order.missingAddress.length > 0)
    throw addressIncomplete(
      input.language ?? 'en',
      order.missingAddress,
      'VALIDATION.ERROR.ADDRESS_INCOMPLETE',
    );
  // COD collects the amount; a prepaid order what its verified transfers leave (all of it when a
  // manager ships it before payment, nothing once paid).
  const codAmount = amountStillDue(order.paymentCode, Number(order.amount), Number(order.verifiedAmount));
  const partner = order.partner ?? 'GENERAL';
  // The DO, its history row and its send job in one statement: the job makes it sent once this
  // transaction commits, by whichever API process claims the job first.
  const id = await insertDeliveryOrder(
    trx,
    {
      orgId: order.orgId,
      saleOrderId: order.id,
      codAmount,
      partner,
      createdBy: input.actorId,
      scheduledFor: input.scheduledFor ?? null,
      now,
    },
    {
      action: 'delivery_order_created',
      changes: {
        status: { from: null, to: 1 },
        partner,
        codAmount,
        ...(input.scheduledFor ? { scheduledFor: input.scheduledFor.toISOString() } : {}),
      },
    },
    DELIVERY_ORDER_SEND_JOB,
  );
  if (id === null) {
    // The order has its live DO already (a repeat, or another transaction just made it).
    const raced = await liveDeliveryOrderOf(trx, order.id);
    if (!raced) throw new Error(`delivery order of sale order ${order.id} neither created nor found`);
    return { deliveryOrderId: raced.id, created: false };
  }
  return { deliveryOrderId: id, created: true };
}

/** The send error of a DO held back for its address (pending shipping shows it as its reason). */
export const ADDRESS_INCOMPLETE_REASON = 'address_incomplete';

/**
 * Checks, as a DO's send is about to start, that its address can still be delivered (it may have
 * been queued before the rule, or the lead edited since): if not, the DO stays New with the send
 * error `address_incomplete:<fields>` and a history row, which puts it in pending shipping, and
 * the reason is answered for the sender to stop there. Null when the DO may go (or is not New:
 * the send itself answers that).
 */
export async function holdUndeliverableDeliveryOrder(
  trx: ScopedDb,
  doId: number,
  now = new Date(),
): Promise<string | null> {
  const row = await missingAddressOfNewDeliveryOrder(trx, doId);
  if (!row || row.missingAddress.length === 0) return null;
  const reason = `${ADDRESS_INCOMPLETE_REASON}:${row.missingAddress.join(',')}`;
  await holdDeliveryOrder(trx, {
    doId,
    orgId: row.orgId,
    saleOrderId: row.saleOrderId,
    reason,
    missing: row.missingAddress,
    now,
  });
  return reason;
}
