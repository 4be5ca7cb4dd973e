import parsePhoneNumber from 'libphonenumber-js/mobile';
import type { CountryCode } from './orgs.js';

/**
 * Phone numbers of leads (DOMAIN.md 'Leads': kept raw and as E.164, normalised for the org's
 * region). libphonenumber-js with its `mobile` metadata: the precise mobile numbering plans of
 * every country at about 95 kB, so that the web client can check a number the way the server
 * does. Telesales calls mobiles, so a number is valid when it is a mobile number of the region;
 * landlines, numbers of another country and numbers with impossible prefixes are not.
 */

/** The phone regions of the orgs (orgs.ts `phoneRegion`). */
export type PhoneRegion = CountryCode;

/** The longest raw phone a lead may carry (digits, spaces, punctuation, a leading + or 00). */
export const PHONE_RAW_MAX_LENGTH = 32;

export interface NormalizedPhone {
  /** `+84912345678`; null when the text is not a phone number at all. */
  e164: string | null;
  /** A mobile number of the region. */
  valid: boolean;
  /** As dialled in the country (`0912 345 678`); null when the text is not a phone number. */
  national: string | null;
}

const NOT_A_PHONE: NormalizedPhone = { e164: null, valid: false, national: null };

/**
 * Reads a phone as people and spreadsheets write it, for an org of `region`: national
 * (`0912 345 678`, `091-234-5678`, `(091) 234 5678`, `912345678` when a spreadsheet dropped the
 * leading zero), international (`+84 912 345 678`, `0084912345678`) or international without
 * the plus (`84912345678`). The whole text must be the number (no words around it).
 */
export function normalizePhone(raw: string, region: PhoneRegion): NormalizedPhone {
  const text = raw.trim();
  if (text === '' || text.length > PHONE_RAW_MAX_LENGTH) return NOT_A_PHONE;
  const parsed = parsePhoneNumber(text, { defaultCountry: region, extract: false });
  if (!parsed) return NOT_A_PHONE;
  return {
    e164: parsed.number,
    valid: parsed.country === region && parsed.isValid(),
    national: parsed.formatNational().replace(/ ext\. \d+$/, ''),
  };
}
