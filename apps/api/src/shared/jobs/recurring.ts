import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';

/** Work done every so often by one of the API processes, of no org (docs/jobs.md). */
export interface RecurringJob {
  kind: string;
  intervalMs: number;
  run: (systemDb: Kysely<Database>) => Promise<unknown>;
}

/**
 * Claims this round of a recurring kind: the row's next_run_at moves forward by the interval only
 * if it is due, in one statement, so of several processes polling at once one wins the round and
 * the others see it not due. A first claim creates the row, due at once.
 */
export async function claimRecurringRound(
  db: Kysely<Database>,
  job: RecurringJob,
  workerId: string,
  now: Date | undefined,
): Promise<boolean> {
  const at = now ? sql`${now.toISOString()}::timestamptz` : sql`now()`;
  await sql`INSERT INTO recurring_jobs (kind, next_run_at) VALUES (${job.kind}, ${at})
    ON CONFLICT (kind) DO NOTHING`.execute(db);
  const claimed = await sql<{ kind: string }>`
    UPDATE recurring_jobs
    SET next_run_at = ${at} + make_interval(secs => ${job.intervalMs / 1000}),
        last_run_at = ${at}, last_run_by = ${workerId}
    WHERE kind = ${job.kind} AND next_run_at <= ${at}
    RETURNING kind`.execute(db);
  return claimed.rows.length > 0;
}

/** Keeps the last failure of a round (cleared by a round that succeeds) for whoever looks. */
export async function recordRecurringOutcome(
  db: Kysely<Database>,
  kind: string,
  error: unknown,
): Promise<void> {
  const lastError =
    error === null ? null : (error instanceof Error ? error.message : String(error)).slice(0, 2000);
  await db.updateTable('recurringJobs').set({ lastError }).where('kind', '=', kind).execute();
}
