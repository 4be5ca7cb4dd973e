import { describe, expect, it } from 'vitest';
import { formatAmount, formatCompactAmount, formatCount, formatDateTime } from './format';

describe('the screens’ formatters', () => {
  it('shows money in minor units with comma thousands, the currency’s decimals and its code', () => {
    expect(formatAmount(1_250_000, 'VND')).toBe('1,250,000 VND');
    expect(formatAmount(1_234_567, 'THB')).toBe('12,345.67 THB');
    expect(formatAmount(0, 'VND')).toBe('0 VND');
  });

  it('falls back to two decimals and no code when the currency is unknown yet', () => {
    expect(formatAmount(1_234_567, '')).toBe('12,345.67');
  });

  it('shortens money for a chart axis without its code', () => {
    expect(formatCompactAmount(1_500_000, 'VND')).toBe('1.5M');
    expect(formatCompactAmount(150_000, 'THB')).toBe('1.5K');
  });

  it('counts with comma thousands', () => {
    expect(formatCount(1_234_567)).toBe('1,234,567');
    expect(formatCount(12)).toBe('12');
  });

  it('shows an instant as dd/MM/yyyy HH:mm on the org’s wall clock, and nothing for no instant', () => {
    expect(formatDateTime('2026-11-28T04:05:00Z', 'Asia/Ho_Chi_Minh')).toBe('28/11/2026 11:05');
    expect(formatDateTime('2026-11-28T23:30:00Z', 'Asia/Bangkok')).toBe('29/11/2026 06:30');
    expect(formatDateTime(null, 'Asia/Ho_Chi_Minh')).toBe('');
    expect(formatDateTime('not a date', 'Asia/Ho_Chi_Minh')).toBe('');
  });
});
