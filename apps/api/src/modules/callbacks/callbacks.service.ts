import { type CallbackListFilter, type CallbackRow, isAgentOnly } from '@leadline/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { type ListScope, listScope } from '../../shared/lists/list-scope.js';
import type { PagedList } from '../../shared/lists/paged-list.js';
import { leadContact } from '../../shared/lists/query-helpers.js';
import type { PushPublisher } from '../push/index.js';
import {
  type CallbackListRow,
  claimDueCallbacks,
  filteredCallbacks,
  listCallbacks,
} from './callbacks.repository.js';

/** The recurring job's kind (docs/jobs.md `jobs.every`). */
export const CALLBACK_REMINDER_JOB = 'callbacks.remind';

/** The most reminders one round pushes; the rest wait for the next round (30 s later). */
const REMINDERS_PER_ROUND = 500;

/** Whose callbacks the call reads: an agent's own always; the list the caller's own; management every agent's. */
interface CallbackScope extends ListScope {
  ownerId: number | null;
}

function callbackScope(user: Parameters<typeof listScope>[0], filter: CallbackListFilter): CallbackScope {
  const scope = listScope(user, filter.orgId);
  const own = isAgentOnly(user.roles) || filter.scope === 'mine';
  return { ...scope, onlyAgentId: null, ownerId: own ? user.userId : null };
}

export function toCallbackRow(row: CallbackListRow): CallbackRow {
  return {
    callbackId: row.callbackId,
    leadId: row.leadId,
    orgId: row.orgId,
    ...leadContact(row),
    campaign: row.campaignId !== null ? { id: row.campaignId, name: row.campaignName ?? '' } : null,
    agent: { id: row.agentId, name: row.agentName },
    leadStatus: { value: row.leadStatus, name: row.leadStatusName ?? String(row.leadStatus) },
    reason: row.reasonId !== null ? { id: row.reasonId, name: row.reasonName ?? '' } : null,
    note: row.note,
    scheduledAt: new Date(row.scheduledAt).toISOString(),
    overdue: row.overdue,
    state: row.overdue ? 'overdue' : row.dueToday ? 'due' : 'upcoming',
    remindedAt: row.remindedAt ? new Date(row.remindedAt).toISOString() : null,
  };
}

/** The callback list and management (one call; the scope decides whose). */
export const callbackList: PagedList<CallbackListFilter, CallbackScope, CallbackRow> = {
  scope: callbackScope,
  filtered: (trx, filter, scope) => filteredCallbacks(trx, filter, scope, scope.ownerId),
  page: async (trx, filter, scope, page, language) =>
    (await listCallbacks(trx, filter, scope, scope.ownerId, page, language)).map(toCallbackRow),
  exactTotal: true,
};

/**
 * One round of the reminder job: the callbacks that fell due are marked reminded and their
 * agents get a `callback.due` push, in one transaction (the push leaves on its commit), so each
 * callback is pushed once. Answers how many were pushed.
 */
export async function remindDueCallbacks(db: Kysely<Database>, push: PushPublisher): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const due = await claimDueCallbacks(trx, REMINDERS_PER_ROUND);
    for (const callback of due)
      await push.publish(
        {
          type: 'callback.due',
          orgId: callback.orgId,
          agentId: callback.agentId,
          callbackId: callback.id,
          leadId: callback.leadId,
          typeLead: callback.typeLead,
          customerName: callback.customerName,
          scheduledAt: new Date(callback.scheduledAt).toISOString(),
        },
        trx,
      );
    return due.length;
  });
}
