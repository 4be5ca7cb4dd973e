import { AppError } from '../../http/app-error.js';
import { type JobHandler, type JobRunner, jobKind } from '../../shared/jobs/index.js';
import { approveDelayedDelivery, recordDelayedDeliveryRefused } from './delayed-delivery-order.repository.js';
import { createDeliveryOrder } from './delivery-orders.service.js';

export interface DeliveryOrderCreatePayload {
  saleOrderId: number;
  actorId: number | null;
  scheduledFor: string;
}

/** The job of the delayed create-DO dialog (docs/validation.md). */
export const DELIVERY_ORDER_CREATE_JOB = jobKind<DeliveryOrderCreatePayload>('delivery-order.create');

/**
 * Creates the delivery order when its time comes, scoped to the order's org. Safe to run twice
 * (createDeliveryOrder keeps a live delivery order); an order cancelled or gone meanwhile has
 * nothing to do. The sale order's validation status leaves 'Delayed delivery' for 'Approved'.
 */
const createDelayedDeliveryOrder: JobHandler<DeliveryOrderCreatePayload> = async ({ payload }, ctx) => {
  await ctx.scoped(async (trx) => {
    let created: Awaited<ReturnType<typeof createDeliveryOrder>>;
    try {
      created = await createDeliveryOrder(trx, {
        saleOrderId: payload.saleOrderId,
        actorId: payload.actorId,
        scheduledFor: new Date(payload.scheduledFor),
      });
    } catch (error) {
      // The address was emptied since the approval: no DO, and the order's history says why (the
      // validation list shows the order's missing fields). Retrying would refuse again.
      const missing =
        error instanceof AppError ? (error.data as { missingAddress?: string[] })?.missingAddress : null;
      if (!missing) throw error;
      await recordDelayedDeliveryRefused(trx, payload.saleOrderId, payload.actorId, missing);
      return;
    }
    if (created?.created) await approveDelayedDelivery(trx, payload.saleOrderId, payload.actorId);
  });
};

export function registerDeliveryOrderJobs(jobs: JobRunner): void {
  jobs.register(DELIVERY_ORDER_CREATE_JOB, createDelayedDeliveryOrder);
}
