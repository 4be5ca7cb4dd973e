import { wallClockParts } from '../../zoned-time.js';

/** The rule as the service reads it (docs/settings.md 'Delivery cut-off'). */
export interface DeliveryCutoffRule {
  enabled: boolean;
  /** HH:mm, the org's wall clock. */
  cutoffTime: string;
  /** ISO weekdays, 1 Monday to 7 Sunday. */
  workingDays: readonly number[];
}

const DAY_MS = 86_400_000;

/** The instant of a wall-clock midnight in the zone (twice: a DST change moves the offset). */
function zonedMidnight(year: number, month: number, day: number, timeZone: string): Date {
  const target = Date.UTC(year, month - 1, day);
  let guess = target;
  for (let pass = 0; pass < 2; pass += 1) {
    const parts = wallClockParts(new Date(guess), timeZone);
    const wall = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
    guess += target - wall;
  }
  return new Date(guess);
}

/**
 * When an order approved at `now` (no time chosen) gets its delivery order: null for at once (the
 * rule off, or a working day before the cut-off), else the start (00:00, the org's time zone) of
 * the next working day. The cut-off itself is already late: 16:00 sharp waits.
 */
export function deliveryCutoffDueAt(rule: DeliveryCutoffRule, now: Date, timeZone: string): Date | null {
  if (!rule.enabled || rule.workingDays.length === 0) return null;
  const today = wallClockParts(now, timeZone);
  const isoWeekday = (weekday: number) => (weekday === 0 ? 7 : weekday);
  const [hours, minutes] = rule.cutoffTime.split(':').map(Number);
  const minuteOfDay = today.hour * 60 + today.minute;
  const beforeCutoff = minuteOfDay < (hours ?? 0) * 60 + (minutes ?? 0);
  if (rule.workingDays.includes(isoWeekday(today.weekday)) && beforeCutoff) return null;
  // The next working day: walk the calendar days of the zone from tomorrow (noon avoids DST edges).
  const noon = Date.UTC(today.year, today.month - 1, today.day, 12);
  for (let ahead = 1; ahead <= 7; ahead += 1) {
    const day = new Date(noon + ahead * DAY_MS);
    if (rule.workingDays.includes(isoWeekday(day.getUTCDay())))
      return zonedMidnight(day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate(), timeZone);
  }
  return null;
}
