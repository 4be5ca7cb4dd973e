import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * How a route's answer becomes JSON (docs/api.md, 'Answers').
 *
 * In production, with fast-json-stringify compiled from the route's response schema (the
 * contracts' zod schema as JSON Schema, the one the API document shows): it writes the declared
 * fields in one pass and drops the rest, and checks nothing. Checking every answer against its
 * zod schema (what fastify-type-provider-zod does: a full parse of the page, then JSON.stringify)
 * was a fifth of the server thread's time on a list call (bench/README.md).
 *
 * With `checkAnswers` (the test servers, browser tests included), both run: the zod serialiser
 * refuses an answer its schema does not allow, as before, and the compiled one must give the same
 * JSON, else the call fails naming the route. So the whole test suite is the proof that the
 * production serialiser writes what the schemas say.
 */
export function answerSerializerCompiler(checkAnswers: boolean): FastifySerializerCompiler<z.ZodType> {
  return (route) => {
    const compiled = lazy(() => compileAnswerSchema(route.schema));
    if (!checkAnswers) return (data) => compiled()(data);
    const checked = zodSerializerCompiler(route as never) as (data: unknown) => string;
    return (data) => {
      const json = checked(data);
      const fast = compiled()(data);
      if (!isDeepStrictEqual(JSON.parse(fast), JSON.parse(json)))
        throw new Error(
          `${route.method} ${route.url}: the compiled serialiser wrote another answer than the schema's\n` +
            `schema's:   ${json.slice(0, 2000)}\ncompiled's: ${fast.slice(0, 2000)}`,
        );
      return json;
    };
  };
}

function lazy<T>(build: () => T): () => T {
  let built: T | undefined;
  return () => {
    built ??= build();
    return built;
  };
}

/** The answer's JSON Schema in the shape fast-json-stringify writes fastest. */
export function compileAnswerSchema(schema: z.ZodType): (data: unknown) => string {
  const json = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any', target: 'draft-7' });
  return fastJson(simplified(json) as Parameters<typeof fastJson>[0]);
}

type JsonSchema = Record<string, unknown>;

/**
 * A nullable value (`anyOf: [X, {type: 'null'}]`, how zod says it) becomes `type: [X's, 'null']`:
 * fast-json-stringify picks an anyOf branch by validating the value against each, a cost on every
 * nullable field of every row; with a type list it only looks at the value's type.
 */
function simplified(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplified);
  if (!node || typeof node !== 'object') return node;
  const schema: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) schema[key] = simplified(value);
  const branches = schema.anyOf;
  if (Array.isArray(branches) && branches.length === 2) {
    const other = branches.find((branch: JsonSchema) => branch.type !== 'null') as JsonSchema | undefined;
    const hasNull = branches.some(
      (branch: JsonSchema) => branch.type === 'null' && Object.keys(branch).length === 1,
    );
    if (hasNull && other && typeof other.type === 'string' && !('anyOf' in other) && !('oneOf' in other)) {
      const { anyOf: _anyOf, ...rest } = schema;
      return { ...rest, ...other, type: [other.type, 'null'] };
    }
  }
  return schema;
}
