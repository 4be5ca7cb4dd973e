import { LEAD_STATUS } from '@leadline/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/**
 * A New lead of the org saved Callback (potential) by its agent, and its open callback at
 * `scheduledAt` with the first callback reason, as the edit screen leaves them (the callback list's
 * API and browser tests). `skip` passes over that many of the org's New leads, oldest first, so
 * that one test's callbacks are on different leads.
 */
export async function callbackOnNewLead(
  db: Kysely<Database>,
  callback: { orgId: number; agentId: number; scheduledAt: Date; note: string; skip?: number },
) {
  const { orgId, agentId, scheduledAt, note } = callback;
  const lead = await db
    .selectFrom('leads')
    .select(['id', 'customerName'])
    .where('orgId', '=', orgId)
    .where('leadStatus', '=', LEAD_STATUS.NEW)
    .where('typeLead', '=', 'lead')
    .orderBy('id')
    .offset(callback.skip ?? 0)
    .limit(1)
    .executeTakeFirstOrThrow();
  await db
    .updateTable('leads')
    .set({ leadStatus: LEAD_STATUS.CALLBACK_POTENTIAL, assigneeId: agentId })
    .where('id', '=', lead.id)
    .execute();
  const reason = await db
    .selectFrom('reasons')
    .select('id')
    .where('kind', '=', 'CALLBACK_POTENTIAL')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const inserted = await db
    .insertInto('callbacks')
    .values({ orgId, leadId: lead.id, agentId, scheduledAt, reasonId: reason.id, note })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { leadId: lead.id, customerName: lead.customerName, callbackId: inserted.id, reasonId: reason.id };
}
