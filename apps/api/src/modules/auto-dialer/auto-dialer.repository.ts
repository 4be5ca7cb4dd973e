import {
  AUTO_DIALER_CALLBACK_STATUSES,
  AUTO_DIALER_QUEUE_STATUSES,
  LEAD_STATUS,
  REDIAL_DELAY_MS,
  type TypeLead,
} from '@leadline/contracts';
import { type ExpressionBuilder, sql } from 'kysely';
import type { ScopedDb } from '../../db/org-scope.js';
import type { Database } from '../../db/schema.js';
import { writeHistory } from '../../shared/history/history.repository.js';

export interface DialerLeadRow {
  id: number;
  typeLead: TypeLead;
  phoneRaw: string;
  phoneE164: string | null;
  assignedAt: Date | null;
}

/** Held by somebody else and the hold has not run out (order lists' hold lead). */
const heldByOther = (eb: ExpressionBuilder<Database, 'leads'>, agentId: number, now: Date) =>
  eb.and([eb('heldBy', 'is not', null), eb('heldBy', '<>', agentId), eb('heldUntil', '>', now)]);

/**
 * One agent's next-lead requests run one at a time (two tabs, a double click): the second sees
 * the lead the first took from the pool instead of taking another. Released at commit.
 */
export async function lockAgentQueue(trx: ScopedDb, agentId: number): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(${sql.lit(0x6469616c)}, ${agentId})`.execute(trx);
}

const REDIAL_STATUSES = AUTO_DIALER_QUEUE_STATUSES.filter((status) => status !== LEAD_STATUS.NEW);

/**
 * The agent's oldest-assigned lead that still needs a call: new, busy or no answer whose next
 * attempt is due, or a due callback.
 */
export async function nextQueuedLead(
  trx: ScopedDb,
  input: { orgId: number; agentId: number; excludeLeadId: number | null; now: Date },
): Promise<DialerLeadRow | undefined> {
  let query = trx
    .selectFrom('leads')
    .select(['id', 'typeLead', 'phoneRaw', 'phoneE164', 'assignedAt'])
    .where('orgId', '=', input.orgId)
    .where('assigneeId', '=', input.agentId)
    .where((eb) =>
      eb.or([
        eb('leadStatus', '=', LEAD_STATUS.NEW),
        // A redial saved without its time (before redials were timed) falls due its delay after
        // the last call, as the dialer page reckons it (contracts' dialerDue).
        ...REDIAL_STATUSES.map((status) =>
          eb.and([
            eb('leadStatus', '=', status),
            eb.or([
              eb('nextAttemptAt', '<=', input.now),
              eb.and([
                eb('nextAttemptAt', 'is', null),
                eb.or([
                  eb('lastCallAt', 'is', null),
                  eb('lastCallAt', '<=', new Date(input.now.getTime() - (REDIAL_DELAY_MS[status] ?? 0))),
                ]),
              ]),
            ]),
          ]),
        ),
        eb.and([
          eb('leadStatus', 'in', AUTO_DIALER_CALLBACK_STATUSES),
          eb('nextCallbackAt', '<=', input.now),
        ]),
      ]),
    )
    .where((eb) => eb.not(heldByOther(eb, input.agentId, input.now)));
  if (input.excludeLeadId !== null) query = query.where('id', '<>', input.excludeLeadId);
  return query.orderBy('assignedAt').orderBy('id').limit(1).executeTakeFirst() as Promise<
    DialerLeadRow | undefined
  >;
}

/**
 * Takes the newest undistributed new lead of the org and assigns it to the agent in one
 * statement. FOR UPDATE SKIP LOCKED makes agents asking at the same moment take different
 * leads instead of queueing on (and then double-assigning) the same row.
 */
export async function takeFromPool(
  trx: ScopedDb,
  input: { orgId: number; agentId: number; typeLead: TypeLead; now: Date },
): Promise<DialerLeadRow | undefined> {
  const candidate = trx
    .selectFrom('leads')
    .select('id')
    .where('orgId', '=', input.orgId)
    .where('assigneeId', 'is', null)
    .where('leadStatus', '=', LEAD_STATUS.NEW)
    .where('typeLead', '=', input.typeLead)
    .where((eb) => eb.not(heldByOther(eb, input.agentId, input.now)))
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .forUpdate()
    .skipLocked();
  const taken = (await trx
    .updateTable('leads')
    .set((eb) => ({
      assigneeId: input.agentId,
      assignedAt: input.now,
      updatedAt: input.now,
      version: eb('version', '+', 1),
    }))
    .where('id', '=', candidate)
    .where('assigneeId', 'is', null)
    .returning(['id', 'typeLead', 'phoneRaw', 'phoneE164', 'assignedAt'])
    .executeTakeFirst()) as DialerLeadRow | undefined;
  if (taken) {
    await writeHistory(trx, [
      {
        orgId: input.orgId,
        entityType: 'lead',
        entityId: taken.id,
        actorId: input.agentId,
        action: 'reassign',
        changes: { assigneeId: { from: null, to: input.agentId } },
      },
    ]);
  }
  return taken;
}
