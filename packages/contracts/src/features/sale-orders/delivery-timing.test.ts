import { describe, expect, it } from 'vitest';
import { availableDeliveryTimings, isAppointmentFarEnough } from './delivery-timing.js';

const HCM = 'Asia/Ho_Chi_Minh';
/** A moment given as Ho Chi Minh City local time (UTC+7, no daylight saving). */
const local = (iso: string) => new Date(`${iso}+07:00`);

describe('delivery timing (SPEC.md 5)', () => {
  it('offers same-day before 11:00 and next-day before 16:00 on a weekday', () => {
    expect(availableDeliveryTimings(local('2026-11-18T10:59:00'), HCM)).toEqual({
      SAME_DAY: true,
      NEXT_DAY: true,
      STANDARD: true,
    });
    expect(availableDeliveryTimings(local('2026-11-18T11:00:00'), HCM)).toEqual({
      SAME_DAY: false,
      NEXT_DAY: true,
      STANDARD: true,
    });
    expect(availableDeliveryTimings(local('2026-11-18T16:00:00'), HCM)).toEqual({
      SAME_DAY: false,
      NEXT_DAY: false,
      STANDARD: true,
    });
  });

  it('delivers nothing on Sunday: no same-day on Sunday, no next-day on Saturday', () => {
    expect(availableDeliveryTimings(local('2026-11-22T08:00:00'), HCM).SAME_DAY).toBe(false);
    expect(availableDeliveryTimings(local('2026-11-22T08:00:00'), HCM).NEXT_DAY).toBe(true);
    expect(availableDeliveryTimings(local('2026-11-21T08:00:00'), HCM)).toEqual({
      SAME_DAY: true,
      NEXT_DAY: false,
      STANDARD: true,
    });
  });

  it('reads the clock in the org time zone, not UTC', () => {
    // 03:30 UTC is 10:30 in Ho Chi Minh City (same-day open) and 09:00 in Kolkata.
    const moment = new Date('2026-11-18T03:30:00Z');
    expect(availableDeliveryTimings(moment, HCM).SAME_DAY).toBe(true);
    expect(availableDeliveryTimings(new Date('2026-11-18T04:30:00Z'), HCM).SAME_DAY).toBe(false);
    expect(availableDeliveryTimings(new Date('2026-11-18T04:30:00Z'), 'Asia/Kolkata').SAME_DAY).toBe(true);
  });
});

describe('appointments (SPEC.md 5)', () => {
  it('must be at least 2 days ahead', () => {
    const now = new Date('2026-11-18T00:00:00Z');
    expect(isAppointmentFarEnough(new Date('2026-11-20T00:00:00Z'), now)).toBe(true);
    expect(isAppointmentFarEnough(new Date('2026-11-19T23:59:00Z'), now)).toBe(false);
  });
});
