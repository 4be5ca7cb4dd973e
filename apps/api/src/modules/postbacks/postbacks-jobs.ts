import type { AppContext } from '../../app-context.js';
import type { JobHandler, JobRunner } from '../../shared/jobs/index.js';
import { POSTBACK_SEND_JOB, type PostbackSendPayload } from './postbacks.repository.js';
import { sendPostback } from './postbacks.service.js';

/**
 * Sends a queued postback (queuePostback queues the first try in the outcome's transaction;
 * sendPostback queues each retry of the round itself, with backoff). A job of an older round,
 * or of a postback already delivered, does nothing.
 */
function sendHandler(ctx: AppContext): JobHandler<PostbackSendPayload> {
  return async (job) => {
    const { postbackId, round } = job.payload;
    if (job.orgId === null) return;
    await sendPostback(ctx, { postbackId, orgId: job.orgId, round, triggeredBy: null });
  };
}

export function registerPostbackJobs(jobs: JobRunner, ctx: AppContext): void {
  jobs.register(POSTBACK_SEND_JOB, sendHandler(ctx));
}
