import type { Kysely } from 'kysely';
import type { ScopedDb } from '../../db/org-scope.js';
import type { Database } from '../../db/schema.js';

/** What a caller asks for: a kind a handler is registered for, its payload, when, and for which org. */
export interface JobRequest {
  kind: string;
  payload: Record<string, unknown>;
  /** Not before this instant (default: now). */
  runAt?: Date;
  /** The org whose work it is: its handler runs scoped to it. Null for work of no org (system only). */
  orgId: number | null;
  /** Attempts before the job is left failed (default 5). */
  maxAttempts?: number;
}

/**
 * Queues a job in the caller's transaction (docs/jobs.md): it exists only if the change that asked
 * for it commits, and from then on it survives restarts. A scoped transaction may queue jobs of its
 * own org only (row-level security); work of no org is queued through the system connection.
 */
export async function enqueueJob(trx: ScopedDb | Kysely<Database>, job: JobRequest): Promise<string> {
  const row = await trx
    .insertInto('jobs')
    .values({
      kind: job.kind,
      payload: JSON.stringify(job.payload),
      orgId: job.orgId,
      ...(job.runAt ? { runAt: job.runAt } : {}),
      ...(job.maxAttempts ? { maxAttempts: job.maxAttempts } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return String(row.id);
}
