import {
  type Language,
  LEAD_DETAIL_CODE,
  LEAD_DETAIL_ERRORS,
  LEAD_STATUS,
  TRASH_ERRORS,
  type TrashDetail,
  type TrashListFilter,
  type TrashRestoreInput,
  type TrashRestoreResult,
  type TrashRow,
  type TrashTrasher,
} from '@leadline/contracts';
import type { ScopedDb } from '../../db/org-scope.js';
import { BusinessOutcome, notFound, ruleViolation } from '../../http/app-error.js';
import type { SessionUser } from '../../http/session-user.js';
import { writeHistory } from '../../shared/history/history.repository.js';
import { type ListScope, listScope } from '../../shared/lists/list-scope.js';
import type { PagedList } from '../../shared/lists/paged-list.js';
import { leadContact } from '../../shared/lists/query-helpers.js';
import { historyOfLead } from '../leads/index.js';
import {
  filteredTrash,
  findTrashedLead,
  leadStatusName,
  listTrash,
  lockLead,
  restoreLeadRow,
  type TrashListRow,
  trashers,
} from './trash.repository.js';

/**
 * Trash management (docs/trash.md). Row-level security keeps every user to their org (HQ reads
 * all, or the org it picks); the trash roles (SPEC.md 6) are not agents, so no agent narrowing.
 */
function trashScope(user: SessionUser, orgId: number | undefined): ListScope {
  return { ...listScope(user, orgId), onlyAgentId: null };
}

export function toTrashRow(row: TrashListRow): TrashRow {
  return {
    leadId: row.id,
    orgId: row.orgId,
    ...leadContact(row),
    campaign: row.campaignId !== null ? { id: row.campaignId, name: row.campaignName ?? '' } : null,
    prodName: row.prodName,
    reason: row.reasonId !== null ? { id: row.reasonId, name: row.reasonName ?? '' } : null,
    trashedBy: row.trashedBy !== null ? { id: row.trashedBy, name: row.trashedByName ?? '' } : null,
    trashedAt: row.trashedAt?.toISOString() ?? null,
    previousStatus: { value: row.previousStatus, name: row.previousStatusName ?? String(row.previousStatus) },
    version: row.version,
  };
}

/** The trash list (SPEC.md 7.5 GET list and POST filtered list). */
export const trashList: PagedList<TrashListFilter, ListScope, TrashRow> = {
  scope: (user, filter) => trashScope(user, filter.orgId),
  filtered: filteredTrash,
  page: async (trx, filter, scope, page, language) =>
    (await listTrash(trx, filter, scope, page, language)).map(toTrashRow),
};

export async function trashFilterUsers(
  trx: ScopedDb,
  user: SessionUser,
  orgId: number | undefined,
): Promise<TrashTrasher[]> {
  return trashers(trx, trashScope(user, orgId).orgId);
}

/** /apps/orders/trash/{typeLead}/{leadId}: a lead in trash, read-only, with its history. */
export async function trashDetail(trx: ScopedDb, leadId: number, language: Language): Promise<TrashDetail> {
  // Another org's lead is not visible (row-level security): the same 404 as a lead not in trash.
  const row = await findTrashedLead(trx, leadId, language);
  if (!row) throw notFound();
  const address = [row.street, row.wardName, row.districtName, row.provinceName].filter(Boolean).join(', ');
  return {
    lead: {
      ...toTrashRow(row),
      agent: row.assigneeId !== null ? { id: row.assigneeId, name: row.agentName ?? '' } : null,
      createdAt: row.createdAt.toISOString(),
      address: address || null,
      note: row.note,
      callAttempts: row.callAttempts,
      lastCallAt: row.lastCallAt?.toISOString() ?? null,
    },
    history: await historyOfLead(trx, { id: row.id, orgId: row.orgId }, language),
  };
}

/**
 * PUT restore: the lead the screen showed (version checked: 409 like the edit screen), still in
 * trash, goes back to the status it had before (New when not known), without the trash reason;
 * the history keeps who restored it and why.
 */
export async function restoreLead(
  trx: ScopedDb,
  user: SessionUser,
  leadId: number,
  input: TrashRestoreInput,
  language: Language,
  now = new Date(),
): Promise<TrashRestoreResult> {
  const lead = await lockLead(trx, leadId);
  if (!lead) throw notFound();
  if (lead.leadStatus !== LEAD_STATUS.TRASH) throw ruleViolation(TRASH_ERRORS.RESTORE_NOT_IN_TRASH);
  if (lead.version !== input.version)
    throw new BusinessOutcome(LEAD_DETAIL_CODE.CONFLICT, LEAD_DETAIL_ERRORS.VERSION_CONFLICT);
  const status = lead.statusBeforeTrash ?? LEAD_STATUS.NEW;
  const saved = await restoreLeadRow(trx, lead.id, status, now);
  await writeHistory(trx, [
    {
      orgId: lead.orgId,
      entityType: 'lead',
      entityId: lead.id,
      actorId: user.userId,
      action: 'restore',
      changes: {
        leadStatus: { from: LEAD_STATUS.TRASH, to: status },
        ...(lead.reasonId !== null ? { reasonId: { from: lead.reasonId, to: null } } : {}),
        restoreNote: input.note,
      },
    },
  ]);
  return {
    leadId: lead.id,
    leadStatus: { value: status, name: await leadStatusName(trx, status, language) },
    version: saved.version,
  };
}
