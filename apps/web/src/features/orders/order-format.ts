import { formatMoney } from '@leadline/contracts';

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function dateTimeFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dateTimeFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    dateTimeFormats.set(timeZone, format);
  }
  return format;
}

/** An instant as dd/MM/yyyy HH:mm in the org's time zone (the same in English and Vietnamese). */
export function formatDateTime(iso: string | null | undefined, timeZone: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const parts = dateTimeFormat(timeZone).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')} ${part('hour')}:${part('minute')}`;
}

/** Counts with comma thousands, like money (SPEC.md 9), in both languages. */
export function formatCount(value: number): string {
  return value.toLocaleString('en-US');
}

/** Minor units with comma thousands and the currency code: "1,250,000 VND". */
export function formatAmount(minorUnits: number, currency: string): string {
  return currency ? `${formatMoney(minorUnits, currency)} ${currency}` : formatMoney(minorUnits, 'USD');
}
