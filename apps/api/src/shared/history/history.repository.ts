import type { ScopedDb } from '../../db/org-scope.js';

export interface HistoryEntry {
  orgId: number;
  entityType: 'lead' | 'so';
  entityId: number;
  actorId: number | null;
  action: string;
  changes: Record<string, unknown>;
}

/** Appends history entries in one statement. */
export async function writeHistory(trx: ScopedDb, entries: HistoryEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await trx
    .insertInto('history')
    .values(entries.map((entry) => ({ ...entry, changes: JSON.stringify(entry.changes) })))
    .execute();
}
