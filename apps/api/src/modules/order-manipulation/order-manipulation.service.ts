import {
  type HistoryEntry,
  type Language,
  type OrderManipulationActor,
  type OrderManipulationFilter,
  type OrderManipulationRow,
  translate,
} from '@leadline/contracts';
import type { ScopedDb } from '../../db/org-scope.js';
import type { SessionUser } from '../../http/session-user.js';
import { type ListScope, listScope } from '../../shared/lists/list-scope.js';
import type { PagedList } from '../../shared/lists/paged-list.js';
import { historyOfLead } from '../leads/index.js';
import {
  type ChangeListRow,
  filteredChanges,
  listChanges,
  orgUsers,
} from './order-manipulation.repository.js';

/**
 * Order manipulation (docs/order-manipulation.md). Row-level security keeps every user to their
 * org (HQ reads all, or the org it picks); the admins are not agents, so no agent narrowing.
 */
function manipulationScope(user: SessionUser, orgId: number | undefined): ListScope {
  return { ...listScope(user, orgId), onlyAgentId: null };
}

/**
 * The page's entries as the edit screen's history says them: the readable history of each lead
 * of the page (leads/ owns the sentences), read once per lead, its entries found by id.
 */
async function describedEntries(
  trx: ScopedDb,
  rows: ChangeListRow[],
  language: Language,
): Promise<Map<number, HistoryEntry>> {
  const leads = new Map<number, number>();
  for (const row of rows) if (row.leadId !== null) leads.set(row.leadId, row.orgId);
  const entries = new Map<number, HistoryEntry>();
  for (const [id, orgId] of leads)
    for (const entry of await historyOfLead(trx, { id, orgId }, language)) entries.set(entry.id, entry);
  return entries;
}

function toRow(
  row: ChangeListRow,
  entry: HistoryEntry | undefined,
  language: Language,
): OrderManipulationRow {
  return {
    id: Number(row.id),
    orgId: row.orgId,
    createdAt: row.createdAt.toISOString(),
    entityType: row.entityType,
    entityId: row.entityId,
    lead:
      row.leadId !== null && row.typeLead !== null ? { leadId: row.leadId, typeLead: row.typeLead } : null,
    action: row.action,
    actor: row.actorId !== null ? { id: row.actorId, name: row.actorName ?? '' } : null,
    // An entry beyond the newest the lead's history reads is named by its action alone.
    summary: entry?.summary ?? translate(language, `ORDER_MANIPULATION.ACTION.${row.action}`),
    fields: entry?.fields ?? [],
  };
}

/** The list of changes (GET list and POST filtered list). */
export const orderManipulationList: PagedList<OrderManipulationFilter, ListScope, OrderManipulationRow> = {
  scope: (user, filter) => manipulationScope(user, filter.orgId),
  filtered: filteredChanges,
  page: async (trx, filter, scope, page, language) => {
    const rows = await listChanges(trx, filter, scope, page);
    const entries = await describedEntries(trx, rows, language);
    return rows.map((row) => toRow(row, entries.get(Number(row.id)), language));
  },
};

/** The Who filter's choices: the users of the caller's org (of the org HQ picks). */
export async function orderManipulationActors(
  trx: ScopedDb,
  user: SessionUser,
  input: { orgId?: number | undefined },
): Promise<OrderManipulationActor[]> {
  return orgUsers(trx, manipulationScope(user, input.orgId).orgId);
}
