import type {
  HistoryEntry,
  OrderManipulationActor,
  OrderManipulationFilter,
  OrderManipulationRow,
} from '@leadline/contracts';
import type { ScopedDb } from '../../db/org-scope.js';
import type { SessionUser } from '../../http/session-user.js';
import { type ListScope, listScope } from '../../shared/lists/list-scope.js';
import type { PagedList } from '../../shared/lists/paged-list.js';
import { historyDescriber } from '../leads/index.js';
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

function toRow(row: ChangeListRow, entry: HistoryEntry): OrderManipulationRow {
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
    summary: entry.summary,
    fields: entry.fields,
  };
}

/** The list of changes (GET list and POST filtered list). */
export const orderManipulationList: PagedList<OrderManipulationFilter, ListScope, OrderManipulationRow> = {
  scope: (user, filter) => manipulationScope(user, filter.orgId),
  filtered: filteredChanges,
  page: async (trx, filter, scope, page, language) => {
    const rows = await listChanges(trx, filter, scope, page);
    const stored = rows.map((row) => ({ ...row, actor: row.actorName }));
    // The edit screen's sentences (leads/ owns them), the names they mention read once for the page.
    const describe = await historyDescriber(trx, stored, language);
    return stored.map((row) => toRow(row, describe(row)));
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
