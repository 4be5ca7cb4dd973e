import type { AppContext } from '../../app-context.js';
import { withOrgScope } from '../../db/org-scope.js';
import { enqueueJob, type JobHandler, type JobRunner } from '../../shared/jobs/index.js';
import {
  DELIVERY_ORDER_SEND_JOB,
  type DeliveryOrderSendPayload,
  holdUndeliverableDeliveryOrder,
} from '../delivery-orders/index.js';
import { interruptedSends } from './interrupted-sends.repository.js';
import { retryDelay, sendDeliveryOrder, sendLeaseMs } from './logistics.service.js';

/** The recurring poll of the partners that push nothing (logistics.routes registers it). */
export const LOGISTICS_POLL_JOB = 'logistics.poll';

/** The recurring sweep of sends interrupted by a crash (logistics.routes registers it). */
export const LOGISTICS_SEND_SWEEP_JOB = 'logistics.send-sweep';

/** How often one process looks for interrupted sends: well under a send lease (at least 64 s). */
export const SEND_SWEEP_INTERVAL_MS = 60_000;

/**
 * Sends a new delivery order to its partner (queued by createDeliveryOrder in the transaction that
 * created it). A retryable failure (timeout, 5xx) queues the next try after retryDelay; a refusal,
 * or the last attempt, leaves the DO in pending shipping with its reason for a person to resend.
 * A DO whose send lease another send holds is looked at again when that lease runs out: that
 * send may have died with its process, and then this job's next run asks the partner and records
 * the outcome (docs/logistics.md "After a crash"). sendDeliveryOrder is safe to repeat.
 */
function sendHandler(ctx: AppContext): JobHandler {
  return async (job, jobCtx) => {
    const { deliveryOrderId } = job.payload as unknown as DeliveryOrderSendPayload;
    // An address that cannot be delivered keeps the DO in pending shipping with its reason.
    if (await jobCtx.scoped((trx) => holdUndeliverableDeliveryOrder(trx, deliveryOrderId))) return;
    const outcome = await sendDeliveryOrder(ctx, deliveryOrderId, job.orgId ?? undefined);
    if (outcome.ok || !outcome.retryable) return;
    const runAt =
      outcome.reason === 'in_flight'
        ? new Date(Math.max(Date.now(), outcome.leaseEndsAt?.getTime() ?? 0) + 1000)
        : delayed(retryDelay(outcome.attempts));
    if (runAt === null) return;
    await jobCtx.scoped((trx) =>
      enqueueJob(trx, {
        kind: DELIVERY_ORDER_SEND_JOB,
        payload: { deliveryOrderId },
        orgId: job.orgId,
        runAt,
      }),
    );
  };
}

const delayed = (delay: number | null) => (delay === null ? null : new Date(Date.now() + delay));

/**
 * Finds the DOs left 'sending' beyond their lease with no send job pending or running (the job
 * that carried them is gone: finished by an older version that took "in flight" for done, or
 * failed) and queues one each, so that no DO depends on one job surviving. The job reconciles
 * (asks the partner first); one whose attempts are used up only asks, and otherwise leaves the DO
 * in pending shipping with `send_interrupted`. Answers how many it requeued.
 */
export async function sweepInterruptedSends(ctx: AppContext): Promise<number> {
  const staleBefore = new Date(Date.now() - sendLeaseMs(ctx.config.logistics.partnerTimeoutMs));
  const found = await interruptedSends(ctx.systemDb, DELIVERY_ORDER_SEND_JOB, staleBefore, 500);
  for (const order of found)
    await withOrgScope(ctx.systemDb, { orgId: order.orgId }, (trx) =>
      enqueueJob(trx, {
        kind: DELIVERY_ORDER_SEND_JOB,
        payload: { deliveryOrderId: order.id },
        orgId: order.orgId,
      }),
    );
  return found.length;
}

/** The runner of this process (ctx.jobs), or another one on the same database (tests). */
export function registerLogisticsJobs(jobs: JobRunner, ctx: AppContext): void {
  jobs.register(DELIVERY_ORDER_SEND_JOB, sendHandler(ctx));
}

/** The sweep of interrupted sends, every SEND_SWEEP_INTERVAL_MS by one of the processes. */
export function registerSendSweep(jobs: JobRunner, ctx: AppContext): void {
  jobs.every(LOGISTICS_SEND_SWEEP_JOB, SEND_SWEEP_INTERVAL_MS, () => sweepInterruptedSends(ctx));
}
