import { describe, expect, it } from 'vitest';
import { formatZonedDateTime, wallClockParts } from './zoned-time.js';

describe('zoned time', () => {
  it('reads an instant as the wall clock of the zone', () => {
    // 2026-11-22 17:05:09 UTC is Monday 00:05:09 in Ho Chi Minh City (UTC+7).
    expect(wallClockParts(new Date('2026-11-22T17:05:09Z'), 'Asia/Ho_Chi_Minh')).toEqual({
      year: 2026,
      month: 11,
      day: 23,
      hour: 0,
      minute: 5,
      second: 9,
      weekday: 1,
    });
    // India is UTC+5:30: the half hour is kept.
    expect(wallClockParts(new Date('2026-11-22T17:05:09Z'), 'Asia/Kolkata')).toMatchObject({
      day: 22,
      hour: 22,
      minute: 35,
      weekday: 0,
    });
  });

  it('formats dd/MM/yyyy HH:mm, with seconds on request, and nothing for no instant', () => {
    expect(formatZonedDateTime('2026-01-02T03:04:05Z', 'Asia/Bangkok')).toBe('02/01/2026 10:04');
    expect(formatZonedDateTime('2026-01-02T03:04:05Z', 'Asia/Bangkok', { seconds: true })).toBe(
      '02/01/2026 10:04:05',
    );
    expect(formatZonedDateTime(null, 'Asia/Bangkok')).toBe('');
    expect(formatZonedDateTime('not a date', 'Asia/Bangkok')).toBe('');
  });
});
