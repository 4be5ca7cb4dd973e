import type { z } from 'zod';
import type { JsonSchema } from './openapi-schemas.js';

/**
 * An example body for the API document, made from the body's JSON schema and kept only when the
 * call's own zod schema accepts it: a value of every field (or of the required ones only, when
 * the whole does not pass a rule between fields), the first of an enum, the smallest allowed
 * number, a text that fits its pattern.
 */

/** Texts tried, in order, for a string with a pattern. */
const PATTERN_CANDIDATES = [
  'example',
  'EXAMPLE-1',
  'VN1',
  'A1',
  '0987654321',
  '84987654321',
  '+84987654321',
  '970436',
  '12345',
  '123',
  '1',
  '16:00',
  '2026-01-31',
  'abc',
  'LL1',
];

/** Texts for a field by its name, where a generic text would not pass. */
const NAMED_TEXTS: [RegExp, string][] = [
  [/phone/i, '0987654321'],
  [/email/i, 'agent@example.com'],
  [/url|href|template/i, 'https://example.com/hook'],
  [/password/i, 'Example@2026'],
  [/time$/i, '16:00'],
];

interface Context {
  components: Record<string, unknown>;
  depth: number;
  requiredOnly: boolean;
}

const isSchema = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function stringOf(schema: JsonSchema, name: string): string {
  if (schema.format === 'date') return '2026-01-31';
  if (schema.format === 'date-time') return '2026-01-31T09:00:00Z';
  if (schema.format === 'email') return 'agent@example.com';
  if (schema.format === 'uri' || schema.format === 'url') return 'https://example.com/hook';
  if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
  const named = NAMED_TEXTS.find(([pattern]) => pattern.test(name))?.[1];
  const candidates = [...(named ? [named] : []), ...PATTERN_CANDIDATES];
  const pattern = typeof schema.pattern === 'string' ? new RegExp(schema.pattern) : null;
  const min = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const max = typeof schema.maxLength === 'number' ? schema.maxLength : Number.POSITIVE_INFINITY;
  const fits = (text: string) => text.length >= min && text.length <= max && (!pattern || pattern.test(text));
  return candidates.find(fits) ?? 'x'.repeat(Math.max(1, min)).slice(0, Math.max(1, Math.min(max, 10)));
}

function numberOf(schema: JsonSchema): number {
  const min =
    typeof schema.minimum === 'number'
      ? schema.minimum + (schema.exclusiveMinimum === true ? 1 : 0)
      : Number.NEGATIVE_INFINITY;
  const max = typeof schema.maximum === 'number' ? schema.maximum : Number.POSITIVE_INFINITY;
  return Math.min(Math.max(1, min), max);
}

function sampleOf(schema: unknown, name: string, context: Context): unknown {
  if (!isSchema(schema) || context.depth > 8) return null;
  const deeper = { ...context, depth: context.depth + 1 };
  if (typeof schema.$ref === 'string') {
    const target = context.components[schema.$ref.replace('#/components/schemas/', '')];
    return sampleOf(target, name, deeper);
  }
  // A schema's own example first: rules between fields (0 < a < b < 1) no sample would keep.
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if (schema.default !== undefined) return schema.default;
  if (Array.isArray(schema.enum)) return schema.enum.find((value) => value !== null) ?? null;
  for (const key of ['anyOf', 'oneOf'] as const) {
    const branches = schema[key];
    if (Array.isArray(branches)) {
      const branch = branches.find(
        (item) => !(isSchema(item) && Array.isArray(item.enum) && item.enum[0] === null),
      );
      return sampleOf(branch ?? branches[0], name, deeper);
    }
  }
  if (Array.isArray(schema.allOf)) {
    return Object.assign({}, ...schema.allOf.map((part) => sampleOf(part, name, deeper) as object));
  }
  switch (schema.type) {
    case 'string':
      return stringOf(schema, name);
    case 'integer':
    case 'number':
      return numberOf(schema);
    case 'boolean':
      return true;
    case 'array': {
      const count = typeof schema.minItems === 'number' ? Math.max(1, schema.minItems) : 1;
      const item = sampleOf(schema.items, name, deeper);
      return Array.from({ length: count }, () => item);
    }
    case 'object':
      return objectOf(schema, deeper);
    default:
      return schema.nullable === true ? null : {};
  }
}

function objectOf(schema: JsonSchema, context: Context): Record<string, unknown> {
  const properties = isSchema(schema.properties) ? schema.properties : {};
  const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
  const names = Object.keys(properties).filter((name) => !context.requiredOnly || required.has(name));
  return Object.fromEntries(names.map((name) => [name, sampleOf(properties[name], name, context)]));
}

/** An example of the body, or undefined when no candidate passes the call's own schema. */
export function exampleOf(
  schema: JsonSchema | undefined,
  components: Record<string, unknown>,
  zodSchema: z.ZodType,
): unknown {
  if (!schema) return undefined;
  for (const requiredOnly of [false, true]) {
    const example = sampleOf(schema, '', { components, depth: 0, requiredOnly });
    if (zodSchema.safeParse(example).success) return example;
  }
  return undefined;
}
