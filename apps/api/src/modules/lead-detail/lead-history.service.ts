import {
  findOrg,
  formatMoney,
  type HistoryChange,
  type HistoryEntry,
  type Language,
  translate,
} from '@leadline/contracts';
import type { ScopedDb } from '../../db/org-scope.js';
import type { SessionUser } from '../../http/session-user.js';
import { leadHistory } from './lead-detail.repository.js';
import { leadForCaller } from './lead-detail.service.js';
import {
  addressUnitNames,
  leadStatusNames,
  type NamePair,
  paymentMethodNames,
  reasonNames,
  saleOrderIdsOfLead,
  userFullNames,
} from './lead-history.repository.js';

/** Fields whose values are ids of a reference table, resolved to names for the reader. */
type Lookup = 'status' | 'reason' | 'user' | 'unit' | 'payment';
const LOOKUP_OF: Record<string, Lookup> = {
  leadStatus: 'status',
  reasonId: 'reason',
  assigneeId: 'user',
  provinceId: 'unit',
  districtId: 'unit',
  wardId: 'unit',
  paymentMethodId: 'payment',
};
const MONEY_FIELDS = new Set(['amount', 'discount']);
const REFERENCE_FIELDS = new Set(['leadId', 'duplicateOfId']);

interface RawChange {
  field: string;
  from: unknown;
  to: unknown;
}

/** A change is `{from, to}`; older or creation entries hold the new value alone. */
function rawChanges(changes: Record<string, unknown>): RawChange[] {
  return Object.entries(changes).flatMap(([field, value]): RawChange[] => {
    if (value === null || value === undefined) return [];
    if (typeof value === 'object' && 'to' in value) {
      const pair = value as { from?: unknown; to?: unknown };
      return [{ field, from: pair.from ?? null, to: pair.to ?? null }];
    }
    // Creation's source: the channel it came through (api, import) is what a reader needs.
    if (field === 'source' && typeof value === 'object' && 'channel' in value)
      return [{ field, from: null, to: (value as { channel: unknown }).channel }];
    return [{ field, from: null, to: value }];
  });
}

/** Names of the ids the entries mention, in the caller's language, one query per table. */
async function names(trx: ScopedDb, changes: RawChange[], language: Language) {
  const ids: Record<Lookup, Set<number>> = {
    status: new Set(),
    reason: new Set(),
    user: new Set(),
    unit: new Set(),
    payment: new Set(),
  };
  for (const change of changes) {
    const lookup = LOOKUP_OF[change.field];
    if (!lookup) continue;
    for (const value of [change.from, change.to]) if (typeof value === 'number') ids[lookup].add(value);
  }
  const pick = (row: NamePair) => (language === 'vi' ? row.nameVi : row.name);
  const localised = (rows: Map<number, NamePair>) =>
    new Map([...rows].map(([id, row]) => [id, pick(row)] as const));
  const found: Record<Lookup, Map<number, string>> = {
    status: new Map(),
    reason: new Map(),
    user: new Map(),
    unit: new Map(),
    payment: new Map(),
  };
  if (ids.status.size > 0) found.status = localised(await leadStatusNames(trx, [...ids.status]));
  if (ids.reason.size > 0) found.reason = localised(await reasonNames(trx, [...ids.reason]));
  if (ids.payment.size > 0) found.payment = localised(await paymentMethodNames(trx, [...ids.payment]));
  if (ids.user.size > 0) found.user = await userFullNames(trx, [...ids.user]);
  if (ids.unit.size > 0) found.unit = await addressUnitNames(trx, [...ids.unit]);
  return found;
}

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

/**
 * The readable history of a lead the caller has already been allowed to see (the edit screen's
 * guard above, or trash management's, which reads leads in trash that the edit screen refuses).
 */
export async function historyOfLead(
  trx: ScopedDb,
  lead: { id: number; orgId: number },
  language: Language,
): Promise<HistoryEntry[]> {
  const rows = await leadHistory(trx, lead.id, await saleOrderIdsOfLead(trx, lead.id));
  const parsed = rows.map((row) => rawChanges((row.changes ?? {}) as Record<string, unknown>));
  const lookup = await names(trx, parsed.flat(), language);
  const currency = findOrg(lead.orgId)?.currency ?? 'USD';

  const show = (field: string, value: unknown): string | null => {
    if (value === null || value === undefined || value === '') return null;
    const table = LOOKUP_OF[field];
    if (table && typeof value === 'number') return lookup[table].get(value) ?? `#${value}`;
    if (MONEY_FIELDS.has(field) && typeof value === 'number')
      return `${formatMoney(value, currency)} ${currency}`;
    if (REFERENCE_FIELDS.has(field)) return `#${String(value)}`;
    if (field === 'deliveryTiming') return translate(language, `ORDER_EDIT.DELIVERY.${String(value)}`);
    if (field === 'source') return translate(language, `ORDER_EDIT.HISTORY.CHANNEL.${String(value)}`);
    return typeof value === 'object' ? JSON.stringify(value) : String(value);
  };

  return rows.map((row, index) => ({
    id: Number(row.id),
    action: row.entityType === 'so' ? `so.${row.action}` : row.action,
    actor: row.actor,
    changes: (row.changes ?? {}) as Record<string, unknown>,
    fields: (parsed[index] ?? []).map(
      (change): HistoryChange => ({
        field: change.field,
        from: show(change.field, change.from),
        to: show(change.field, change.to),
      }),
    ),
    createdAt: row.createdAt.toISOString(),
  }));
}
