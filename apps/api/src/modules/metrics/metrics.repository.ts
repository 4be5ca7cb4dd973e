import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';

/** The unfinished jobs of one kind, as the runners see them (docs/jobs.md). */
export interface JobQueueRow {
  kind: string;
  /** Claimable now: pending and due, or running under a lease that ran out (a dead process's). */
  due: number;
  /** Pending with a later run_at (a delayed DO, a retry's backoff). */
  scheduled: number;
  /** Claimed under a live lease. */
  running: number;
  /** Seconds since the oldest due job's run_at; 0 when none is due. */
  oldestDueAgeSeconds: number;
}

/**
 * The job queue by kind, read at each scrape. Only the unfinished rows are read, through the
 * partial index the runners' claim uses (jobs_due_idx): done and failed rows, which stay in the
 * table, cost nothing here however many there are. Unscoped (the system connection): the queue
 * of every org.
 */
export async function readJobQueue(db: Kysely<Database>): Promise<JobQueueRow[]> {
  const claimable = sql`(j.state = 'pending' OR j.locked_until < now()) AND j.run_at <= now()`;
  const result = await sql<JobQueueRow>`
    SELECT j.kind,
           count(*) FILTER (WHERE ${claimable}) AS due,
           count(*) FILTER (WHERE j.state = 'pending' AND j.run_at > now()) AS scheduled,
           count(*) FILTER (WHERE j.state = 'running' AND j.locked_until >= now()) AS running,
           coalesce(extract(epoch FROM now() - min(j.run_at) FILTER (WHERE ${claimable})), 0)
             AS oldest_due_age_seconds
      FROM jobs j
     WHERE j.state IN ('pending', 'running')
     GROUP BY j.kind
     ORDER BY j.kind`.execute(db);
  return result.rows.map((row) => ({
    kind: row.kind,
    due: Number(row.due),
    scheduled: Number(row.scheduled),
    running: Number(row.running),
    oldestDueAgeSeconds: Number(row.oldestDueAgeSeconds),
  }));
}
