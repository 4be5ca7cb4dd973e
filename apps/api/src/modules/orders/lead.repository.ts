import { sql } from 'kysely';
import type { ScopedDb } from '../../db/org-scope.js';
import type { SessionUser } from '../../http/session-user.js';
import { writeHistory } from '../../shared/history/history.repository.js';

/**
 * Moves the leads to the agent, all or nothing: null when the agent is not an active agent of
 * the leads' org or a lead is not visible to the caller, 'held' when another agent holds one of
 * them (docs/orders.md, hold lead). Each lead's history records the move; the answer names how
 * many moved and the leads' org (the audit row's).
 */
export async function reassignLeads(
  trx: ScopedDb,
  user: SessionUser,
  leadIds: number[],
  agentId: number,
): Promise<{ moved: number; orgId: number } | null | 'held'> {
  const leads = await trx
    .selectFrom('leads')
    .select(['id', 'orgId', 'assigneeId'])
    .select(
      sql<boolean>`held_by IS NOT NULL AND held_by <> ${agentId} AND held_until > now()`.as('heldByOther'),
    )
    .where('id', 'in', leadIds)
    .forUpdate()
    .execute();
  if (leads.length !== leadIds.length) return null;
  if (leads.some((lead) => lead.heldByOther)) return 'held';
  const orgIds = new Set(leads.map((lead) => lead.orgId));
  const agent = await trx
    .selectFrom('users')
    .innerJoin('userRoles', 'userRoles.userId', 'users.id')
    .select(['users.id', 'users.orgId'])
    .where('users.id', '=', agentId)
    .where('users.active', '=', true)
    .where('userRoles.roleId', 'in', [12, 27])
    .executeTakeFirst();
  if (!agent || orgIds.size !== 1 || !orgIds.has(agent.orgId)) return null;
  const now = new Date();
  await trx
    .updateTable('leads')
    .set((eb) => ({ assigneeId: agentId, assignedAt: now, updatedAt: now, version: eb('version', '+', 1) }))
    .where('id', 'in', leadIds)
    .execute();
  await writeHistory(
    trx,
    leads.map((lead) => ({
      orgId: lead.orgId,
      entityType: 'lead' as const,
      entityId: lead.id,
      actorId: user.userId,
      action: 'reassign',
      changes: { assigneeId: { from: lead.assigneeId, to: agentId } },
    })),
  );
  return { moved: leads.length, orgId: agent.orgId };
}
