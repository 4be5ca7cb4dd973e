import { describe, expect, it } from 'vitest';
import { CODE_PATTERN } from '../../schema-primitives.js';
import { campaignCreateSchema } from './campaigns.js';

const create = (code: string) => campaignCreateSchema.safeParse({ code, name: 'A campaign' });
const formatRefusal = (code: string) => {
  const result = create(code);
  return result.success ? null : result.error.issues.map((issue) => issue.message);
};

describe('campaign codes follow one pattern (CODE_PATTERN)', () => {
  it('takes the codes of the demo data, the tests and the screens', () => {
    for (const code of [
      'VN1-C1',
      'TH1-C4',
      'SUMMER-26',
      'E2E-AUTUMN',
      '2024-SUMMER',
      'X1',
      'a_b',
      'Info',
      'inf1',
      'NaN-2',
    ])
      expect(create(code).success, code).toBe(true);
  });

  it('refuses a code a reader takes for a number: NaN, Infinity and their kin, whatever the case', () => {
    for (const code of [
      'NaN',
      'nan',
      'Infinity',
      'INFINITY',
      'inf',
      'Inf',
      '123',
      '007',
      '1e5',
      '1E308',
      '1e-5',
      '0e-0',
      '0x1F',
      '0b1',
      '0o7',
    ])
      expect(formatRefusal(code), code).toEqual(['CAMPAIGNS.ERROR.CODE_FORMAT']);
  });

  it('refuses a code that does not start with a letter or a digit, or holds anything else', () => {
    for (const code of ['-1', '_a', '.', 'a.b', '1.5', 'has space', 'Việt', 'a/b', '-0'])
      expect(formatRefusal(code), code).toEqual(['CAMPAIGNS.ERROR.CODE_FORMAT']);
    expect(formatRefusal('')).toContain('CAMPAIGNS.ERROR.CODE_REQUIRED');
  });

  it('no code it takes is a number to JavaScript', () => {
    const alphabet = [
      '0',
      '1',
      '9',
      'e',
      'E',
      'x',
      'X',
      'b',
      'o',
      'n',
      'a',
      'N',
      'i',
      'f',
      'I',
      't',
      'y',
      '-',
      '_',
    ];
    let taken = 0;
    const numbers: string[] = [];
    // Every text of up to four characters of the alphabet: the number forms are all short.
    const visit = (prefix: string) => {
      if (prefix && CODE_PATTERN.test(prefix)) {
        taken++;
        if (!Number.isNaN(Number(prefix))) numbers.push(prefix);
      }
      if (prefix.length < 4) for (const char of alphabet) visit(prefix + char);
    };
    visit('');
    expect(numbers).toEqual([]);
    expect(taken).toBeGreaterThan(50_000);
    for (const word of ['Infinity', 'infinity', 'NaN']) expect(CODE_PATTERN.test(word), word).toBe(false);
  });
});
