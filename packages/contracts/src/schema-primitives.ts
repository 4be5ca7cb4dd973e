import { z } from 'zod';
import type { EndpointDefinition } from './endpoint-definition.js';

/**
 * The input primitives of the API's schemas (docs/api.md 'Input bounds'): every id, code and amount
 * a call takes is bounded by the database column it ends up in, and no text holds a character
 * PostgreSQL cannot store, so that bad input is refused as input (400 validation_error) instead of
 * failing in the database. See docs/api.md 'Input bounds'.
 */

/** PostgreSQL `integer` (int4): the type of every id and code column (apps/api/src/db/migrations). */
export const INT4_MIN = -2_147_483_648;
export const INT4_MAX = 2_147_483_647;
/** Money columns are `bigint`; a JavaScript number is exact only up to this, which is below it. */
export const MONEY_MAX = Number.MAX_SAFE_INTEGER;
/** The deepest row a list may start at (offset), and the last page (page/size paging). */
export const LIST_OFFSET_MAX = 10_000_000;
export const LIST_PAGE_MAX = 1_000_000;
export const LIST_LIMIT_MAX = 200;

export interface IntegerRange {
  /** INT4_MIN by default. */
  min?: number;
  /** INT4_MAX by default. */
  max?: number;
  /** A locale key (or text) for a value below `min`. */
  message?: string;
}

function checkedRange({ min = INT4_MIN, max = INT4_MAX }: IntegerRange): { min: number; max: number } {
  if (!(INT4_MIN <= min && min <= max && max <= INT4_MAX)) {
    throw new RangeError(`an int4 range must lie within ${INT4_MIN}..${INT4_MAX}: ${min}..${max}`);
  }
  return { min, max };
}

/** An integer of an `integer` column as JSON sends it: within [min, max], int4's range by default. */
export function int4(range: IntegerRange = {}) {
  const { min, max } = checkedRange(range);
  return z
    .number()
    .int()
    .min(min, range.message === undefined ? undefined : { message: range.message })
    .max(max);
}

/** Decimal digits, as a path, a query string or a form writes an integer. */
const DECIMAL_INTEGER = /^-?\d+$/;

/**
 * The text of a decimal integer as a number; anything else is left as it is for the number
 * schema to refuse: no hexadecimal ('0x10' is not id 16), no exponent, no blank taken as 0.
 */
const decimalIntegerText = (value: unknown) =>
  typeof value === 'string' && DECIMAL_INTEGER.test(value) ? Number(value) : value;

/**
 * The same from a path, a query string or a form, whose values are text ('42' is 42); a JSON
 * number is taken as it is.
 */
export function int4Param(range: IntegerRange = {}) {
  return z.preprocess(decimalIntegerText, int4(range));
}

/** A row id in a JSON body: 1 to 2147483647. `message` is the locale key of a missing choice (0). */
export const dbId = (message?: string) => int4({ min: 1, ...(message === undefined ? {} : { message }) });
/** A row id in a path, a query string or a form. */
export const dbIdParam = () => int4Param({ min: 1 });
/** An org id in a query string: 0 is headquarters (orgs.ts HQ_ORG_ID). */
export const orgIdParam = () => int4Param({ min: 0 });
/** A code of an `integer` column in a JSON body (a status, a synonym value, a state): 0 to 2147483647. */
export const dbCode = () => int4({ min: 0 });
/** The same code from a path, a query string or a form. */
export const dbCodeParam = () => int4Param({ min: 0 });

/**
 * Ids of a list filter, from a query string (`?agentId=1&agentId=2`, or one value) or a JSON
 * array: always an array of at most `max` ids.
 */
export function dbIdList(max = 100) {
  return z
    .union([z.array(dbIdParam()), dbIdParam()])
    .transform((value) => (Array.isArray(value) ? value : [value]))
    .pipe(z.array(dbId()).max(max));
}

/** Values of an enum from a query string (`?state=failed&state=retrying`, or one) or a JSON array. */
export function enumList<T extends readonly [string, ...string[]]>(values: T) {
  const one = z.enum(values);
  return z
    .union([z.array(one), one])
    .transform((value) => (Array.isArray(value) ? value : [value]))
    .pipe(z.array(one).max(values.length));
}

/** The optimistic lock of a row (its `version` column), as the client read it. */
export const rowVersion = () => int4({ min: 1 });

/** An amount of money in integer minor units (bigint columns; money.ts): 0 up to MONEY_MAX. */
export const moneyAmount = () => z.number().int().min(0).max(MONEY_MAX);

/** The first row of a list page (offset/limit paging). */
export const listOffset = () => int4Param({ min: 0, max: LIST_OFFSET_MAX });
/** Rows of a list page (limit, or size of page/size paging). */
export const listLimit = () => int4Param({ min: 1, max: LIST_LIMIT_MAX });
/** A page of page/size paging, counted from 0. */
export const listPage = () => int4Param({ min: 0, max: LIST_PAGE_MAX });

/**
 * Paging of SPEC.md 7 lists from a query string or a body: offset/limit, or page/size. Every
 * field optional; resolvePaging (paging.ts) gives the defaults.
 */
export const listPaging = () => ({
  offset: listOffset().optional(),
  limit: listLimit().optional(),
  page: listPage().optional(),
  size: listLimit().optional(),
});

// ---------------------------------------------------------------------------------------------
// Codes

/**
 * A code people type and partners send back (a campaign's: networks name it with their leads):
 * ASCII letters, digits, '-' and '_', starting with a letter or a digit, and never a text that a
 * reader takes for a number. JavaScript's Number() reads '123', '1e5', '1e-5', '0x1F', '0b1', '0o7' and
 * 'Infinity' as numbers, and PostgreSQL, spreadsheets and other languages read 'NaN', 'inf' and
 * 'infinity' whatever their case: such a code would become a number (or NaN) on its way through
 * a query string, a sheet or a client, so it is refused when it is made. One pattern, here, for
 * the schema, the form and any other reader.
 */
export const CODE_PATTERN =
  /^(?!(?:nan|inf(?:inity)?|\d+(?:e-?\d+)?|0x[\da-f]+|0b[01]+|0o[0-7]+)$)[a-z\d][\w-]*$/i;

/** A code of at most `max` characters (CODE_PATTERN); `messages` are locale keys. */
export function codeText(max: number, messages: { required: string; format: string }) {
  return z
    .string()
    .trim()
    .min(1, { message: messages.required })
    .max(max)
    .regex(CODE_PATTERN, { message: messages.format });
}

// ---------------------------------------------------------------------------------------------
// Dates PostgreSQL takes

/** ISO dates and times name years 0000 to 9999; PostgreSQL's calendar has no year 0 (1 BC precedes AD 1). */
const notYearZero = (value: string) => !value.startsWith('0000');
const NO_YEAR_ZERO = { message: 'SERVER.INPUT.INVALID_DATE' };

/** A calendar day, YYYY-MM-DD (date columns, day filters), of a year PostgreSQL has. */
export const calendarDate = () => z.iso.date().refine(notYearZero, NO_YEAR_ZERO);

/** An ISO 8601 date and time (timestamptz columns): UTC `Z`, or an offset when `offset` is set. */
export const dateTime = (options: { offset?: boolean } = {}) =>
  z.iso.datetime(options).refine(notYearZero, NO_YEAR_ZERO);

// ---------------------------------------------------------------------------------------------
// Text PostgreSQL cannot store

/**
 * NUL, which no PostgreSQL text holds (and which jsonb refuses as \u0000), and UTF-16 surrogates
 * without their pair, which no UTF-8 encodes (drivers would store U+FFFD instead of them).
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const NUL = String.fromCharCode(0);

/** The locale key of the refusal (SERVER.INPUT.UNSTORABLE_TEXT in en and vi). */
export const UNSTORABLE_TEXT_MESSAGE = 'SERVER.INPUT.UNSTORABLE_TEXT';

export function hasUnstorableText(text: string): boolean {
  return text.includes(NUL) || LONE_SURROGATE.test(text);
}

/**
 * The path of the first text (a string or an object key, at any depth) in `value` that holds a
 * character PostgreSQL cannot store; null when there is none.
 */
export function findUnstorableText(value: unknown): (string | number)[] | null {
  const seen = new Set<object>();
  const visit = (node: unknown, path: (string | number)[]): (string | number)[] | null => {
    if (typeof node === 'string') return hasUnstorableText(node) ? path : null;
    if (node === null || typeof node !== 'object' || seen.has(node)) return null;
    seen.add(node);
    if (Array.isArray(node)) {
      for (const [index, item] of node.entries()) {
        const found = visit(item, [...path, index]);
        if (found) return found;
      }
      return null;
    }
    if (Object.getPrototypeOf(node) !== Object.prototype && Object.getPrototypeOf(node) !== null) return null;
    for (const [key, item] of Object.entries(node)) {
      if (hasUnstorableText(key)) return [...path, key];
      const found = visit(item, [...path, key]);
      if (found) return found;
    }
    return null;
  };
  return visit(value, []);
}

/**
 * The schema, refusing a value whose texts hold a character PostgreSQL cannot store. It checks
 * what the schema answers (the parsed value, which is what reaches the handler and the database),
 * and names the field in the issue's path.
 */
export function refuseUnstorableText<T extends z.ZodType>(schema: T): T {
  const guarded = schema.superRefine((value, ctx) => {
    const path = findUnstorableText(value);
    if (path) ctx.addIssue({ code: 'custom', message: UNSTORABLE_TEXT_MESSAGE, path });
  });
  GUARDED.add(guarded);
  return guarded;
}

const GUARDED = new WeakSet<z.ZodType>();

/** Whether the schema was made by refuseUnstorableText (the contracts test checks every input). */
export function refusesUnstorableText(schema: z.ZodType): boolean {
  return GUARDED.has(schema);
}

type Inputs = 'params' | 'query' | 'body';
const INPUTS: readonly Inputs[] = ['params', 'query', 'body'];

/**
 * The endpoint table with every call's path, query and body schema refusing unstorable text
 * (refuseUnstorableText): ENDPOINTS is built through it, so every call, those to come included,
 * inherits the rule without its schemas having to remember it.
 */
export function withStorableText<T extends Record<string, EndpointDefinition>>(table: T): T {
  return Object.fromEntries(
    Object.entries(table).map(([key, definition]) => {
      const guarded: EndpointDefinition = { ...definition };
      for (const input of INPUTS) {
        const schema = definition[input];
        if (schema) guarded[input] = refuseUnstorableText(schema);
      }
      return [key, guarded];
    }),
  ) as T;
}
