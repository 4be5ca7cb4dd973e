import { VALIDATION_STATUS } from '@leadline/contracts';
import { AppError } from '../../http/app-error.js';
import { writeHistory } from '../../shared/history/history.repository.js';
import type { JobHandler, JobRunner } from '../../shared/jobs/index.js';
import { createDeliveryOrder } from './delivery-orders.service.js';

/** The job of the delayed create-DO dialog (docs/validation.md). */
export const DELIVERY_ORDER_CREATE_JOB = 'delivery-order.create';

export interface DeliveryOrderCreatePayload {
  saleOrderId: number;
  actorId: number | null;
  scheduledFor: string;
}

/**
 * Creates the delivery order when its time comes, scoped to the order's org. Safe to run twice
 * (createDeliveryOrder keeps a live delivery order); an order cancelled or gone meanwhile has
 * nothing to do. The sale order's validation status leaves 'Delayed delivery' for 'Approved'.
 */
const createDelayedDeliveryOrder: JobHandler = async (job, ctx) => {
  const payload = job.payload as unknown as DeliveryOrderCreatePayload;
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
      const order = await trx
        .selectFrom('saleOrders')
        .select('orgId')
        .where('id', '=', payload.saleOrderId)
        .executeTakeFirstOrThrow();
      await writeHistory(trx, [
        {
          orgId: order.orgId,
          entityType: 'so',
          entityId: payload.saleOrderId,
          actorId: payload.actorId,
          action: 'delivery_order_refused',
          changes: { missingAddress: missing },
        },
      ]);
      return;
    }
    if (!created?.created) return;
    const changed = await trx
      .updateTable('saleOrders')
      .set({ validationStatus: VALIDATION_STATUS.APPROVED, updatedAt: new Date() })
      .where('id', '=', payload.saleOrderId)
      .where('validationStatus', '=', VALIDATION_STATUS.DELAYED_DELIVERY)
      .returning('orgId')
      .executeTakeFirst();
    if (changed)
      await writeHistory(trx, [
        {
          orgId: changed.orgId,
          entityType: 'so',
          entityId: payload.saleOrderId,
          actorId: payload.actorId,
          action: 'validation_status_changed',
          changes: {
            validationStatus: { from: VALIDATION_STATUS.DELAYED_DELIVERY, to: VALIDATION_STATUS.APPROVED },
          },
        },
      ]);
  });
};

export function registerDeliveryOrderJobs(jobs: JobRunner): void {
  jobs.register(DELIVERY_ORDER_CREATE_JOB, createDelayedDeliveryOrder);
}
