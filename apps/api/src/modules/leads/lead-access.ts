import { isAgentOnly, LEAD_DETAIL_CODE, LEAD_DETAIL_ERRORS, LEAD_STATUS } from '@leadline/contracts';
import type { ScopedDb } from '../../db/org-scope.js';
import { BusinessOutcome } from '../../http/app-error.js';
import type { SessionUser } from '../../http/session-user.js';
import { findLead, type LeadRow } from './lead.repository.js';

/**
 * The lead the caller may work, or the outcome SPEC.md 2.4 routes on: 400 not theirs to see
 * (another org, or an agent's lead of someone else), 404001 in trash, 403 held by another agent.
 */
export async function leadForCaller(
  trx: ScopedDb,
  user: SessionUser,
  leadId: number,
  forUpdate = false,
  /** The save that has just moved the lead to trash answers the screen once more. */
  allowTrash = false,
): Promise<LeadRow> {
  const lead = await findLead(trx, leadId, { forUpdate });
  if (!lead) throw new BusinessOutcome(LEAD_DETAIL_CODE.DENIED, LEAD_DETAIL_ERRORS.DENY_LEAD_ACCESS);
  if (isAgentOnly(user.roles) && lead.assigneeId !== user.userId) {
    throw new BusinessOutcome(LEAD_DETAIL_CODE.DENIED, LEAD_DETAIL_ERRORS.DENY_LEAD_ACCESS);
  }
  if (lead.leadStatus === LEAD_STATUS.TRASH && !allowTrash)
    throw new BusinessOutcome(LEAD_DETAIL_CODE.IN_TRASH, LEAD_DETAIL_ERRORS.LEAD_IN_TRASH);
  if (lead.heldBy !== null && lead.heldBy !== user.userId && lead.heldUntil && lead.heldUntil > new Date()) {
    throw new BusinessOutcome(LEAD_DETAIL_CODE.FORBIDDEN, LEAD_DETAIL_ERRORS.LEAD_HELD);
  }
  return lead;
}
