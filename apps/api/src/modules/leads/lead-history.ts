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
  currency: string,
): Promise<HistoryNames> {
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
    currency,
    name: (table, id) => found[table].get(id),
    synonym: (typeId, value) => synonyms.get(`${typeId}:${value}`),
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
  const rows = await leadHistory(trx, lead.id, await saleOrderIdsOfLead(trx, lead.id));
  const names = await namesOf(trx, rows, language, findOrg(lead.orgId)?.currency ?? 'USD');
  return rows.map((row) => {
    const changes = (row.changes ?? {}) as Record<string, unknown>;
    const described = describeEntry(
      { entityType: row.entityType, entityId: row.entityId, action: row.action, actor: row.actor, changes },
      names,
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
  });
}
