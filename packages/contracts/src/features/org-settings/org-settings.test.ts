import { describe, expect, it } from 'vitest';
import { deliveryCutoffDueAt } from './delivery-cutoff.js';
import { isWebPhoneUrl, paymentAccountProblem, type UpdatePaymentAccount } from './org-settings.js';

describe('the delivery cut-off (docs/settings.md)', () => {
  const rule = { enabled: true, cutoffTime: '16:00', workingDays: [1, 2, 3, 4, 5, 6] };
  const HCM = 'Asia/Ho_Chi_Minh'; // UTC+7, no DST

  it('before the cut-off on a working day: at once', () => {
    // Wednesday 2026-11-25 15:59 in Ho Chi Minh City.
    expect(deliveryCutoffDueAt(rule, new Date('2026-11-25T08:59:00Z'), HCM)).toBeNull();
  });

  it('at or after the cut-off: 00:00 of the next working day', () => {
    expect(deliveryCutoffDueAt(rule, new Date('2026-11-25T09:00:00Z'), HCM)?.toISOString()).toBe(
      '2026-11-25T17:00:00.000Z',
    );
    // Saturday 17:00 → Monday (Sunday is off).
    expect(deliveryCutoffDueAt(rule, new Date('2026-11-28T10:00:00Z'), HCM)?.toISOString()).toBe(
      '2026-11-29T17:00:00.000Z',
    );
  });

  it('on a day off, whatever the time: the next working day', () => {
    // Sunday 09:00 → Monday 00:00.
    expect(deliveryCutoffDueAt(rule, new Date('2026-11-29T02:00:00Z'), HCM)?.toISOString()).toBe(
      '2026-11-29T17:00:00.000Z',
    );
  });

  it('off: at once; a zone with summer time keeps local midnight', () => {
    expect(
      deliveryCutoffDueAt({ ...rule, enabled: false }, new Date('2026-11-25T12:00:00Z'), HCM),
    ).toBeNull();
    // Saturday 2026-03-28 20:00 in London, clocks go forward on Sunday: Monday 00:00 is BST (UTC+1).
    expect(deliveryCutoffDueAt(rule, new Date('2026-03-28T20:00:00Z'), 'Europe/London')?.toISOString()).toBe(
      '2026-03-29T23:00:00.000Z',
    );
  });
});

describe('the web phone address', () => {
  it('takes https, http on the machine itself, and a path of this site', () => {
    for (const url of [
      'https://pbx.example.vn/phone',
      'http://localhost:8080',
      'http://127.0.0.1/',
      '/apps/phone',
    ])
      expect(isWebPhoneUrl(url), url).toBe(true);
  });
  it('refuses plain http elsewhere, other schemes, credentials and protocol-relative addresses', () => {
    for (const url of [
      'http://pbx.example.vn',
      'ftp://x.example',
      'javascript:alert(1)',
      '//evil.example',
      'https://user:pw@x.example',
      'https://',
      'https://a b.example',
      'http://localhost.evil.example',
    ])
      expect(isWebPhoneUrl(url), url).toBe(false);
  });
});

describe('a QR account parses back', () => {
  const base: UpdatePaymentAccount = {
    bankBin: null,
    bankName: null,
    accountNumber: null,
    accountName: null,
    promptPayTarget: null,
    qrEnabled: true,
  };
  it('VietQR needs the BIN and the account; PromptPay its id', () => {
    expect(
      paymentAccountProblem('vietqr', { ...base, bankBin: '970436', accountNumber: '0071000123' }),
    ).toBeNull();
    expect(paymentAccountProblem('vietqr', { ...base, bankBin: '970436' })).toBe(
      'ORG_SETTINGS.ERROR.VIETQR_FIELDS',
    );
    expect(paymentAccountProblem('promptpay', { ...base, promptPayTarget: '0812345678' })).toBeNull();
    expect(paymentAccountProblem('promptpay', { ...base, promptPayTarget: '1234567890123' })).toBeNull();
    expect(paymentAccountProblem('promptpay', base)).toBe('ORG_SETTINGS.ERROR.PROMPTPAY_TARGET');
    expect(paymentAccountProblem(null, base)).toBe('ORG_SETTINGS.ERROR.QR_UNSUPPORTED');
    expect(paymentAccountProblem('vietqr', { ...base, qrEnabled: false })).toBeNull();
  });
});
