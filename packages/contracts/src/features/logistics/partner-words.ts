import { LOGISTICS_PARTNERS } from './logistics.js';

/**
 * How a logistics partner and its words are shown on a screen (docs/decisions.md 'Partners' names
 * and words'). The data keeps what partners said as they said it (English, a partner's own codes);
 * a screen shows a translated name or code where one exists and keeps the raw text at hand (a
 * tooltip).
 */

/**
 * The key of a partner's name, LOGISTICS.PARTNER.<kind>: the data holds a DO's partner in capitals
 * (GENERAL) and the partner that sent or reported a parcel in lower case (simulator).
 */
export function partnerNameKey(partner: string | null | undefined): string | null {
  const kind = partner?.trim().toLowerCase();
  return kind && (LOGISTICS_PARTNERS as readonly string[]).includes(kind)
    ? `LOGISTICS.PARTNER.${kind}`
    : null;
}

/**
 * The words Leadline's own parcel simulator and demo data say (the simulator is ours, so its
 * texts are ours to translate): LOGISTICS.WORDS.<id>.
 */
const KNOWN_TEXTS: Record<string, string> = {
  'Picked up from the warehouse': 'PICKED_UP',
  'Departed the sorting facility': 'DEPARTED_SORTING',
  'Arrived at the delivery hub': 'AT_HUB',
  'Parcel lost in transit': 'LOST_IN_TRANSIT',
  'Customer refused the parcel; returned to sender': 'REFUSED_RETURNED',
  'Delivered, cash collected': 'DELIVERED_CASH',
  'Delivered to the customer': 'DELIVERED_CUSTOMER',
  'Returned to the sender': 'RETURNED_SENDER',
  'Parcel lost': 'LOST',
  'Cancelled by the shipper': 'CANCELLED_SHIPPER',
  'address outside the delivery area': 'OUTSIDE_AREA',
  'partner temporarily unavailable': 'TEMPORARILY_UNAVAILABLE',
};

/** The status words of a report ("delivered: …") we name ourselves: LOGISTICS.STATUS_WORD.<word>. */
const STATUS_WORDS = [
  'sent',
  'picked',
  'in_transit',
  'delivered',
  'returned',
  'lost',
  'cancelled',
  'imported',
  'manual',
];

const knownText = (text: string): string | null => {
  const id = KNOWN_TEXTS[text.trim()];
  return id ? `LOGISTICS.WORDS.${id}` : null;
};

/**
 * A partner's status report as a translation key: its description when it is one we know, else
 * its status word ("delivered: Delivered, cash collected" → the description's key; "in_transit:
 * Scanned at Bangna" → the word's). Null for words we cannot name (show the partner's text).
 */
export function partnerStatusKey(text: string | null | undefined): string | null {
  if (!text) return null;
  const whole = knownText(text);
  if (whole) return whole;
  const match = /^([a-z_]+)(?::\s*(.*))?$/s.exec(text.trim());
  if (!match) return null;
  const [, word, description] = match;
  if (description) {
    const described = knownText(description);
    if (described) return described;
  }
  return word && STATUS_WORDS.includes(word) ? `LOGISTICS.STATUS_WORD.${word}` : null;
}

/**
 * A send's failure reason as translation keys: its kind (LOGISTICS.FAILURE.<kind>, the same kinds
 * as pending shipping's filter: 5xx, 408, 429 and our adapter's faults are the partner's errors,
 * any other code a refusal), and the partner's explanation when we know its words ("refused:
 * address outside the delivery area"). A screen shows "kind: explanation" and the raw reason at hand.
 */
export function sendFailureKeys(reason: string): { kind: string; explanation: string | null } {
  const kind =
    reason === 'timeout' || reason === 'unreachable' || reason === 'not_configured'
      ? reason
      : /^(http_(5\d\d|408|429)|adapter_error)/.test(reason)
        ? 'partner_error'
        : 'refused';
  const explanation = /^[^:]*:\s*(.+)$/s.exec(reason)?.[1];
  return { kind: `LOGISTICS.FAILURE.${kind}`, explanation: explanation ? knownText(explanation) : null };
}
