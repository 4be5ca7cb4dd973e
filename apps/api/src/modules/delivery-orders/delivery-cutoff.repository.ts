import {
  DEFAULT_DELIVERY_CUTOFF,
  type DeliveryCutoffRule,
  type UpdateDeliveryCutoff,
} from '@leadline/contracts';
import type { Kysely } from 'kysely';
import type { ScopedDb } from '../../db/org-scope.js';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database> | ScopedDb;

/**
 * The org's delivery cut-off (0027): when an approved order's delivery order is created (validation
 * reads it, the org settings screen shows and saves it).
 */
export async function loadDeliveryCutoff(db: Db, orgId: number): Promise<DeliveryCutoffRule> {
  const row = await db
    .selectFrom('orgDeliveryCutoffs')
    .select(['enabled', 'cutoffTime', 'workingDays'])
    .where('orgId', '=', orgId)
    .executeTakeFirst();
  if (!row) return DEFAULT_DELIVERY_CUTOFF;
  return { enabled: row.enabled, cutoffTime: row.cutoffTime, workingDays: row.workingDays.map(Number) };
}

export async function saveDeliveryCutoff(
  trx: ScopedDb,
  orgId: number,
  values: UpdateDeliveryCutoff,
  actorId: number,
): Promise<void> {
  const workingDays = [...values.workingDays].sort((a, b) => a - b);
  const set = { enabled: values.enabled, cutoffTime: values.cutoffTime, workingDays, updatedBy: actorId };
  await trx
    .insertInto('orgDeliveryCutoffs')
    .values({ orgId, ...set })
    .onConflict((conflict) => conflict.column('orgId').doUpdateSet({ ...set, updatedAt: new Date() }))
    .execute();
}
