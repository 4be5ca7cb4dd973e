/**
 * An instant read as the wall clock of a time zone (an org's, DOMAIN.md): the one place that asks
 * Intl for zoned date parts, for the screens (dd/MM/yyyy HH:mm, the same in English and
 * Vietnamese), the delivery-timing rule and the spreadsheets.
 */
export interface WallClockParts {
  year: number;
  /** 1 to 12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** 0 Sunday to 6 Saturday */
  weekday: number;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      weekday: 'short',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

export function wallClockParts(instant: Date, timeZone: string): WallClockParts {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of formatter(timeZone).formatToParts(instant)) parts[part.type] = part.value;
  return {
    year: Number(parts.year ?? 1970),
    month: Number(parts.month ?? 1),
    day: Number(parts.day ?? 1),
    hour: Number(parts.hour ?? 0),
    minute: Number(parts.minute ?? 0),
    second: Number(parts.second ?? 0),
    weekday: Math.max(0, WEEKDAYS.indexOf(parts.weekday ?? 'Sun')),
  };
}

const two = (value: number) => String(value).padStart(2, '0');

/** dd/MM/yyyy */
export function formatWallDate(parts: WallClockParts): string {
  return `${two(parts.day)}/${two(parts.month)}/${parts.year}`;
}

/** HH:mm, or HH:mm:ss with `seconds` */
export function formatWallTime(parts: WallClockParts, seconds = false): string {
  const time = `${two(parts.hour)}:${two(parts.minute)}`;
  return seconds ? `${time}:${two(parts.second)}` : time;
}

/** An ISO instant as dd/MM/yyyy HH:mm[:ss] in the zone; '' for none or an unreadable one. */
export function formatZonedDateTime(
  iso: string | null | undefined,
  timeZone: string,
  options: { seconds?: boolean } = {},
): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const parts = wallClockParts(date, timeZone);
  return `${formatWallDate(parts)} ${formatWallTime(parts, options.seconds)}`;
}
