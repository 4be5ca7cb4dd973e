import { SO_STATUS } from '@leadline/contracts';
import type { ScopedDb } from '../../db/org-scope.js';
import {
  insertDeliveryOrder,
  liveDeliveryOrderOf,
  saleOrderForDelivery,
} from './delivery-orders.repository.js';

/** The job that hands a new delivery order to its logistics partner (modules/logistics registers it). */
export const DELIVERY_ORDER_SEND_JOB = 'delivery-order.send';

export interface DeliveryOrderSendPayload {
  deliveryOrderId: number;
}

/** The payment method whose parcel collects the order's amount on delivery. */
const COD_CODE = 'COD';

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
}

export interface CreatedDeliveryOrder {
  deliveryOrderId: number;
  /** False when the sale order had its live delivery order already (a repeat). */
  created: boolean;
}

/**
 * Creates the delivery order of an approved sale order (DOMAIN.md 'Delivery orders'): status New
 * (synonym list 5 value 1), the org's warehouse, the COD amount (the order's amount when it is
 * paid cash on delivery, else 0), and a history row on the sale order. Safe to repeat: a sale order
 * with a live delivery order keeps it (the unique index of 0011 holds it against a concurrent
 * creation too). The logistics partner's send hooks in after this (issue 8 item 2).
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
  const codAmount = order.paymentCode === COD_CODE ? Number(order.amount) : 0;
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
