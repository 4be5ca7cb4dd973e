import { wallClockParts } from '@leadline/contracts';

/**
 * Spreadsheet cells hold a wall-clock date and time without a zone, and exceljs writes a Date by
 * its UTC fields. An instant is shown in an org's time zone by shifting it by the zone's offset at
 * that instant: the shifted Date's UTC fields are the org's wall clock.
 */

const QUARTER_HOUR_MS = 15 * 60_000;
/** Offsets only change on quarter hours (every zone's transitions do), so they are kept per quarter. */
const offsets = new Map<string, number>();
const MAX_CACHED_OFFSETS = 100_000;
/** The zone's offset from UTC, in milliseconds, at an instant on a whole second. */
function offsetAt(instantMs: number, timeZone: string): number {
  const parts = wallClockParts(new Date(instantMs), timeZone);
  const wall = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
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
