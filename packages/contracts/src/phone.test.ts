import { describe, expect, it } from 'vitest';
import { ORGS } from './orgs.js';
import { normalizePhone, type PhoneRegion } from './phone.js';

describe('normalizePhone', () => {
  it.each([
    '0912 345 678',
    '091-234-5678',
    '0912.345.678',
    '(091) 234 5678',
    '+84 912 345 678',
    '+84 (0) 912 345 678',
    '84912345678',
    '0084912345678',
    '912345678',
    '  0912345678  ',
    '０９１２３４５６７８',
  ])('reads the Vietnamese mobile %j as +84912345678', (raw) => {
    expect(normalizePhone(raw, 'VN')).toEqual({
      e164: '+84912345678',
      valid: true,
      national: '0912 345 678',
    });
  });

  it.each<[PhoneRegion, string, string, string]>([
    ['TH', '081-234-5678', '+66812345678', '081 234 5678'],
    ['TH', '66812345678', '+66812345678', '081 234 5678'],
    ['ID', '0812-3456-7890', '+6281234567890', '0812-3456-7890'],
    ['PH', '0917 123 4567', '+639171234567', '0917 123 4567'],
    ['MY', '012-345 6789', '+60123456789', '012-345 6789'],
    ['IN', '98765 43210', '+919876543210', '098765 43210'],
  ])('reads a mobile of %s (%s)', (region, raw, e164, national) => {
    expect(normalizePhone(raw, region)).toEqual({ e164, valid: true, national });
  });

  it('gives every org region a working example', () => {
    const regions = new Set(ORGS.flatMap((org) => (org.phoneRegion ? [org.phoneRegion] : [])));
    expect([...regions].sort()).toEqual(['ID', 'IN', 'MY', 'PH', 'TH', 'VN']);
  });

  it('refuses landlines, impossible prefixes and wrong lengths, keeping their E.164 form', () => {
    expect(normalizePhone('024 3825 1234', 'VN')).toMatchObject({ e164: '+842438251234', valid: false });
    expect(normalizePhone('0112 345 678', 'VN')).toMatchObject({ e164: '+84112345678', valid: false });
    expect(normalizePhone('0912 345 67', 'VN').valid).toBe(false);
    expect(normalizePhone('0912 345 6789', 'VN').valid).toBe(false);
  });

  it('refuses a number of another country than the region', () => {
    expect(normalizePhone('+66 81 234 5678', 'VN')).toEqual({
      e164: '+66812345678',
      valid: false,
      national: '081 234 5678',
    });
  });

  it('refuses text that is not a phone number', () => {
    for (const raw of ['', '   ', 'abc', 'Tel: 0912345678', '0912 345 678 abc', '1'.repeat(40)]) {
      expect(normalizePhone(raw, 'VN'), raw).toEqual({ e164: null, valid: false, national: null });
    }
  });

  it('drops an extension from the national form and the E.164 number', () => {
    expect(normalizePhone('0912 345 678 ext 12', 'VN')).toEqual({
      e164: '+84912345678',
      valid: true,
      national: '0912 345 678',
    });
  });
});
