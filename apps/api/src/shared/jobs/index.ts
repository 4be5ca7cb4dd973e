/** Work kept in PostgreSQL (docs/jobs.md): queue a job in a transaction, run it by kind. */
export { enqueueJob, type JobRequest } from './enqueue.js';
export { type JobKind, type JobRetry, jobKind, retryJob, retryJobAt } from './job-kind.js';
export {
  type Job,
  type JobContext,
  type JobHandler,
  JobRunner,
  type JobRunnerOptions,
  retryDelayMs,
} from './job-runner.js';
