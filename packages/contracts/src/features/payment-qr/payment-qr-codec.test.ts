import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  buildPaymentQr,
  crc16CcittFalse,
  PaymentQrError,
  parsePaymentQr,
  plainMemo,
} from './payment-qr-codec.js';

/** The published payloads of PARTNERS.md 1.4 (a copy of ../shared/data/qr-vectors.json). */
interface Vector {
  scheme: 'vietqr' | 'promptpay';
  inputs: Record<string, string | null>;
  payload: string;
  source: string;
  crcVerified: boolean;
  structureValid: boolean;
}
const vectors: Vector[] = JSON.parse(
  readFileSync(new URL('./fixtures/qr-vectors.json', import.meta.url), 'utf8'),
);
const valid = vectors.filter((vector) => vector.crcVerified && vector.structureValid);
const invalid = vectors.filter((vector) => !(vector.crcVerified && vector.structureValid));

const digits = (text: string) => text.replace(/\D/g, '');

describe('payment QR vectors', () => {
  it('holds valid and invalid vectors of both schemes', () => {
    expect(valid.some((vector) => vector.scheme === 'vietqr')).toBe(true);
    expect(valid.some((vector) => vector.scheme === 'promptpay')).toBe(true);
    expect(invalid.length).toBe(4);
  });

  it.each(valid.map((vector) => [vector.payload, vector] as const))('round-trips %s', (payload, vector) => {
    const parsed = parsePaymentQr(payload);
    expect(buildPaymentQr(parsed)).toBe(payload);
    expect(parsed.scheme).toBe(vector.scheme);
    const inputs = vector.inputs;
    if (inputs.poi) expect(parsed.initiation).toBe(inputs.poi);
    if (inputs.amount) expect(parsed.amount).toBe(inputs.amount);
    if (inputs.amount === null) expect(parsed.amount).toBeNull();
    if (vector.scheme === 'vietqr') {
      expect(parsed.bankBin).toBe(inputs.bankBin);
      expect(parsed.account).toBe(inputs.account);
      expect(parsed.service).toBe(inputs.service);
      if (inputs.memo) expect(parsed.memo).toBe(inputs.memo);
      if (inputs.memoEncoded) expect(inputs.memoEncoded.startsWith(parsed.memo ?? '-')).toBe(true);
      if (inputs.billNumber_62_01) expect(parsed.billNumber).toBe(inputs.billNumber_62_01);
      if (inputs.tag62_05_reference) expect(parsed.reference).toBe(inputs.tag62_05_reference);
    } else {
      const target = digits(inputs.target ?? '');
      const found = parsed.promptPayTargetType === 'mobile' ? parsed.promptPayPhone : parsed.promptPayTarget;
      expect(found).toBe(target);
    }
  });

  it.each(invalid.map((vector) => [vector.payload] as const))('refuses %s', (payload) => {
    expect(() => parsePaymentQr(payload)).toThrow(PaymentQrError);
  });
});

describe('CRC-16/CCITT-FALSE', () => {
  it('gives the standard check value', () => {
    expect(crc16CcittFalse('123456789')).toBe('29B1');
  });
});

describe('buildPaymentQr from fields', () => {
  it('writes the dynamic VietQR of PARTNERS.md 1.4', () => {
    expect(
      buildPaymentQr({
        scheme: 'vietqr',
        bankBin: '970416',
        account: '257678859',
        amount: 10000,
        memo: 'Chuyen tien',
      }),
    ).toBe(
      '00020101021238530010A0000007270123000697041601092576788590208QRIBFTTA53037045405100005802VN62150811Chuyen tien630453E6',
    );
  });

  it('writes the static VietQR and the PromptPay of PARTNERS.md 1.4', () => {
    expect(buildPaymentQr({ scheme: 'vietqr', bankBin: '970416', account: '257678859' })).toBe(
      '00020101021138530010A0000007270123000697041601092576788590208QRIBFTTA53037045802VN6304AE9F',
    );
    expect(buildPaymentQr({ scheme: 'promptpay', target: '0801234567' })).toBe(
      '00020101021129370016A000000677010111011300668012345675802TH530376463046197',
    );
    expect(buildPaymentQr({ scheme: 'promptpay', target: '089-123-4567', amount: 1337133775 })).toBe(
      '00020101021229370016A000000677010111011300668912345675802TH5303764541113371337.756304B7D7',
    );
    expect(buildPaymentQr({ scheme: 'promptpay', target: '004999000288505', amount: 151575 })).toBe(
      '00020101021229390016A00000067701011103150049990002885055802TH530376454071515.756304522C',
    );
  });

  it('refuses a memo the banks would mangle, and a bad BIN, with a clear error', () => {
    expect(() =>
      buildPaymentQr({ scheme: 'vietqr', bankBin: '970416', account: '1', memo: 'Đơn hàng #12' }),
    ).toThrow(/memo/);
    expect(() => buildPaymentQr({ scheme: 'vietqr', bankBin: '9704', account: '1' })).toThrow(/BIN/);
    expect(plainMemo('Đơn hàng #12 — thanh toán')).toBe('Don hang 12 thanh toan');
  });
});

describe('parsePaymentQr refuses', () => {
  const good = '00020101021138530010A0000007270123000697041601092576788590208QRIBFTTA53037045802VN6304AE9F';
  const recrc = (body: string) => `${body}6304${crc16CcittFalse(`${body}6304`)}`;

  it.each([
    ['', /empty/],
    ['hello', /CRC/],
    [good.replace('AE9F', 'AE9E'), /CRC mismatch/],
    [recrc('0002010102113853'), /declares length 53/],
    [recrc('0002020102113802VN'), /Tag 00/],
    [recrc('000201010211530370458 02VN'), /Malformed/],
    [recrc('00020101021129370016A000000677010111011300668012345675802TH5303704'), /currency/],
    [recrc('0002010102115802VN5303704'), /Neither a VietQR/],
  ])('%s', (payload, message) => {
    expect(() => parsePaymentQr(payload)).toThrow(message);
  });
});
