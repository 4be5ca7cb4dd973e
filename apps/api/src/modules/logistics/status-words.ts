import { LOGISTICS_DO_STATUS } from '@leadline/contracts';

/**
 * A DO status from a partner's status text, where PARTNERS.md found no code table (DHL eCommerce
 * APAC events, Kerry codes other than POD: section 8). Words, not codes, so it holds for the
 * descriptions every client shows; anything unrecognised is a parcel still on its way.
 * docs/logistics.md lists it as a decision to confirm with each partner's sandbox.
 */
export function statusFromWords(text: string): number {
  const words = text.toLowerCase();
  if (/\blost\b|missing|damaged beyond/.test(words)) return LOGISTICS_DO_STATUS.LOST;
  if (/return|rts\b|back to (the )?(sender|shipper)/.test(words)) return LOGISTICS_DO_STATUS.RETURNED;
  if (/cancel/.test(words)) return LOGISTICS_DO_STATUS.CANCELLED;
  if (/delivered|\bpod\b|proof of delivery|successfully delivered/.test(words))
    return LOGISTICS_DO_STATUS.DELIVERED;
  if (/picked|pick.?up|collected|shipment received|received by/.test(words))
    return LOGISTICS_DO_STATUS.PICKED;
  return LOGISTICS_DO_STATUS.IN_TRANSIT;
}

/** A partner's time text as a Date; null when it is not a time we can read. */
export function timeOf(text: string | null | undefined): Date | null {
  if (!text) return null;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Minor units to the partner's decimal amount (THB 12345 → 123.45; VND 150000 → 150000). */
export function majorUnits(minor: number, decimals: number): number {
  return minor / 10 ** decimals;
}
