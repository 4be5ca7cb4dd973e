import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { type ScopedDb, withOrgScope } from '../../db/org-scope.js';
import type { Database } from '../../db/schema.js';
import type { JobKind, JobRetry } from './job-kind.js';
import { claimRecurringRound, type RecurringJob, recordRecurringOutcome } from './recurring.js';

/** A claimed job as its handler sees it. */
export interface Job<P extends object = Record<string, unknown>> {
  id: string;
  kind: string;
  orgId: number | null;
  payload: P;
  /** 1 on the first run. */
  attempt: number;
  maxAttempts: number;
}

export interface JobContext {
  /** The owner connection (no row-level security): for work of no org. */
  systemDb: Kysely<Database>;
  /** A transaction scoped to the job's org, as a request of that org would have. */
  scoped<T>(work: (trx: ScopedDb) => Promise<T>): Promise<T>;
}

/**
 * Does the job's work. It may run more than once (a process that dies after the work but before
 * the job is marked done leaves it to be claimed again when its lease runs out), so it must be
 * safe to repeat: check what is already done, or rely on a unique index. Throwing, or answering
 * `retryJob(reason)`, retries the job with the kind's backoff until its attempts run out;
 * `retryJobAt(at, reason)` runs it again at `at` without counting the attempt.
 */
export type JobHandler<P extends object = Record<string, unknown>> = (
  job: Job<P>,
  ctx: JobContext,
) => Promise<JobRetry | undefined | void>;

export interface JobRunnerOptions {
  /** How often the runner looks for due jobs; 0 = never by itself (runDueJobs only). */
  pollMs: number;
  /** How long a claim holds before another process may take the job again. */
  leaseMs?: number;
  /** Jobs claimed per poll. */
  batchSize?: number;
  /** Claimed jobs run at once (default 1): a batch's jobs are independent of each other. */
  concurrency?: number;
  /** Delay before the n-th retry: base × 2^(n−1), capped. */
  backoffBaseMs?: number;
  backoffMaxMs?: number;
  onError?: (error: unknown, job: Job | null) => void;
}

/** A claimed row as Kysely answers it (CamelCasePlugin maps the columns). */
interface ClaimedRow {
  id: string;
  kind: string;
  orgId: number | null;
  payload: Record<string, unknown>;
  attempts: number;
  maxAttempts: number;
}

/** The delay before retry number `attempt` (1 after the first failure). */
export function retryDelayMs(attempt: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
}

/**
 * The job runner of one API process (docs/jobs.md). Handlers are registered by kind before start;
 * a poll claims due jobs of those kinds only (UPDATE … WHERE id IN (SELECT … FOR UPDATE SKIP
 * LOCKED)), so several processes on one database each take different jobs and a job runs once.
 */
export class JobRunner {
  private readonly handlers = new Map<string, { kind: JobKind<object>; handler: JobHandler<object> }>();
  private readonly recurring = new Map<string, RecurringJob>();
  private readonly workerId = `${process.pid}-${randomUUID().slice(0, 8)}`;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;
  private stopped = false;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly options: JobRunnerOptions,
  ) {}

  /** One handler per kind; registering a kind twice is a programming error. */
  register<P extends object>(kind: JobKind<P>, handler: JobHandler<P>): void {
    if (this.handlers.has(kind.name)) throw new Error(`job kind ${kind.name} has a handler already`);
    this.handlers.set(kind.name, { kind, handler: handler as JobHandler<object> });
  }

  /**
   * Work of no org every `intervalMs`, done by whichever process polls first once it is due (a
   * round is claimed in the database, so several processes run it once). Checked at each poll, so
   * it runs no more often than JOB_POLL_MS; a failure is logged and kept, and the next round comes
   * at its time.
   */
  every(kind: string, intervalMs: number, run: RecurringJob['run']): void {
    if (this.recurring.has(kind)) throw new Error(`recurring job ${kind} is registered already`);
    this.recurring.set(kind, { kind, intervalMs, run });
  }

  start(): void {
    this.stopped = false;
    if (this.options.pollMs > 0) this.schedule();
  }

  /** Stops polling and waits for the jobs in hand (the app's close). */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running?.catch(() => undefined);
  }

  private schedule(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      void this.runDueJobs()
        .catch((error) => this.options.onError?.(error, null))
        .finally(() => this.schedule());
    }, this.options.pollMs);
    this.timer.unref();
  }

  /**
   * Claims and runs the jobs due at `now` (default: the database's clock), batch after batch until
   * none is left; answers how many ran. Polls call it; tests call it to run due jobs at once.
   */
  async runDueJobs(now?: Date): Promise<number> {
    // One pass at a time per process: a poll waits for a test's call and the other way round.
    while (this.running) await this.running.catch(() => undefined);
    const pass = this.drain(now);
    this.running = pass;
    try {
      return await pass;
    } finally {
      this.running = null;
    }
  }

  private async drain(now: Date | undefined): Promise<number> {
    await this.runRecurringRounds(now);
    let ran = 0;
    // A job retried in this pass waits for the next one, even when `now` is later than its retry.
    // Only those are skipped by name: a done job is no longer due, and the claim that marks it done
    // sees it still leased. (Skipping every job of the pass made each claim of a long pass check
    // thousands of ids per row.)
    const retried: string[] = [];
    // Jobs done since the last claim: marked done by the next claim's statement (one round trip
    // for both; docs/jobs.md), or by a statement of their own when the runner stops.
    const done: string[] = [];
    const renewing = this.keepLeases();
    try {
      for (;;) {
        const finishing = [...done];
        const claimed = await this.claim(now, [...retried, ...finishing], finishing);
        done.splice(0, finishing.length);
        if (claimed.length === 0) return ran;
        const queue = [...claimed];
        const worker = async () => {
          for (let row = queue.shift(); row; row = queue.shift()) {
            if (await this.runOne(row)) done.push(String(row.id));
            else retried.push(String(row.id));
            ran += 1;
          }
        };
        const width = Math.min(queue.length, Math.max(1, this.options.concurrency ?? 1));
        await Promise.all(Array.from({ length: width }, worker));
      }
    } finally {
      // A pass that failed midway still records the jobs it did (else they would run again once
      // their lease ran out).
      clearInterval(renewing);
      await this.markDone(done).catch((error) => this.options.onError?.(error, null));
    }
  }

  private get leaseMs(): number {
    return this.options.leaseMs ?? 60_000;
  }

  /**
   * Keeps the claims of this process alive while its pass runs: every third of the lease, the
   * leases of every job it holds are pushed out by a full lease (one statement). A job's lease is
   * then a statement about the process, not about the work: a live process never loses a slow
   * job (a partner call waiting on its timeouts, a batch's last job waiting for the others) to
   * another process, and a dead one's jobs are free one lease after its last renewal, whatever
   * their work's own leases say (a DO's send lease is checked by the send itself).
   */
  private keepLeases(): NodeJS.Timeout {
    const timer = setInterval(
      () => {
        sql`UPDATE jobs SET locked_until = now() + make_interval(secs => ${this.leaseMs / 1000})
        WHERE locked_by = ${this.workerId} AND state = 'running'`
          .execute(this.db)
          .catch((error) => this.options.onError?.(error, null));
      },
      Math.max(10, this.leaseMs / 3),
    );
    timer.unref();
    return timer;
  }

  private async runRecurringRounds(now: Date | undefined): Promise<void> {
    for (const job of this.recurring.values()) {
      if (this.stopped || !(await claimRecurringRound(this.db, job, this.workerId, now))) continue;
      try {
        await job.run(this.db);
        await recordRecurringOutcome(this.db, job.kind, null);
      } catch (error) {
        this.options.onError?.(error, null);
        await recordRecurringOutcome(this.db, job.kind, error);
      }
    }
  }

  /**
   * Marks the jobs of `done` done and claims the next due ones, in one statement: the claim skips
   * `skip` (the jobs of this pass, `done` among them), so the two updates never meet a row.
   */
  private async claim(now: Date | undefined, skip: string[], done: string[]): Promise<ClaimedRow[]> {
    const kinds = [...this.handlers.keys()];
    if (kinds.length === 0 || this.stopped) {
      await this.markDone(done);
      return [];
    }
    const at = now ? sql`${now.toISOString()}::timestamptz` : sql`now()`;
    const leaseMs = this.leaseMs;
    const result = await sql<ClaimedRow>`
      WITH finished AS (${this.markDoneQuery(done)})
      UPDATE jobs SET state = 'running', attempts = attempts + 1, locked_by = ${this.workerId},
        locked_until = now() + make_interval(secs => ${leaseMs / 1000}), updated_at = now()
      WHERE id IN (
        SELECT id FROM jobs
        WHERE kind = ANY(${kinds}::text[]) AND run_at <= ${at} AND NOT (id = ANY(${skip}::bigint[]))
          AND (state = 'pending' OR (state = 'running' AND locked_until < now()))
        ORDER BY run_at, id
        LIMIT ${this.options.batchSize ?? 20}
        FOR UPDATE SKIP LOCKED
      )
      RETURNING id, kind, org_id, payload, attempts, max_attempts`.execute(this.db);
    return result.rows;
  }

  /** Success marks a job done, only while the claim is still this process's (a lease may have run out). */
  private markDoneQuery(ids: string[]) {
    const at = new Date();
    return sql`UPDATE jobs SET state = 'done', last_error = NULL, locked_by = NULL, locked_until = NULL,
        updated_at = ${at}, finished_at = ${at}
      WHERE id = ANY(${ids}::bigint[]) AND locked_by = ${this.workerId} AND state = 'running'`;
  }

  private async markDone(ids: string[]): Promise<void> {
    if (ids.length > 0) await this.markDoneQuery(ids).execute(this.db);
  }

  /** Runs one claimed job: true when it succeeded (the caller marks it done), else its retry or failure is recorded. */
  private async runOne(row: ClaimedRow): Promise<boolean> {
    const job: Job = {
      id: String(row.id),
      kind: row.kind,
      orgId: row.orgId,
      payload: typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload,
      attempt: row.attempts,
      maxAttempts: row.maxAttempts,
    };
    const registered = this.handlers.get(job.kind);
    let retry: JobRetry | undefined | void;
    try {
      if (!registered) throw new Error(`no handler for job kind ${job.kind}`);
      retry = await registered.handler(job, {
        systemDb: this.db,
        scoped: (work) => {
          if (job.orgId === null) throw new Error(`job ${job.id} has no org to be scoped to`);
          return withOrgScope(this.db, { orgId: job.orgId }, work);
        },
      });
      if (!retry) return true;
    } catch (error) {
      this.options.onError?.(error, job);
      const message = error instanceof Error ? error.message : String(error);
      retry = { retry: true, reason: message };
    }
    await this.retryOrFail(job, registered?.kind, retry);
    return false;
  }

  /**
   * The one retry policy (docs/jobs.md "Retries"): a retry at a given time runs then, its attempt
   * not counted; else the kind's backoff after this attempt, or failed once its attempts are used.
   */
  private async retryOrFail(job: Job, kind: JobKind<object> | undefined, retry: JobRetry): Promise<void> {
    const lastError = retry.reason.slice(0, 2000);
    if (retry.at) {
      await this.finish(job, { state: 'pending', lastError, runAt: retry.at, uncountAttempt: true });
    } else if (job.attempt >= job.maxAttempts) {
      await this.finish(job, { state: 'failed', lastError, runAt: null });
    } else {
      const delay = retryDelayMs(
        job.attempt,
        kind?.backoff?.baseMs ?? this.options.backoffBaseMs ?? 5_000,
        kind?.backoff?.maxMs ?? this.options.backoffMaxMs ?? 3_600_000,
      );
      await this.finish(job, { state: 'pending', lastError, runAt: new Date(Date.now() + delay) });
    }
  }

  /** Records the outcome, only while the claim is still this process's (a lease may have run out). */
  private async finish(
    job: Job,
    outcome: {
      state: 'done' | 'failed' | 'pending';
      lastError: string | null;
      runAt: Date | null;
      /** The claim counted an attempt that was not made (a retry at a given time). */
      uncountAttempt?: boolean;
    },
  ): Promise<void> {
    const finished = outcome.state !== 'pending';
    await this.db
      .updateTable('jobs')
      .set({
        state: outcome.state,
        lastError: outcome.lastError,
        lockedBy: null,
        lockedUntil: null,
        updatedAt: new Date(),
        ...(outcome.runAt ? { runAt: outcome.runAt } : {}),
        ...(finished ? { finishedAt: new Date() } : {}),
        ...(outcome.uncountAttempt ? { attempts: sql<number>`attempts - 1` } : {}),
      })
      .where('id', '=', job.id)
      .where('lockedBy', '=', this.workerId)
      .where('state', '=', 'running')
      .execute();
  }
}
