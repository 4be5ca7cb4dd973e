import { HOLD_MINUTES, LEAD_STATUS } from '@leadline/contracts';
import { sql } from 'kysely';
import type { ScopedDb } from '../../db/org-scope.js';
import { writeHistory } from '../../shared/history/history.repository.js';

/** What the caller may do with leads beyond seeing them (orders.service.ts decides). */
export interface HoldRights {
  userId: number;
  /** An agent (roles 12/27 only) holds only leads assigned to them... */
  agentOnly: boolean;
  /** ...or, as a resell agent, an unassigned resell lead (the pool), which the hold then assigns. */
  mayTakePool: boolean;
}

export type HoldOutcome =
  | { ok: true; leadId: number; heldBy: number | null; heldUntil: Date | null; assigneeId: number | null }
  | { ok: false; reason: 'not_visible' | 'in_trash' | 'held_by_other' | 'not_held' };

/**
 * Holds (or releases) one lead. The row is locked first (FOR UPDATE): two agents racing for the
 * same lead are serialised, and the second one reads the first one's hold and is refused.
 */
export async function holdLeadRow(
  trx: ScopedDb,
  rights: HoldRights,
  leadId: number,
  release: boolean,
): Promise<HoldOutcome> {
  const lead = await trx
    .selectFrom('leads')
    .select(['id', 'orgId', 'typeLead', 'assigneeId', 'leadStatus', 'heldBy', 'heldUntil'])
    .select(sql<boolean>`held_by IS NOT NULL AND held_until > now()`.as('held'))
    .where('id', '=', leadId)
    .forUpdate()
    .executeTakeFirst();
  if (!lead) return { ok: false, reason: 'not_visible' };
  const me = rights.userId;
  const inPool = lead.assigneeId === null && lead.typeLead === 'so';
  const heldByOther = lead.held && lead.heldBy !== me;
  const visible = !rights.agentOnly || lead.assigneeId === me || (inPool && rights.mayTakePool);
  // A resell agent who lost the race for a pool lead learns that someone holds it, not that
  // the lead is none of theirs.
  const contested = heldByOther && lead.typeLead === 'so' && rights.mayTakePool;
  if (!visible && !contested) return { ok: false, reason: 'not_visible' };

  if (release) {
    // An agent gives back their own hold; a manager may end anyone's.
    if (!lead.held || (heldByOther && rights.agentOnly)) return { ok: false, reason: 'not_held' };
    await trx.updateTable('leads').set({ heldBy: null, heldUntil: null }).where('id', '=', lead.id).execute();
    await writeHistory(trx, [
      {
        orgId: lead.orgId,
        entityType: 'lead',
        entityId: lead.id,
        actorId: me,
        action: 'release',
        changes: { heldBy: { from: lead.heldBy, to: null } },
      },
    ]);
    return { ok: true, leadId: lead.id, heldBy: null, heldUntil: null, assigneeId: lead.assigneeId };
  }

  if (lead.leadStatus === LEAD_STATUS.TRASH) return { ok: false, reason: 'in_trash' };
  if (heldByOther) return { ok: false, reason: 'held_by_other' };
  const takes = inPool && rights.agentOnly && rights.mayTakePool;
  const updated = await trx
    .updateTable('leads')
    .set({
      heldBy: me,
      heldUntil: sql<Date>`now() + make_interval(mins => ${HOLD_MINUTES})`,
      ...(takes ? { assigneeId: me, assignedAt: sql<Date>`now()` } : {}),
    })
    .where('id', '=', lead.id)
    .returning(['heldUntil', 'assigneeId'])
    .executeTakeFirstOrThrow();
  await writeHistory(trx, [
    {
      orgId: lead.orgId,
      entityType: 'lead',
      entityId: lead.id,
      actorId: me,
      action: 'hold',
      changes: {
        heldBy: { from: lead.held ? lead.heldBy : null, to: me },
        heldUntil: { to: updated.heldUntil?.toISOString() ?? null },
        ...(takes ? { assigneeId: { from: null, to: me } } : {}),
      },
    },
  ]);
  return {
    ok: true,
    leadId: lead.id,
    heldBy: me,
    heldUntil: updated.heldUntil,
    assigneeId: updated.assigneeId,
  };
}

/** The user's routerProcessingLeads setting (0008_order_lists.sql); null when the roles decide. */
export async function routerSetting(trx: ScopedDb, userId: number): Promise<'normal' | 'resell' | null> {
  const row = await trx
    .selectFrom('users')
    .select('routerProcessingLeads')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.routerProcessingLeads ?? null;
}
