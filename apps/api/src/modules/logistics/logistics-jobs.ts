import type { AppContext } from '../../app-context.js';
import { enqueueJob, type JobHandler, type JobRunner } from '../../shared/jobs/index.js';
import {
  DELIVERY_ORDER_SEND_JOB,
  type DeliveryOrderSendPayload,
  holdUndeliverableDeliveryOrder,
} from '../delivery-orders/index.js';
import { retryDelay, sendDeliveryOrder } from './logistics.service.js';

/** The recurring poll of the partners that push nothing (logistics.routes registers it). */
export const LOGISTICS_POLL_JOB = 'logistics.poll';

/**
 * Sends a new delivery order to its partner (queued by createDeliveryOrder in the transaction that
 * created it). A retryable failure (timeout, 5xx) queues the next try after retryDelay; a refusal,
 * or the last attempt, leaves the DO in pending shipping with its reason for a person to resend.
 * sendDeliveryOrder is safe to repeat: a DO already sent is not sent again.
 */
function sendHandler(ctx: AppContext): JobHandler {
  return async (job, jobCtx) => {
    const { deliveryOrderId } = job.payload as unknown as DeliveryOrderSendPayload;
    // An address that cannot be delivered keeps the DO in pending shipping with its reason.
    if (await jobCtx.scoped((trx) => holdUndeliverableDeliveryOrder(trx, deliveryOrderId))) return;
    const outcome = await sendDeliveryOrder(ctx, deliveryOrderId, job.orgId ?? undefined);
    if (outcome.ok || !outcome.retryable) return;
    const delay = retryDelay(outcome.attempts);
    if (delay === null) return;
    await jobCtx.scoped((trx) =>
      enqueueJob(trx, {
        kind: DELIVERY_ORDER_SEND_JOB,
        payload: { deliveryOrderId },
        orgId: job.orgId,
        runAt: new Date(Date.now() + delay),
      }),
    );
  };
}

/** The runner of this process (ctx.jobs), or another one on the same database (tests). */
export function registerLogisticsJobs(jobs: JobRunner, ctx: AppContext): void {
  jobs.register(DELIVERY_ORDER_SEND_JOB, sendHandler(ctx));
}
