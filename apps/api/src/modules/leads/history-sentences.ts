import {
  ADDRESS_FIELD_LABEL_KEYS,
  type AddressField,
  formatMoney,
  type HistoryChange,
  type Language,
  partnerNameKey,
  partnerStatusKey,
  SYNONYM_TYPE,
  sendFailureKeys,
  translate,
} from '@leadline/contracts';
import { EDITABLE_LEAD_FIELDS } from './lead-fields.js';

/**
 * The lead history's entries as sentences in the reader's language (docs/decisions.md): each kind
 * of entry (an action of the lead or of one of its orders) says who did what, from which state to
 * which, with names, never codes; what else changed follows as labelled fields. Pure: the names of
 * the ids an entry mentions are looked up beforehand (lead-history.ts).
 */

/** Where an id of an entry is named. */
export type NameTable = 'user' | 'reason' | 'unit' | 'payment';

export interface HistoryNames {
  language: Language;
  /** The org's currency, for amounts. */
  currency: string;
  name(table: NameTable, id: number): string | undefined;
  synonym(typeId: number, value: number): string | undefined;
}

export interface HistoryRow {
  entityType: 'lead' | 'so';
  entityId: number;
  action: string;
  /** The person who did it; null for the system or a partner. */
  actor: string | null;
  changes: Record<string, unknown>;
}

/** Fields whose values are ids of a table, named for the reader. */
export const NAMED_FIELDS: Record<string, NameTable> = {
  reasonId: 'reason',
  assigneeId: 'user',
  heldBy: 'user',
  provinceId: 'unit',
  districtId: 'unit',
  wardId: 'unit',
  paymentMethodId: 'payment',
};

/** Fields whose values are values of a synonym list. */
const SYNONYM_FIELDS: Record<string, number> = {
  leadStatus: SYNONYM_TYPE.LEAD_STATUS,
  ageRange: SYNONYM_TYPE.AGE_RANGE,
  customerJob: SYNONYM_TYPE.CUSTOMER_JOB,
  validationStatus: SYNONYM_TYPE.VALIDATION_PENDING,
  cancelReasonId: SYNONYM_TYPE.VALIDATION_CANCEL,
};

/** The synonym lists an entry may name (read once per history). */
export const HISTORY_SYNONYM_TYPES = [
  ...new Set([...Object.values(SYNONYM_FIELDS), SYNONYM_TYPE.DELIVERY_STATUS]),
];

const MONEY_FIELDS = new Set(['amount', 'discount', 'codAmount']);

/**
 * The fields shown under a sentence, each with its label in ORDER_EDIT.HISTORY.FIELD: anything
 * else an entry holds (ids of rows, counters, flags) is the machine's, not the reader's.
 */
const SHOWN_FIELDS = new Set<string>([
  // Every field the edit screen saves is shown, so a new editable field cannot go unsaid.
  ...EDITABLE_LEAD_FIELDS,
  'leadStatus',
  'reasonId',
  'nextCallbackAt',
  'phone',
  'restoreNote',
  'assigneeId',
  'items',
  'amount',
  'discount',
  'paymentMethodId',
  'deliveryTiming',
  'heldUntil',
  'network',
  'publisher',
  'clickId',
  'saleOrderStatus',
  'trackingCode',
  'partnerStatus',
  'occurredAt',
  'reason',
  'validationStatus',
  'deliveryOrderDueAt',
  'codAmount',
  'scheduledFor',
  'partner',
  'memo',
  'answer',
]);

/** The sale order actions whose `status` is the order's own; the other orders' actions move a DO. */
const SO_STATUS_ACTIONS = new Set(['validated', 'validation_cancelled']);

interface Change {
  from: unknown;
  to: unknown;
}

/** A change is `{from, to}`; creation entries and facts hold the value alone. */
export function changesOf(changes: Record<string, unknown>): Map<string, Change> {
  const out = new Map<string, Change>();
  for (const [field, value] of Object.entries(changes)) {
    if (value === null || value === undefined) continue;
    if (typeof value === 'object' && !Array.isArray(value) && 'to' in value) {
      const pair = value as { from?: unknown; to?: unknown };
      out.set(field, { from: pair.from ?? null, to: pair.to ?? null });
    } else if (field === 'source' && typeof value === 'object' && !Array.isArray(value)) {
      // Creation's source: the channel it came through, and the network that sent the lead.
      const source = value as Record<string, unknown>;
      for (const part of ['channel', 'network', 'publisher', 'clickId'])
        if (source[part] !== null && source[part] !== undefined)
          out.set(part === 'channel' ? 'source' : part, { from: null, to: source[part] });
    } else out.set(field, { from: null, to: value });
  }
  return out;
}

/** A value as the reader sees it: a name, an amount, a translated word; null when empty. */
export function showValue(
  field: string,
  value: unknown,
  row: HistoryRow,
  names: HistoryNames,
): string | null {
  if (value === null || value === undefined || value === '') return null;
  const t = (key: string) => translate(names.language, key);
  const table = NAMED_FIELDS[field];
  if (table && typeof value === 'number') return names.name(table, value) ?? `#${value}`;
  const synonymType = SYNONYM_FIELDS[field];
  if (synonymType !== undefined && typeof value === 'number')
    return names.synonym(synonymType, value) ?? `#${value}`;
  if (field === 'status' && typeof value === 'number')
    return SO_STATUS_ACTIONS.has(row.action)
      ? t(`ORDERS.SO_STATUS.${value}`)
      : (names.synonym(SYNONYM_TYPE.DELIVERY_STATUS, value) ?? `#${value}`);
  if (field === 'saleOrderStatus' && typeof value === 'number') return t(`ORDERS.SO_STATUS.${value}`);
  if (MONEY_FIELDS.has(field) && typeof value === 'number')
    return `${formatMoney(value, names.currency)} ${names.currency}`;
  if (field === 'partner' && typeof value === 'string') {
    const key = partnerNameKey(value);
    return key ? t(key) : value;
  }
  if (field === 'partnerStatus' && typeof value === 'string') {
    const key = partnerStatusKey(value);
    return key ? t(key) : value;
  }
  if (field === 'reason' && typeof value === 'string' && row.action === 'do_send_failed') {
    const keys = sendFailureKeys(value);
    return keys.explanation ? `${t(keys.kind)}: ${t(keys.explanation)}` : t(keys.kind);
  }
  if (field === 'outcome') return t(`POSTBACKS.STATUS.${String(value)}`);
  if (field === 'deliveryTiming') return t(`ORDER_EDIT.DELIVERY.${String(value)}`);
  if (field === 'source') return t(`ORDER_EDIT.HISTORY.CHANNEL.${String(value)}`);
  if (field === 'missingAddress' && Array.isArray(value))
    return value
      .map((part) => {
        const key = ADDRESS_FIELD_LABEL_KEYS[part as AddressField];
        return key ? t(key) : String(part);
      })
      .join(', ');
  if (Array.isArray(value)) return value.map(String).join(', ');
  return typeof value === 'object' ? null : String(value);
}

interface Sentence {
  key: string;
  values?: Record<string, string | number>;
  /** The fields the sentence says: not repeated below it. */
  says: string[];
}

/** Each action's sentence; an action not named here reads as "changed the lead / the order". */
function sentenceOf(
  row: HistoryRow,
  changes: Map<string, Change>,
  value: (field: string, end: 'from' | 'to') => string,
): Sentence {
  const lead = row.entityType === 'lead';
  const number = (field: string) => String(changes.get(field)?.to ?? '');
  switch (lead ? `lead.${row.action}` : row.action) {
    case 'lead.created':
      return changes.has('duplicateOfId')
        ? {
            key: 'LEAD_CREATED_DUPLICATE',
            values: { channel: value('source', 'to'), of: number('duplicateOfId') },
            says: ['source', 'duplicateOfId', 'leadStatus'],
          }
        : { key: 'LEAD_CREATED', values: { channel: value('source', 'to') }, says: ['source', 'leadStatus'] };
    case 'lead.status':
      return {
        key: 'LEAD_STATUS',
        values: { from: value('leadStatus', 'from'), to: value('leadStatus', 'to') },
        says: ['leadStatus'],
      };
    case 'lead.update':
      return { key: 'LEAD_UPDATED', says: [] };
    case 'lead.reassign':
      return changes.get('assigneeId')?.from === null
        ? { key: 'LEAD_ASSIGNED', values: { to: value('assigneeId', 'to') }, says: ['assigneeId'] }
        : {
            key: 'LEAD_REASSIGNED',
            values: { from: value('assigneeId', 'from'), to: value('assigneeId', 'to') },
            says: ['assigneeId'],
          };
    case 'lead.phone':
      return {
        key: 'LEAD_PHONE',
        values: { from: value('phone', 'from'), to: value('phone', 'to') },
        says: ['phone'],
      };
    case 'lead.hold':
      return { key: 'LEAD_HELD', says: ['heldBy'] };
    case 'lead.release':
      return { key: 'LEAD_RELEASED', says: ['heldBy'] };
    case 'lead.restore':
      return { key: 'LEAD_RESTORED', values: { to: value('leadStatus', 'to') }, says: ['leadStatus'] };
    case 'lead.postback_resent':
      return { key: 'POSTBACK_RESENT', says: [] };
    case 'lead.postback_delivered':
    case 'lead.postback_failed':
      return {
        key: row.action === 'postback_delivered' ? 'POSTBACK_DELIVERED' : 'POSTBACK_FAILED',
        values: {
          network: String(changes.get('network')?.to ?? ''),
          outcome: value('outcome', 'to'),
          status: String(changes.get('httpStatus')?.to ?? '—'),
          // The network's status says why when it answered; else our short error (timeout, unreachable).
          error: changes.get('httpStatus')?.to
            ? `HTTP ${String(changes.get('httpStatus')?.to)}`
            : String(changes.get('error')?.to ?? '—'),
        },
        says: ['network'],
      };
    case 'created':
      return { key: 'SO_CREATED', values: { amount: value('amount', 'to') }, says: ['amount'] };
    case 'updated':
      return { key: 'SO_UPDATED', says: [] };
    case 'validated':
      return {
        key: 'SO_VALIDATED',
        values: { from: value('status', 'from'), to: value('status', 'to') },
        says: ['status'],
      };
    case 'validation_cancelled':
      return {
        key: 'SO_CANCELLED',
        values: { reason: value('cancelReasonId', 'to') },
        says: ['status', 'cancelReasonId'],
      };
    case 'validation_status_changed':
      return {
        key: 'SO_VALIDATION_STATUS',
        values: { from: value('validationStatus', 'from'), to: value('validationStatus', 'to') },
        says: ['validationStatus'],
      };
    case 'delivery_order_created':
      return {
        key: 'DO_CREATED',
        values: { do: number('deliveryOrderId'), partner: value('partner', 'to') },
        says: ['partner'],
      };
    case 'delivery_order_refused':
      return { key: 'DO_REFUSED', values: { fields: value('missingAddress', 'to') }, says: [] };
    case 'do_sent':
      return {
        key: 'DO_SENT',
        values: { do: number('doId'), partner: value('partner', 'to'), code: value('trackingCode', 'to') },
        says: ['partner', 'trackingCode'],
      };
    case 'do_send_failed':
      return {
        key: 'DO_SEND_FAILED',
        values: { do: number('doId'), partner: value('partner', 'to'), reason: value('reason', 'to') },
        says: ['partner', 'reason'],
      };
    case 'do_status':
      return {
        key: 'DO_STATUS',
        values: { do: number('doId'), from: value('status', 'from'), to: value('status', 'to') },
        says: row.actor ? [] : ['partner'],
      };
    case 'do_resend':
      return { key: 'DO_RESENT', values: { do: number('doId') }, says: [] };
    case 'do_removed':
      return { key: 'DO_REMOVED', values: { do: number('doId') }, says: [] };
    case 'do_cancelled':
      return { key: 'DO_CANCELLED', values: { do: number('doId') }, says: [] };
    case 'do_imported':
      return {
        key: 'DO_IMPORTED',
        values: { do: number('doId'), partner: value('partner', 'to'), code: value('trackingCode', 'to') },
        says: ['partner', 'trackingCode'],
      };
    case 'do_reconciled':
      return { key: 'DO_RECONCILED', values: { do: number('doId') }, says: [] };
    case 'bank_transfer_received':
      return { key: 'TRANSFER_RECEIVED', values: { amount: value('amount', 'to') }, says: ['amount'] };
    case 'bank_transfer_verified':
      return { key: 'TRANSFER_VERIFIED', values: { amount: value('amount', 'to') }, says: ['amount'] };
    case 'bank_transfer_rejected':
      return { key: 'TRANSFER_REJECTED', values: { amount: value('amount', 'to') }, says: ['amount'] };
    default:
      return { key: lead ? 'LEAD_OTHER' : 'SO_OTHER', says: [] };
  }
}

/** The fields whose values are a partner's own words, translated where we can: the raw text stays at hand. */
const PARTNER_WORDS = new Set(['partnerStatus', 'reason']);

/** One history entry as its sentence and the fields it does not say. */
export function describeEntry(
  row: HistoryRow,
  names: HistoryNames,
): { summary: string; hint: string | null; fields: HistoryChange[] } {
  const t = (key: string, values?: Record<string, string | number>) =>
    translate(names.language, `ORDER_EDIT.HISTORY.${key}`, values);
  const changes = changesOf(row.changes);
  const show = (field: string, value: unknown) => showValue(field, value, row, names);
  const value = (field: string, end: 'from' | 'to') => {
    const change = changes.get(field);
    return (change ? show(field, change[end]) : null) ?? (field === 'partner' ? t('THE_PARTNER') : '—');
  };
  const sentence = sentenceOf(row, changes, value);
  // A partner reports a parcel's move in its own name; other entries without a person are the system's.
  const partner = changes.get('partner');
  const who = row.actor ?? (row.action === 'do_status' && partner ? value('partner', 'to') : t('SYSTEM'));
  const summary = t(`SENTENCE.${sentence.key}`, { who, so: row.entityId, ...sentence.values });
  const fields = [...changes]
    .filter(([field]) => SHOWN_FIELDS.has(field) && !sentence.says.includes(field))
    .map(([field, change]): HistoryChange => {
      const to = show(field, change.to);
      const raw = typeof change.to === 'string' ? change.to : null;
      return {
        field,
        label: t(`FIELD.${field}`),
        from: show(field, change.from),
        to,
        ...(PARTNER_WORDS.has(field) && raw !== null && raw !== to ? { hint: raw } : {}),
      };
    })
    .filter((change) => change.from !== null || change.to !== null);
  // The failure's reason is said in the sentence, translated: the partner's own words stay at hand.
  const reason = changes.get('reason')?.to;
  const hint =
    sentence.says.includes('reason') && typeof reason === 'string' && reason !== value('reason', 'to')
      ? reason
      : null;
  return { summary, hint, fields };
}
