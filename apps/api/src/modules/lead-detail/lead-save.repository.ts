import { LEAD_STATUS, REDIAL_DELAY_MS, type SaveLeadInput } from '@leadline/contracts';
import type { ScopedDb } from '../../db/org-scope.js';
import { EDITABLE_LEAD_FIELDS, type LeadRow } from '../leads/index.js';

/** Applies the edit to the lead row, bumps its version and returns what changed (for history). */
export async function updateLeadRow(
  trx: ScopedDb,
  lead: LeadRow,
  input: SaveLeadInput,
  newStatus: number | null,
  now: Date,
  actorId: number,
) {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  const patch: Record<string, unknown> = {};
  for (const field of EDITABLE_LEAD_FIELDS) {
    const value = input[field];
    if (value !== undefined && value !== lead[field]) {
      changes[field] = { from: lead[field], to: value };
      patch[field] = value;
    }
  }
  if (newStatus !== null) {
    changes.leadStatus = { from: lead.leadStatus, to: newStatus };
    patch.leadStatus = newStatus;
    // Trash management lists who trashed a lead; the time and the previous status are kept by
    // the trigger of migration 0013 (docs/trash.md).
    if (newStatus === LEAD_STATUS.TRASH) patch.trashedBy = actorId;
    patch.reasonId = input.reasonId ?? null;
    if ((input.reasonId ?? null) !== lead.reasonId)
      changes.reasonId = { from: lead.reasonId, to: input.reasonId ?? null };
    const next = input.callbackAt ? new Date(input.callbackAt) : null;
    patch.nextCallbackAt = next;
    if (next?.getTime() !== lead.nextCallbackAt?.getTime())
      changes.nextCallbackAt = {
        from: lead.nextCallbackAt?.toISOString() ?? null,
        to: next?.toISOString() ?? null,
      };
    // Busy and No answer are dialled again later (docs/auto-dialer.md); any other outcome ends it.
    const redialDelay = REDIAL_DELAY_MS[newStatus];
    patch.nextAttemptAt = redialDelay === undefined ? null : new Date(now.getTime() + redialDelay);
  }
  await trx
    .updateTable('leads')
    .set((eb) => ({ ...patch, updatedAt: now, version: eb('version', '+', 1) }))
    .where('id', '=', lead.id)
    .execute();
  return changes;
}

/**
 * The lead's one open callback, rescheduled, or a new one: scheduling then saving the lead
 * (SPEC.md 4) or scheduling twice leaves one callback to make, not two.
 */
export async function upsertOpenCallback(
  trx: ScopedDb,
  callback: {
    orgId: number;
    leadId: number;
    agentId: number;
    scheduledAt: Date;
    reasonId: number | null;
    note: string | null;
  },
) {
  const open = await trx
    .selectFrom('callbacks')
    .select('id')
    .where('leadId', '=', callback.leadId)
    .where('done', '=', false)
    .orderBy('id', 'desc')
    .forUpdate()
    .executeTakeFirst();
  if (open) {
    await trx
      .updateTable('callbacks')
      .set({
        agentId: callback.agentId,
        scheduledAt: callback.scheduledAt,
        reasonId: callback.reasonId,
        ...(callback.note !== null ? { note: callback.note } : {}),
      })
      .where('id', '=', open.id)
      .execute();
    return open.id;
  }
  const row = await trx.insertInto('callbacks').values(callback).returning('id').executeTakeFirstOrThrow();
  return row.id;
}
