import { LOGISTICS_PARTNERS } from './logistics.js';

/**
 * How a logistics partner is named on a screen (issue 24 items 6 and 7): the data holds a DO's
 * partner in capitals (GENERAL) and the partner that sent or reported a parcel in lower case
 * (simulator); both read LOGISTICS.PARTNER.<kind> in the caller's language.
 */
export function partnerNameKey(partner: string | null | undefined): string | null {
  const kind = partner?.trim().toLowerCase();
  return kind && (LOGISTICS_PARTNERS as readonly string[]).includes(kind)
    ? `LOGISTICS.PARTNER.${kind}`
    : null;
}
