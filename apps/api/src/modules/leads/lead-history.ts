import { findOrg, type HistoryEntry, type Language } from '@leadline/contracts';
import type { ScopedDb } from '../../db/org-scope.js';
import {
  changesOf,
  describeEntry,
  HISTORY_SYNONYM_TYPES,
  type HistoryNames,
  NAMED_FIELDS,
  type NameTable,
} from './history-sentences.js';
import {
  addressUnitNames,
  leadHistory,
  type NamePair,
  paymentMethodNames,
  reasonNames,
  saleOrderIdsOfLead,
  synonymNames,
  userFullNames,
} from './lead-history.repository.js';

/** The names of the ids the entries mention, in the caller's language, one query per table. */
async function namesOf(
  trx: ScopedDb,
  rows: { changes: unknown }[],
  language: Language,
): Promise<Omit<HistoryNames, 'currency'>> {
  const ids: Record<NameTable, Set<number>> = {
    user: new Set(),
    reason: new Set(),
    unit: new Set(),
    payment: new Set(),
  };
  for (const row of rows)
    for (const [field, change] of changesOf((row.changes ?? {}) as Record<string, unknown>)) {
      const table = NAMED_FIELDS[field];
      if (!table) continue;
      for (const value of [change.from, change.to]) if (typeof value === 'number') ids[table].add(value);
    }
  const pick = (row: NamePair) => (language === 'vi' ? row.nameVi : row.name);
  const localised = <K>(found: Map<K, NamePair>) =>
    new Map([...found].map(([id, row]) => [id, pick(row)] as const));
  const found: Record<NameTable, Map<number, string>> = {
    user: ids.user.size > 0 ? await userFullNames(trx, [...ids.user]) : new Map(),
    reason: ids.reason.size > 0 ? localised(await reasonNames(trx, [...ids.reason])) : new Map(),
    unit: ids.unit.size > 0 ? await addressUnitNames(trx, [...ids.unit]) : new Map(),
    payment: ids.payment.size > 0 ? localised(await paymentMethodNames(trx, [...ids.payment])) : new Map(),
  };
  const synonyms = localised(await synonymNames(trx, HISTORY_SYNONYM_TYPES));
  return {
    language,
    name: (table, id) => found[table].get(id),
    synonym: (typeId, value) => synonyms.get(`${typeId}:${value}`),
  };
}

/** A history row as stored, with the org whose currency its amounts are in. */
export interface StoredHistoryRow {
  id: number | string;
  orgId: number;
  entityType: 'lead' | 'so';
  entityId: number;
  action: string;
  /** The person who did it; null for the system or a partner. */
  actor: string | null;
  changes: unknown;
  createdAt: Date;
}

/**
 * The describer of history rows already read, in the edit screen's sentences: the names their ids
 * mention are read once for all of them (the order manipulation log describes a page of many
 * leads this way).
 */
export async function historyDescriber(
  trx: ScopedDb,
  rows: StoredHistoryRow[],
  language: Language,
): Promise<(row: StoredHistoryRow) => HistoryEntry> {
  const names = await namesOf(trx, rows, language);
  return (row) => {
    const changes = (row.changes ?? {}) as Record<string, unknown>;
    const described = describeEntry(
      { entityType: row.entityType, entityId: row.entityId, action: row.action, actor: row.actor, changes },
      { ...names, currency: findOrg(row.orgId)?.currency ?? 'USD' },
    );
    return {
      id: Number(row.id),
      action: row.entityType === 'so' ? `so.${row.action}` : row.action,
      actor: row.actor,
      changes,
      summary: described.summary,
      hint: described.hint,
      fields: described.fields,
      createdAt: row.createdAt.toISOString(),
    };
  };
}

/**
 * The readable history of a lead the caller has already been allowed to see (the edit screen's
 * guard above, or trash management's, which reads leads in trash that the edit screen refuses).
 */
export async function historyOfLead(
  trx: ScopedDb,
  lead: { id: number; orgId: number },
  language: Language,
): Promise<HistoryEntry[]> {
  const rows = (await leadHistory(trx, lead.id, await saleOrderIdsOfLead(trx, lead.id))).map((row) => ({
    ...row,
    orgId: lead.orgId,
  }));
  return rows.map(await historyDescriber(trx, rows, language));
}
