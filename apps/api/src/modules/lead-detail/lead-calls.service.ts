import { type Language, LEAD_DETAIL_ERRORS } from '@leadline/contracts';
import type { AppContext } from '../../app-context.js';
import type { ScopedDb } from '../../db/org-scope.js';
import { ruleViolation } from '../../http/app-error.js';
import type { ScopeRunner } from '../../http/register-endpoint.js';
import type { SessionUser } from '../../http/session-user.js';
import { leadForCaller } from '../leads/index.js';
import { telephonyFor } from '../telephony/index.js';
import { countCallAttempt, lastCallInAssignment, recentOrdersByPhone } from './lead-detail.repository.js';

const digits = (phone: string) => phone.replace(/\D/g, '');

/**
 * GET phone/{phone}?leadId=: the agent calls the lead's phone through the org's telephony
 * provider (docs/telephony.md). The call row, which the save rule "call before status change"
 * reads, is written and committed with the attempt counted before the provider is asked, so a
 * provider that fails still leaves the call (disposition failed) and the answer says why.
 */
export async function startCall(
  ctx: AppContext,
  scope: ScopeRunner,
  user: SessionUser,
  phone: string,
  leadId: number,
  automatic = false,
) {
  const started = await telephonyFor(ctx).originate(
    scope,
    user,
    async (trx) => {
      const lead = await leadForCaller(trx, user, leadId, true);
      const known = [lead.phoneRaw, lead.phoneE164]
        .filter((value): value is string => Boolean(value))
        .map(digits);
      if (!known.includes(digits(phone))) throw ruleViolation(LEAD_DETAIL_ERRORS.PHONE_NOT_LEADS);
      await countCallAttempt(trx, lead.id, new Date());
      return {
        orgId: lead.orgId,
        leadId: lead.id,
        phone: lead.phoneE164 ?? lead.phoneRaw,
        assignmentAt: lead.assignedAt,
      };
    },
    { automatic },
  );
  return { callId: started.callId, leadId: leadId, startedAt: started.startedAt };
}

export async function checkConnection(trx: ScopedDb, user: SessionUser, leadId: number) {
  const lead = await leadForCaller(trx, user, leadId);
  const call = await lastCallInAssignment(trx, lead);
  return { called: call !== undefined, lastCallAt: call?.startedAt.toISOString() ?? null };
}

export async function recentOrders(trx: ScopedDb, user: SessionUser, leadId: number, language: Language) {
  const lead = await leadForCaller(trx, user, leadId);
  if (!lead.phoneE164) return [];
  const rows = await recentOrdersByPhone(trx, lead.orgId, lead.phoneE164, language);
  return rows.map((row) => ({
    prodName: row.prodName,
    soId: row.soId,
    doId: row.doId ?? null,
    createdAt: row.createdAt.toISOString(),
    doStatus: row.doStatus ?? null,
    amount: Number(row.amount),
    currency: row.currency,
  }));
}
