import type { AppContext } from '../../app-context.js';
import { withOrgScope } from '../../db/org-scope.js';
import {
  enqueueJob,
  type JobHandler,
  type JobRunner,
  retryJob,
  retryJobAt,
} from '../../shared/jobs/index.js';
import {
  DELIVERY_ORDER_SEND_JOB,
  type DeliveryOrderSendPayload,
  holdUndeliverableDeliveryOrder,
} from '../delivery-orders/index.js';
import { interruptedSends } from './interrupted-sends.repository.js';
import { MAX_SEND_ATTEMPTS, sendDeliveryOrder, sendLeaseMs } from './logistics.service.js';

/** The recurring poll of the partners that push nothing (logistics.routes registers it). */
export const LOGISTICS_POLL_JOB = 'logistics.poll';

/** The recurring sweep of sends interrupted by a crash (logistics.routes registers it). */
export const LOGISTICS_SEND_SWEEP_JOB = 'logistics.send-sweep';

/** How often one process looks for interrupted sends: well under a send lease (at least 64 s). */
export const SEND_SWEEP_INTERVAL_MS = 60_000;

/**
 * Sends a new delivery order to its partner (queued by createDeliveryOrder in the transaction that
 * created it). A retryable failure (timeout, 5xx) asks the runner for a retry: the send kind's
 * policy (DELIVERY_ORDER_SEND_JOB: 8 attempts, retryDelay's backoff) decides when and how often.
 * A refusal, or the DO's last attempt, leaves the DO in pending shipping with its reason for a
 * person to resend. A DO whose send lease another send holds is looked at again when that lease
 * runs out, the attempt not counted: that send may have died with its process, and then this
 * job's next run asks the partner and records the outcome (docs/logistics.md "After a crash").
 * sendDeliveryOrder is safe to repeat.
 */
function sendHandler(ctx: AppContext): JobHandler<DeliveryOrderSendPayload> {
  return async (job, jobCtx) => {
    const { deliveryOrderId } = job.payload;
    // An address that cannot be delivered keeps the DO in pending shipping with its reason.
    if (await jobCtx.scoped((trx) => holdUndeliverableDeliveryOrder(trx, deliveryOrderId))) return;
    const outcome = await sendDeliveryOrder(ctx, deliveryOrderId, job.orgId ?? undefined);
    if (outcome.ok || !outcome.retryable) return;
    if (outcome.reason === 'in_flight')
      return retryJobAt(
        new Date(Math.max(Date.now(), outcome.leaseEndsAt?.getTime() ?? 0) + 1000),
        'in_flight',
      );
    // The DO's own count of attempts (a swept job starts its count anew) stops the resends too.
    if (outcome.attempts >= MAX_SEND_ATTEMPTS) return;
    return retryJob(outcome.reason);
  };
}

/**
 * Finds the DOs left 'sending' beyond their lease with no send job pending or running (the job
 * that carried them is gone: finished by an older version that took "in flight" for done, or
 * failed) and queues one each, so that no DO depends on one job surviving. The job reconciles
 * (asks the partner first); one whose attempts are used up only asks, and otherwise leaves the DO
 * in pending shipping with `send_interrupted`. Answers how many it requeued.
 */
export async function sweepInterruptedSends(ctx: AppContext): Promise<number> {
  const staleBefore = new Date(Date.now() - sendLeaseMs(ctx.config.logistics.partnerTimeoutMs));
  const found = await interruptedSends(ctx.systemDb, DELIVERY_ORDER_SEND_JOB.name, staleBefore, 500);
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
