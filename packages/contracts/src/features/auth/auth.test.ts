import { describe, expect, it } from 'vitest';
import {
  changePasswordSchema,
  isValidPassword,
  PASSWORD_MAX_AGE_DAYS,
  PASSWORD_PATTERN,
  PASSWORD_WARNING_DAYS,
} from './auth.js';

/** SPEC.md 5: 8 to 32 characters from letters, digits and @#$%^&+!=. */
const SPEC_SYMBOLS = '@#$%^&+!=';
const valid32 = `Aa1@${'x'.repeat(28)}`;

describe('PASSWORD_PATTERN / isValidPassword (SPEC.md 5)', () => {
  it.each([
    ['the demo password', 'Demo@1234'],
    ['exactly 8 characters', 'Abcde@12'],
    ['exactly 32 characters', valid32],
    ['symbols first', '!=Zz9aaa'],
    ['several symbols', 'P@$$w0rd!'],
    ...[...SPEC_SYMBOLS].map((symbol) => [`the symbol ${symbol}`, `Abcdef1${symbol}`] as [string, string]),
  ])('accepts %s', (_, password) => {
    expect(isValidPassword(password)).toBe(true);
    expect(PASSWORD_PATTERN.test(password)).toBe(true);
  });

  it.each([
    ['7 characters', 'Abc@123'],
    ['33 characters', `${valid32}x`],
    ['an empty string', ''],
    ['no digit', 'Demo@abcd'],
    ['no lowercase letter', 'DEMO@1234'],
    ['no uppercase letter', 'demo@1234'],
    ['no symbol', 'Demo12345'],
    ['a space', 'Demo @1234'],
    ['a star', 'Demo*1234'],
    ['a dot', 'Demo.1234'],
    ['an underscore (a word character, not in the set)', 'Demo_1234'],
    ['a valid password plus a character outside the set', 'Demo@1234*'],
    ['a unicode letter', 'Démo@1234'],
    ['a trailing newline', 'Demo@1234\n'],
    ['a leading newline', '\nDemo@1234'],
    ['a tab', 'Demo@12\t34'],
  ])('rejects %s', (_, password) => {
    expect(isValidPassword(password)).toBe(false);
  });

  it('rejects every printable ASCII character outside the SPEC set', () => {
    for (let code = 32; code < 127; code += 1) {
      const char = String.fromCharCode(code);
      const allowed = /[A-Za-z0-9]/.test(char) || SPEC_SYMBOLS.includes(char);
      expect(isValidPassword(`Abcd@12${char}`), JSON.stringify(char)).toBe(allowed);
    }
  });

  it('has the SPEC.md 4 and 9 expiry warning window', () => {
    expect(PASSWORD_WARNING_DAYS).toBe(10);
    expect(PASSWORD_MAX_AGE_DAYS).toBeGreaterThan(PASSWORD_WARNING_DAYS);
  });
});

describe('changePasswordSchema', () => {
  it('accepts an old password and a valid new one', () => {
    expect(changePasswordSchema.safeParse({ oldPassword: 'x', newPassword: 'Demo@1234' }).success).toBe(true);
  });

  it('requires the old password', () => {
    expect(changePasswordSchema.safeParse({ oldPassword: '', newPassword: 'Demo@1234' }).success).toBe(false);
    expect(changePasswordSchema.safeParse({ newPassword: 'Demo@1234' }).success).toBe(false);
  });

  it('rejects a new password breaking the rule with the PASSWORD.RULE key', () => {
    const result = changePasswordSchema.safeParse({ oldPassword: 'Old@12345', newPassword: 'short' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['newPassword', 'PASSWORD.RULE'],
    ]);
  });
});
