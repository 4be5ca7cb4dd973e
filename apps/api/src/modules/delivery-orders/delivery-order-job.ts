import { VALIDATION_STATUS } from '@leadline/contracts';
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
    const created = await createDeliveryOrder(trx, {
      saleOrderId: payload.saleOrderId,
      actorId: payload.actorId,
      scheduledFor: new Date(payload.scheduledFor),
    });
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
