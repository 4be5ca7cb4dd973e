/**
 * Spreadsheet cells hold a wall-clock date and time without a zone, and exceljs writes a Date by
 * its UTC fields. An instant is shown in an org's time zone by shifting it by the zone's offset at
 * that instant: the shifted Date's UTC fields are the org's wall clock.
 */

const QUARTER_HOUR_MS = 15 * 60_000;
/** Offsets only change on quarter hours (every zone's transitions do), so they are kept per quarter. */
const offsets = new Map<string, number>();
const MAX_CACHED_OFFSETS = 100_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
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

/** The zone's offset from UTC, in milliseconds, at an instant on a whole second. */
function offsetAt(instantMs: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatter(timeZone).formatToParts(new Date(instantMs))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const wall = Date.UTC(
    parts.year ?? 1970,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
  return wall - instantMs;
}

/** The instant as the wall clock of `timeZone`, in a Date whose UTC fields carry it. */
export function wallClock(instant: Date, timeZone: string): Date {
  const time = instant.getTime();
  const quarter = Math.floor(time / QUARTER_HOUR_MS);
  const key = `${timeZone}|${quarter}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    offset = offsetAt(quarter * QUARTER_HOUR_MS, timeZone);
    if (offsets.size >= MAX_CACHED_OFFSETS) offsets.clear();
    offsets.set(key, offset);
  }
  return new Date(time + offset);
}
