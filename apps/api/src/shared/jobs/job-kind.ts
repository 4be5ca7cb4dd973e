/**
 * A job kind, declared once by the module that owns it: its name, its payload's type and its retry
 * policy. `enqueueJob` and the handler registered for it share the payload type, and the runner
 * applies the policy (docs/jobs.md "Retries").
 */
export interface JobKind<P extends object> {
  readonly name: string;
  /** Runs before the job is left failed (the runner's default: 5). */
  readonly maxAttempts: number;
  /** Delay before the n-th retry: base × 2^(n−1), capped (the runner's defaults when absent). */
  readonly backoff?: { baseMs: number; maxMs: number };
  /** Never set: carries the payload's type to enqueueJob and the handler. */
  readonly payload?: P;
}

export const DEFAULT_MAX_ATTEMPTS = 5;

export function jobKind<P extends object>(
  name: string,
  policy: { maxAttempts?: number; backoff?: { baseMs: number; maxMs: number } } = {},
): JobKind<P> {
  return { name, maxAttempts: policy.maxAttempts ?? DEFAULT_MAX_ATTEMPTS, backoff: policy.backoff };
}

/**
 * What a handler answers besides success (returning nothing): try again. Without `at` the runner
 * waits its backoff and counts the attempt (the kind's maxAttempts, then failed); with `at` the work
 * was not attempted (another holder's lease, docs/logistics.md "After a crash"): the job runs again
 * then and the attempt is not counted.
 */
export interface JobRetry {
  retry: true;
  reason: string;
  at?: Date;
}

export const retryJob = (reason: string): JobRetry => ({ retry: true, reason });
export const retryJobAt = (at: Date, reason: string): JobRetry => ({ retry: true, reason, at });
