import type { Kysely } from 'kysely';
import type { ScopedDb } from '../../db/org-scope.js';
import type { Database } from '../../db/schema.js';
import type { JobKind } from './job-kind.js';

/** What a caller asks for: a kind a handler is registered for, its payload, when, and for which org. */
export interface JobRequest<P extends object> {
  kind: JobKind<P>;
  payload: P;
  /** Not before this instant (default: now). */
  runAt?: Date;
  /** The org whose work it is: its handler runs scoped to it. Null for work of no org (system only). */
  orgId: number | null;
}

/**
 * Queues a job in the caller's transaction (docs/jobs.md): it exists only if the change that asked
 * for it commits, and from then on it survives restarts. A scoped transaction may queue jobs of its
 * own org only (row-level security); work of no org is queued through the system connection.
 */
export async function enqueueJob<P extends object>(
  trx: ScopedDb | Kysely<Database>,
  job: JobRequest<P>,
): Promise<string> {
  const row = await trx
    .insertInto('jobs')
    .values({
      kind: job.kind.name,
      payload: JSON.stringify(job.payload),
      orgId: job.orgId,
      // The kind's policy, kept on the row: the runner reads it at each claim.
      maxAttempts: job.kind.maxAttempts,
      ...(job.runAt ? { runAt: job.runAt } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return String(row.id);
}
