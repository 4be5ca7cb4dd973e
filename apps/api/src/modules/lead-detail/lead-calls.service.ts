import type { Language } from '@leadline/contracts';
import type { ScopedDb } from '../../db/org-scope.js';
import { ruleViolation } from '../../http/app-error.js';
import type { SessionUser } from '../../http/session-user.js';
import {
  insertCall,
  lastCallInAssignment,
  leadHistory,
  recentOrdersByPhone,
} from './lead-detail.repository.js';
import { leadForCaller } from './lead-detail.service.js';

const digits = (phone: string) => phone.replace(/\D/g, '');

/**
 * GET phone/{phone}?leadId=: records the call the agent starts on the lead (the telephony
 * provider that rings the phones plugs in behind this, see the calls issue) and counts the attempt.
 */
export async function startCall(trx: ScopedDb, user: SessionUser, phone: string, leadId: number) {
  const lead = await leadForCaller(trx, user, leadId, true);
  const known = [lead.phoneRaw, lead.phoneE164]
    .filter((value): value is string => Boolean(value))
    .map(digits);
  if (!known.includes(digits(phone))) throw ruleViolation('MESSAGES.INPUT_FIELDS');
  const call = await insertCall(trx, {
    orgId: lead.orgId,
    leadId: lead.id,
    agentId: user.userId,
    phone: lead.phoneE164 ?? lead.phoneRaw,
    assignmentAt: lead.assignedAt,
  });
  await trx
    .updateTable('leads')
    .set((eb) => ({ callAttempts: eb('callAttempts', '+', 1), lastCallAt: call.startedAt }))
    .where('id', '=', lead.id)
    .execute();
  return { callId: call.id, leadId: lead.id, startedAt: call.startedAt.toISOString() };
}

export async function checkConnection(trx: ScopedDb, user: SessionUser, leadId: number) {
  const lead = await leadForCaller(trx, user, leadId);
  const call = await lastCallInAssignment(trx, lead);
  return { called: call !== undefined, lastCallAt: call?.startedAt.toISOString() ?? null };
}

export async function history(trx: ScopedDb, user: SessionUser, leadId: number) {
  const lead = await leadForCaller(trx, user, leadId);
  const orders = await trx.selectFrom('saleOrders').select('id').where('leadId', '=', lead.id).execute();
  const rows = await leadHistory(
    trx,
    lead.id,
    orders.map((order) => order.id),
  );
  return rows.map((row) => ({
    id: Number(row.id),
    action: row.entityType === 'so' ? `so.${row.action}` : row.action,
    actor: row.actor,
    changes: row.changes,
    createdAt: row.createdAt.toISOString(),
  }));
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
