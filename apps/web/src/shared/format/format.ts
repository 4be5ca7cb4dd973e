import { currencyDecimals, formatMoney, formatZonedDateTime } from '@leadline/contracts';

/** An instant as dd/MM/yyyy HH:mm in the org's time zone (the same in English and Vietnamese). */
export function formatDateTime(iso: string | null | undefined, timeZone: string): string {
  return formatZonedDateTime(iso, timeZone);
}

/** Counts with comma thousands, like money (SPEC.md 9), in both languages. */
export function formatCount(value: number): string {
  return value.toLocaleString('en-US');
}

/**
 * The one money format of the screens (docs/decisions.md 'One money format'), the same in English
 * and Vietnamese: minor units with comma thousands (SPEC.md 9), the currency's decimals and its
 * code after the number, "1,250,000 VND", "12,345.67 THB". Dashboard, lists, details and dialogs
 * all show money through it.
 */
export function formatAmount(minorUnits: number, currency: string): string {
  return currency ? `${formatMoney(minorUnits, currency)} ${currency}` : formatMoney(minorUnits, 'USD');
}

const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

/**
 * Money shortened for a chart's axis, without its code (the chart's title and tooltips carry it):
 * "1.5M" in both languages, with the decimal point of formatAmount.
 */
export function formatCompactAmount(minorUnits: number, currency: string): string {
  return compact.format(minorUnits / 10 ** currencyDecimals(currency));
}
