import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ENDPOINTS, type EndpointDefinition } from './endpoints.js';
import { en, vi } from './locales/index.js';
import {
  calendarDate,
  dateTime,
  dbCode,
  dbCodeParam,
  dbId,
  dbIdList,
  dbIdParam,
  findUnstorableText,
  hasUnstorableText,
  INT4_MAX,
  INT4_MIN,
  int4,
  int4Param,
  listPaging,
  MONEY_MAX,
  moneyAmount,
  orgIdParam,
  refusesUnstorableText,
  refuseUnstorableText,
  UNSTORABLE_TEXT_MESSAGE,
  withStorableText,
} from './schema-primitives.js';

const NUL = '\u0000';
const accepts = (schema: z.ZodType, value: unknown) => schema.safeParse(value).success;

describe('integer primitives: bounded by the database column', () => {
  it('int4 takes PostgreSQL integer’s range and nothing beyond', () => {
    const schema = int4();
    for (const value of [INT4_MIN, -1, 0, 1, INT4_MAX])
      expect(accepts(schema, value), String(value)).toBe(true);
    for (const value of [
      INT4_MAX + 1,
      INT4_MIN - 1,
      2 ** 53 - 1,
      -(2 ** 53 - 1),
      1e308,
      1.5,
      Number.NaN,
      '1',
      null,
    ]) {
      expect(accepts(schema, value), String(value)).toBe(false);
    }
  });

  it('int4Param reads the text of a path, query or form', () => {
    const schema = int4Param({ min: 1 });
    expect(schema.parse('42')).toBe(42);
    expect(schema.parse(String(INT4_MAX))).toBe(INT4_MAX);
    for (const text of [
      '2147483648',
      '9007199254740991',
      '0',
      '-1',
      '1.5',
      '1e308',
      'NaN',
      'Infinity',
      'abc',
      '',
    ]) {
      expect(accepts(schema, text), JSON.stringify(text)).toBe(false);
    }
  });

  it('int4Param reads decimal digits only: no hexadecimal, exponent, sign or blank', () => {
    const schema = int4Param({ min: 1 });
    expect(schema.parse('007')).toBe(7);
    expect(schema.parse(42)).toBe(42);
    for (const text of ['0x10', '0b1', '0o7', '1e3', '+1', ' 1 ', '1 ', '\t1', '١٢']) {
      expect(accepts(schema, text), JSON.stringify(text)).toBe(false);
    }
    expect(int4Param().parse('-5')).toBe(-5);
  });

  it('documents a parameter as an integer with its bounds (OpenAPI)', () => {
    expect(z.toJSONSchema(int4Param({ min: 1 }), { io: 'input' })).toMatchObject({
      type: 'integer',
      minimum: 1,
      maximum: INT4_MAX,
    });
  });

  it('ids start at 1; org ids and codes at 0 (headquarters, code 0)', () => {
    expect(accepts(dbId(), 0)).toBe(false);
    expect(accepts(dbId(), 1)).toBe(true);
    expect(accepts(dbIdParam(), '0')).toBe(false);
    expect(orgIdParam().parse('0')).toBe(0);
    expect(accepts(orgIdParam(), String(INT4_MAX + 1))).toBe(false);
    expect(dbCode().parse(0)).toBe(0);
    expect(accepts(dbCode(), -1)).toBe(false);
    expect(dbCodeParam().parse('35')).toBe(35);
    expect(accepts(dbCodeParam(), '2147483648')).toBe(false);
  });

  it('a missing choice names its message (a locale key)', () => {
    const result = dbId('MESSAGES.CHOOSE_PAYMENT_METHOD').safeParse(0);
    expect(result.error?.issues[0]?.message).toBe('MESSAGES.CHOOSE_PAYMENT_METHOD');
  });

  it('id lists take one value or repeated values, all bounded', () => {
    const schema = dbIdList(3);
    expect(schema.parse('5')).toEqual([5]);
    expect(schema.parse(['1', '2'])).toEqual([1, 2]);
    expect(schema.parse([7])).toEqual([7]);
    expect(accepts(schema, ['1', '2147483648'])).toBe(false);
    expect(accepts(schema, ['1', '2', '3', '4'])).toBe(false);
    expect(accepts(schema, '0')).toBe(false);
  });

  it('money goes up to the largest exact JavaScript integer (bigint columns)', () => {
    expect(accepts(moneyAmount(), MONEY_MAX)).toBe(true);
    expect(accepts(moneyAmount(), MONEY_MAX + 1)).toBe(false);
    expect(accepts(moneyAmount(), -1)).toBe(false);
  });

  it('paging is bounded', () => {
    const paging = z.object(listPaging());
    expect(paging.parse({ offset: '20', limit: '10' })).toEqual({ offset: 20, limit: 10 });
    for (const input of [{ offset: '2147483648' }, { limit: '201' }, { page: '-1' }, { size: '0' }]) {
      expect(accepts(paging, input), JSON.stringify(input)).toBe(false);
    }
  });

  it('a range beyond int4 is a programming error', () => {
    expect(() => int4({ max: INT4_MAX + 1 })).toThrow(RangeError);
    expect(() => int4Param({ min: 5, max: 1 })).toThrow(RangeError);
  });
});

describe('dates PostgreSQL takes', () => {
  it('refuses year 0000, which ISO names and PostgreSQL does not have', () => {
    expect(accepts(calendarDate(), '2025-02-28')).toBe(true);
    expect(accepts(calendarDate(), '0001-01-01')).toBe(true);
    expect(calendarDate().safeParse('0000-01-01').error?.issues[0]?.message).toBe(
      'SERVER.INPUT.INVALID_DATE',
    );
    expect(accepts(calendarDate(), '2025-02-30')).toBe(false);
    expect(accepts(dateTime(), '2025-06-01T10:00:00Z')).toBe(true);
    expect(accepts(dateTime(), '0000-06-01T10:00:00Z')).toBe(false);
    expect(accepts(dateTime({ offset: true }), '2025-06-01T10:00:00+07:00')).toBe(true);
    expect(accepts(dateTime({ offset: true }), '0000-06-01T10:00:00+07:00')).toBe(false);
  });
});

describe('text PostgreSQL cannot store', () => {
  it('is NUL anywhere, or a surrogate without its pair', () => {
    for (const text of [NUL, `a${NUL}`, `${NUL}b`, '\uD800', 'x\uDFFF', '\uDC00\uD800']) {
      expect(hasUnstorableText(text), JSON.stringify(text)).toBe(true);
    }
    for (const text of ['', 'Nguyễn Văn Ánh', '😀', 'ไทย', '\u202E', '\u0001\u001f', '\\u0000', '%00']) {
      expect(hasUnstorableText(text), JSON.stringify(text)).toBe(false);
    }
  });

  it('is found in nested values and object keys, with its path', () => {
    expect(findUnstorableText({ a: 1, b: ['ok', { c: `x${NUL}` }] })).toEqual(['b', 1, 'c']);
    expect(findUnstorableText({ [`k${NUL}`]: 1 })).toEqual([`k${NUL}`]);
    expect(findUnstorableText(`${NUL}`)).toEqual([]);
    expect(findUnstorableText({ a: 'fine', b: [1, null, true] })).toBeNull();
    expect(findUnstorableText(new Date())).toBeNull();
  });

  it('is refused by a guarded schema, naming the field with a locale key', () => {
    const schema = refuseUnstorableText(z.object({ name: z.string().trim(), tags: z.array(z.string()) }));
    expect(schema.parse({ name: ' Lan ', tags: ['a'] })).toEqual({ name: 'Lan', tags: ['a'] });
    const result = schema.safeParse({ name: 'Lan', tags: ['a', `b${NUL}`] });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ code: 'custom', message: UNSTORABLE_TEXT_MESSAGE, path: ['tags', 1] }),
    ]);
    expect(refusesUnstorableText(schema)).toBe(true);
  });

  it('keeps the schema’s own description (OpenAPI)', () => {
    const schema = refuseUnstorableText(z.object({ name: z.string() }).describe('a person'));
    expect(z.toJSONSchema(schema)).toMatchObject({ description: 'a person' });
  });

  it('has its message in every locale', () => {
    const [namespace, group, key] = UNSTORABLE_TEXT_MESSAGE.split('.') as [
      'SERVER',
      'INPUT',
      'UNSTORABLE_TEXT',
    ];
    expect(en[namespace][group][key]).toBeTruthy();
    expect(vi[namespace][group][key]).toBeTruthy();
    for (const name of Object.keys(en.SERVER.INPUT)) {
      expect(vi.SERVER.INPUT[name as keyof typeof en.SERVER.INPUT], name).toBeTruthy();
    }
  });
});

describe('every call of ENDPOINTS', () => {
  const inputs = Object.entries(ENDPOINTS as Record<string, EndpointDefinition>).flatMap(
    ([key, definition]) =>
      (['params', 'query', 'body'] as const).flatMap((part) => {
        const schema = definition[part];
        return schema ? [{ name: `${key}.${part}`, schema }] : [];
      }),
  );

  it('refuses unstorable text in every input (withStorableText), the calls to come included', () => {
    expect(inputs.length).toBeGreaterThan(50);
    expect(inputs.filter(({ schema }) => !refusesUnstorableText(schema)).map(({ name }) => name)).toEqual([]);
    const table = withStorableText({
      probe: {
        method: 'POST',
        path: '/p',
        summary: '',
        tag: '',
        access: 'public',
        body: z.object({ a: z.string() }),
        data: z.null(),
      },
    } satisfies Record<string, EndpointDefinition>);
    expect(table.probe.body.safeParse({ a: NUL }).success).toBe(false);
    expect(table.probe.body.safeParse({ a: 'ok' }).success).toBe(true);
  });

  /**
   * Numbers an input takes that are not ids or codes of an integer column: money in minor units
   * (bigint columns), epoch times of a signed recording URL (never stored).
   */
  const WIDER_THAN_INT4: Record<string, { min: number; max: number }> = {
    price: { min: 0, max: MONEY_MAX },
    discountAmount: { min: 0, max: MONEY_MAX },
    exp: { min: 1, max: Number.MAX_SAFE_INTEGER },
    sid: { min: 0, max: Number.MAX_SAFE_INTEGER },
    // Bank feeds' signed amounts and balances (transaction-verification: an outgoing transfer is negative).
    transferAmount: { min: -MONEY_MAX, max: MONEY_MAX },
    amount: { min: -MONEY_MAX, max: MONEY_MAX },
    accumulated: { min: -MONEY_MAX, max: MONEY_MAX },
    runningBalance: { min: -MONEY_MAX, max: MONEY_MAX },
  };

  /** Every number an input schema takes, with its path and bounds (its JSON schema, as OpenAPI shows it). */
  function numbersOf(node: unknown, path: string, found: { path: string; min?: number; max?: number }[]) {
    if (!node || typeof node !== 'object') return found;
    const schema = node as Record<string, unknown>;
    // A literal or an enum of numbers is bounded by its values.
    if (
      (schema.type === 'integer' || schema.type === 'number') &&
      !('const' in schema) &&
      !('enum' in schema)
    ) {
      const above = schema.exclusiveMinimum as number | undefined;
      const below = schema.exclusiveMaximum as number | undefined;
      found.push({
        path,
        min: (schema.minimum as number | undefined) ?? (above === undefined ? undefined : above + 1),
        max: (schema.maximum as number | undefined) ?? (below === undefined ? undefined : below - 1),
      });
    }
    for (const [key, value] of Object.entries(schema)) {
      if (key === 'properties' && value && typeof value === 'object') {
        for (const [name, property] of Object.entries(value)) numbersOf(property, `${path}.${name}`, found);
      } else if (typeof value === 'object') {
        numbersOf(value, path, found);
      }
    }
    return found;
  }

  it('takes no number beyond its column: int4 for ids and codes, the safe range for money', () => {
    const unbounded = inputs.flatMap(({ name, schema }) =>
      numbersOf(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }), name, [])
        .filter(({ path, min, max }) => {
          const field = path.split('.').at(-1) ?? '';
          const range = WIDER_THAN_INT4[field] ?? { min: INT4_MIN, max: INT4_MAX };
          return min === undefined || max === undefined || min < range.min || max > range.max;
        })
        .map(({ path, min, max }) => `${path} ${min}..${max}`),
    );
    expect(unbounded).toEqual([]);
  });
});

describe('every text an input takes', () => {
  const inputs = Object.entries(ENDPOINTS as Record<string, EndpointDefinition>).flatMap(
    ([key, definition]) =>
      (['params', 'query', 'body'] as const).flatMap((part) => {
        const schema = definition[part];
        return schema ? [{ name: `${key}.${part}`, schema }] : [];
      }),
  );

  /** Every string an input schema takes that has no maximum length, with its path (its JSON schema, as OpenAPI shows it). */
  function unboundedTexts(node: unknown, path: string, found: string[]) {
    if (!node || typeof node !== 'object') return found;
    const schema = node as Record<string, unknown>;
    // An enum or a literal is bounded by its values; a date or a time by its format.
    const bounded =
      'maxLength' in schema || 'const' in schema || 'enum' in schema || typeof schema.format === 'string';
    if (schema.type === 'string' && !bounded) found.push(path);
    for (const [key, value] of Object.entries(schema)) {
      if (key === 'properties' && value && typeof value === 'object') {
        for (const [name, property] of Object.entries(value))
          unboundedTexts(property, `${path}.${name}`, found);
      } else if (typeof value === 'object') {
        unboundedTexts(value, path, found);
      }
    }
    return found;
  }

  it('has a maximum length (a 5,000-character name is refused as input)', () => {
    const unbounded = inputs.flatMap(({ name, schema }) =>
      unboundedTexts(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }), name, []),
    );
    expect([...new Set(unbounded)]).toEqual([]);
  });
});
