import { HQ_ORG_ID } from '@leadline/contracts';
import { type Kysely, sql, type Transaction } from 'kysely';
import { type PendingScope, pendingScope } from './pg-round-trips.js';
import type { Database } from './schema.js';

/** The org a piece of work is confined to; org 0 (HQ) reads every org. */
export interface OrgScope {
  orgId: number;
  /** The work may not write: PostgreSQL refuses any write in it (a read-only caller's reads). */
  readOnly?: boolean;
}

export type ScopedDb = Transaction<Database>;

/**
 * The one place org isolation is applied: the work runs in a transaction under the
 * leadline_org role with the org set (row-level security policies of the migrations filter and
 * check every org-owned table), or under leadline_hq for org 0.
 */
export function withOrgScope<T>(
  db: Kysely<Database>,
  scope: OrgScope,
  work: (trx: ScopedDb) => Promise<T>,
): Promise<T> {
  const role = scope.orgId === HQ_ORG_ID ? 'leadline_hq' : 'leadline_org';
  // On node-pg the scope goes with the transaction's BEGIN, in the same round trip
  // (pg-round-trips.ts); elsewhere (PGlite) it is sent here, first thing in the transaction.
  const pending: PendingScope = {
    role,
    orgId: scope.orgId,
    readOnly: scope.readOnly === true,
    applied: false,
  };
  return pendingScope.run(pending, () =>
    db.transaction().execute(async (trx) => {
      if (!pending.applied) {
        pending.applied = true;
        // Must come before any other statement of the transaction.
        if (scope.readOnly) await sql`SET TRANSACTION READ ONLY`.execute(trx);
        await sql`SELECT set_config('role', ${role}, true), set_config('leadline.org_id', ${String(scope.orgId)}, true)`.execute(
          trx,
        );
      }
      return work(trx);
    }),
  );
}
