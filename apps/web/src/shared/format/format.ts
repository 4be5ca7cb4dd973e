import { formatMoney, formatZonedDateTime } from '@leadline/contracts';

/** An instant as dd/MM/yyyy HH:mm in the org's time zone (the same in English and Vietnamese). */
export function formatDateTime(iso: string | null | undefined, timeZone: string): string {
  return formatZonedDateTime(iso, timeZone);
}

/** Counts with comma thousands, like money (SPEC.md 9), in both languages. */
export function formatCount(value: number): string {
  return value.toLocaleString('en-US');
}

/** Minor units with comma thousands and the currency code: "1,250,000 VND". */
export function formatAmount(minorUnits: number, currency: string): string {
  return currency ? `${formatMoney(minorUnits, currency)} ${currency}` : formatMoney(minorUnits, 'USD');
}
