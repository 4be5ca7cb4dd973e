import { wallClockParts } from '../../zoned-time.js';

/** SPEC.md 5 delivery timing, in the org's time zone. */
export const DELIVERY_TIMINGS = ['SAME_DAY', 'NEXT_DAY', 'STANDARD'] as const;
export type DeliveryTiming = (typeof DELIVERY_TIMINGS)[number];

const SAME_DAY_CUTOFF_HOUR = 11;
const NEXT_DAY_CUTOFF_HOUR = 16;

/**
 * Same-day delivery closes at 11:00 Monday to Saturday, next-day at 16:00, and nothing is
 * delivered on Sunday (no same-day on Sunday, no next-day on Saturday). Standard is always open.
 */
export function availableDeliveryTimings(now: Date, timeZone: string): Record<DeliveryTiming, boolean> {
  const { weekday, hour } = wallClockParts(now, timeZone);
  const sunday = weekday === 0;
  const saturday = weekday === 6;
  return {
    SAME_DAY: !sunday && hour < SAME_DAY_CUTOFF_HOUR,
    NEXT_DAY: !saturday && hour < NEXT_DAY_CUTOFF_HOUR,
    STANDARD: true,
  };
}

export function isDeliveryTimingAvailable(timing: DeliveryTiming, now: Date, timeZone: string): boolean {
  return availableDeliveryTimings(now, timeZone)[timing];
}

/** SPEC.md 5 and 9: an appointment (callback) is at least 2 days ahead. */
export const APPOINTMENT_MIN_DAYS = 2;

export function isAppointmentFarEnough(at: Date, now: Date): boolean {
  return at.getTime() - now.getTime() >= APPOINTMENT_MIN_DAYS * 86_400_000;
}
