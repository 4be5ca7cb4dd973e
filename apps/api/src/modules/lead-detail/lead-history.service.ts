import type { HistoryEntry, Language } from '@leadline/contracts';
import type { ScopedDb } from '../../db/org-scope.js';
import type { SessionUser } from '../../http/session-user.js';
import { historyOfLead, leadForCaller } from '../leads/index.js';

/**
 * GET lead/{id}/history: the lead's and its orders' entries, newest first, each with its changes
 * as readable fields (SPEC.md 7.2): statuses, reasons, agents, address units and payment methods
 * by name, money in the order's currency, delivery timings and channels translated.
 */
export async function readableHistory(
  trx: ScopedDb,
  user: SessionUser,
  leadId: number,
  language: Language,
): Promise<HistoryEntry[]> {
  const lead = await leadForCaller(trx, user, leadId);
  return historyOfLead(trx, lead, language);
}
