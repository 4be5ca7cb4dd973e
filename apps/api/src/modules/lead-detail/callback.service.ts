import {
  type CallbackScheduleInput,
  callbackReasonKind,
  isAppointmentFarEnough,
  LEAD_DETAIL_ERRORS,
} from '@leadline/contracts';
import type { ScopedDb } from '../../db/org-scope.js';
import { ruleViolation } from '../../http/app-error.js';
import type { SessionUser } from '../../http/session-user.js';
import { checkCallbackWithinCampaign } from '../campaigns/index.js';
import { leadForCaller } from '../leads/index.js';
import { lastCallInAssignment, reasonKind } from './lead-detail.repository.js';
import { upsertOpenCallback } from './lead-save.repository.js';

/**
 * POST callback schedule (SPEC.md 4 'Callback': the schedule is saved first, then the lead info).
 * The same rules as the status it goes with: a call on the lead in this assignment, a reason of
 * the status's code (35 consulting, 34 prospect, other potential) and a time at least 2 days
 * ahead. The lead keeps one open callback: scheduling again moves it.
 */
export async function scheduleCallback(
  trx: ScopedDb,
  user: SessionUser,
  input: CallbackScheduleInput,
  now = new Date(),
) {
  const lead = await leadForCaller(trx, user, input.leadId, true);
  if (!(await lastCallInAssignment(trx, lead))) throw ruleViolation(LEAD_DETAIL_ERRORS.MAKE_CALL_BEFORE_SAVE);
  if ((await reasonKind(trx, input.reasonId)) !== callbackReasonKind(input.leadStatus))
    throw ruleViolation(LEAD_DETAIL_ERRORS.REASON_NOT_FOR_STATUS);
  const scheduledAt = new Date(input.scheduledAt);
  if (!isAppointmentFarEnough(scheduledAt, now)) throw ruleViolation(LEAD_DETAIL_ERRORS.APPOINTMENT_TOO_SOON);
  // The campaign's configuration (docs/campaigns.md): how far ahead a callback may be.
  await checkCallbackWithinCampaign(trx, lead.id, scheduledAt, now);
  const callbackId = await upsertOpenCallback(trx, {
    orgId: lead.orgId,
    leadId: lead.id,
    agentId: user.userId,
    scheduledAt,
    reasonId: input.reasonId,
    note: input.note ?? null,
  });
  return { callbackId, leadId: lead.id, scheduledAt: scheduledAt.toISOString() };
}
