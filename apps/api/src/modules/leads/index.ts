/**
 * Leads, below the screens that show them: who may work a lead (the edit screen, its payment QR),
 * the fields the edit screen saves, and a lead's readable history (the edit screen, trash management).
 */

export type { LeadRow } from './lead.repository.js';
export { leadForCaller } from './lead-access.js';
export { EDITABLE_LEAD_FIELDS } from './lead-fields.js';
export { historyDescriber, historyOfLead, type StoredHistoryRow } from './lead-history.js';
