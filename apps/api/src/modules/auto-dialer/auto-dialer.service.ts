import {
  type AccessContext,
  AUTO_DIALER_ERRORS,
  type AutoDialerNext,
  type AutoDialerNextBody,
  canUseAutoDialer,
  ROLE,
} from '@leadline/contracts';
import type { ScopedDb } from '../../db/org-scope.js';
import { forbidden } from '../../http/app-error.js';
import type { SessionUser } from '../../http/session-user.js';
import {
  type DialerLeadRow,
  lockAgentQueue,
  nextQueuedLead,
  takeFromPool,
} from './auto-dialer.repository.js';

/** Roles pass the endpoint table; the org rule of the auto-dialer route (VN4, or DEV/UAT) is checked here. */
export function assertDialerAllowed(access: AccessContext): void {
  if (!canUseAutoDialer(access)) throw forbidden(AUTO_DIALER_ERRORS.NOT_AVAILABLE);
}

const toLead = (row: DialerLeadRow, now: Date) => ({
  leadId: row.id,
  typeLead: row.typeLead,
  phone: row.phoneE164 ?? row.phoneRaw,
  assignmentAt: (row.assignedAt ?? now).toISOString(),
});

/**
 * The next lead for the agent (docs/auto-dialer.md): their own oldest-assigned lead that still
 * needs a call, skipping the one just done; when they have none, one lead of the org's pool,
 * assigned to them now. A sales agent (12) takes fresh leads, a resell agent (27) resell leads.
 */
export async function nextLead(
  trx: ScopedDb,
  user: SessionUser,
  input: AutoDialerNextBody,
  now = new Date(),
): Promise<AutoDialerNext> {
  await lockAgentQueue(trx, user.userId);
  const queued = await nextQueuedLead(trx, {
    orgId: user.orgId,
    agentId: user.userId,
    excludeLeadId: input.doneLeadId ?? null,
    now,
  });
  if (queued) return { outcome: 'queue', lead: toLead(queued, now) };
  const typeLead = user.roles.includes(ROLE.AGENT) ? 'lead' : 'so';
  const taken = await takeFromPool(trx, { orgId: user.orgId, agentId: user.userId, typeLead, now });
  if (taken) return { outcome: 'pool', lead: toLead(taken, now) };
  return { outcome: 'none', lead: null };
}
