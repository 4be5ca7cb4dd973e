/**
 * Repairs of the JSON schemas zod writes for OpenAPI 3.0 (fastify-type-provider-zod), so that the
 * document says what the server does (docs/api.md 'The API document'):
 * - a nullable enum lists null among its values: OpenAPI 3.0.3 reads `nullable` as adding null to
 *   the type only, and a strict client (ajv) refused every real answer with a null dialer mode;
 * - an `anyOf` of one schema (a union whose other side, a query string's text, has no JSON
 *   schema) is that schema;
 * - a nullable union (no `type` beside `nullable`, which 3.0 ignores) has null as a branch.
 */

export type JsonSchema = Record<string, unknown>;

const SINGLE = ['items', 'additionalProperties', 'not'] as const;
const LISTS = ['allOf', 'anyOf', 'oneOf'] as const;

const isSchema = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Calls `visit` on every schema inside `schema`, the deepest first, then on `schema` itself. */
export function walkSchema(schema: unknown, visit: (schema: JsonSchema) => void): void {
  if (!isSchema(schema)) return;
  if (isSchema(schema.properties)) {
    for (const property of Object.values(schema.properties)) walkSchema(property, visit);
  }
  for (const key of SINGLE) walkSchema(schema[key], visit);
  for (const key of LISTS) {
    const list = schema[key];
    if (Array.isArray(list)) for (const item of list) walkSchema(item, visit);
  }
  visit(schema);
}

function repair(schema: JsonSchema): void {
  const anyOf = schema.anyOf;
  if (Array.isArray(anyOf) && anyOf.length === 1 && isSchema(anyOf[0])) {
    delete schema.anyOf;
    const { nullable, ...only } = anyOf[0];
    Object.assign(schema, only, nullable === true || schema.nullable === true ? { nullable: true } : {});
  }
  if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null)) {
    schema.enum = [...schema.enum, null];
  }
  // OpenAPI 3.0 reads `nullable` only beside a `type`: a nullable union says null as one more branch.
  if (schema.nullable === true && schema.type === undefined && Array.isArray(schema.anyOf)) {
    delete schema.nullable;
    schema.anyOf = [...schema.anyOf, NULL_ONLY];
  }
}

/** The value null alone, written as zod writes `z.null()` for OpenAPI 3.0. */
const NULL_ONLY = { type: 'string', nullable: true, enum: [null] };

/** Repairs `schema` and every schema inside it, in place. */
export function repairSchema(schema: unknown): void {
  walkSchema(schema, repair);
}

/** The schemas of one operation: its parameters', its bodies' and its answers'. */
export function operationSchemas(operation: JsonSchema): unknown[] {
  const schemas: unknown[] = [];
  const parameters = operation.parameters;
  if (Array.isArray(parameters)) for (const parameter of parameters) schemas.push(parameter?.schema);
  const mediaSchemas = (holder: unknown) => {
    if (!isSchema(holder) || !isSchema(holder.content)) return;
    for (const media of Object.values(holder.content)) if (isSchema(media)) schemas.push(media.schema);
  };
  mediaSchemas(operation.requestBody);
  if (isSchema(operation.responses))
    for (const response of Object.values(operation.responses)) mediaSchemas(response);
  return schemas;
}

/** The component names `value` refers to (`#/components/schemas/<name>`), at any depth. */
export function referencedComponents(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) referencedComponents(item, found);
  } else if (isSchema(value)) {
    for (const [key, item] of Object.entries(value)) {
      if (key === '$ref' && typeof item === 'string' && item.startsWith('#/components/schemas/')) {
        found.add(item.slice('#/components/schemas/'.length));
      } else {
        referencedComponents(item, found);
      }
    }
  }
  return found;
}
