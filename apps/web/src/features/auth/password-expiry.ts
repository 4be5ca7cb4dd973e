import { wallClockParts } from '@leadline/contracts';

const DAY_MS = 86_400_000;

/** The calendar day of an instant on the zone's wall clock, as a UTC midnight to count days by. */
function dayOf(instant: Date, timeZone: string): number {
  const parts = wallClockParts(instant, timeZone);
  return Date.UTC(parts.year, parts.month - 1, parts.day);
}

/**
 * Whole calendar days from today to the expiry date, both read in the org's time zone
 * (docs/decisions.md 'The org's clock for every date and time'): the count does not change with the
 * computer's clock.
 */
export function daysUntilExpiry(pwdEpoch: number, timeZone: string, now = new Date()): number {
  return Math.round((dayOf(new Date(pwdEpoch), timeZone) - dayOf(now, timeZone)) / DAY_MS);
}

export type ExpiryState = { kind: 'ok' } | { kind: 'warning'; days: number } | { kind: 'expired' };

/** SPEC.md 4: 1 to 10 days left warns; today or past forces the change-password dialog. */
export function expiryState(
  pwdEpoch: number,
  warningDays: number,
  timeZone: string,
  now = new Date(),
): ExpiryState {
  const days = daysUntilExpiry(pwdEpoch, timeZone, now);
  if (days <= 0) return { kind: 'expired' };
  if (days <= warningDays) return { kind: 'warning', days };
  return { kind: 'ok' };
}
