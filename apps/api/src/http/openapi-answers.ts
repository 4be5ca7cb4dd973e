import { CODE_OK, type EndpointDefinition, type Refusal } from '@leadline/contracts';
import { RETRY_AFTER_SECONDS } from './database-unavailable.js';
import type { JsonSchema } from './openapi-schemas.js';

/**
 * The answers of one operation in the API document (docs/api.md 'The API document'): success, the
 * business outcomes some calls answer inside HTTP 200 (SPEC.md 8), and every HTTP refusal the call
 * can give, each in the envelope with its machine code. The refusals every call of a kind gives are
 * derived here from the contracts' row (access, path, body); a call's own are listed in its row
 * (`refusals`, `outcomes`).
 */

const hasPathParameters = (definition: EndpointDefinition) => /:\w+/.test(definition.path);
const takesBody = (definition: EndpointDefinition) => Boolean(definition.body || definition.upload);

/** The refusals a call gives by its kind, before its own. */
export function sharedRefusals(definition: EndpointDefinition): Refusal[] {
  const refusals: Refusal[] = [
    {
      status: 400,
      error: 'validation_error',
      when: 'the input does not match the schema (the message names the field), a query parameter the call does not take, malformed JSON or URL, a value the database cannot store, or a business rule refused it',
    },
  ];
  if (definition.access !== 'public') {
    refusals.push(
      { status: 401, error: 'unauthorized', when: 'no bearer token' },
      { status: 401, error: 'invalid_token', when: 'the token expired, is forged or was revoked' },
      {
        status: 403,
        error: 'forbidden',
        when:
          definition.effect === 'read' || (definition.method === 'GET' && !definition.effect)
            ? 'the caller’s roles may not make this call'
            : 'the caller’s roles may not make this call, or a read-only role (auditor) asks to write',
      },
      {
        status: 403,
        error: 'agent_blocked',
        when: 'the caller’s account is blocked; the message is the reason',
      },
    );
  }
  if (hasPathParameters(definition)) {
    refusals.push(
      { status: 404, error: 'not_found', when: 'no row the caller may see has the path’s id or code' },
      { status: 414, error: 'validation_error', when: 'a path parameter is longer than the router takes' },
    );
  }
  if (takesBody(definition)) {
    refusals.push({
      status: 413,
      error: 'validation_error',
      when: 'the body is longer than the call’s limit',
    });
  }
  if (takesBody(definition)) {
    refusals.push({
      status: 415,
      error: 'validation_error',
      when: 'the body’s content type is none the server reads (JSON, form, multipart)',
    });
  }
  refusals.push(
    { status: 500, error: 'internal_error', when: 'a fault of the server: logged, no details are sent' },
    {
      status: 503,
      error: 'service_unavailable',
      when: 'the database is unreachable: retry after the seconds of Retry-After',
    },
  );
  return refusals;
}

/** Every refusal of the call: its kind's, then its own. */
export const refusalsOf = (definition: EndpointDefinition): Refusal[] => [
  ...sharedRefusals(definition),
  ...(definition.refusals ?? []),
];

const REFUSAL_DATA = {
  description: 'null, or what the refusal is about (an import’s refusal names its rows)',
};

function refusalEnvelope(status: number, errors: readonly string[]): JsonSchema {
  return {
    type: 'object',
    description: 'The envelope of a refusal',
    properties: {
      code: { type: 'integer', enum: [status], description: 'The HTTP status again' },
      message: { type: 'string', description: 'What went wrong, in the caller’s language (Accept-Language)' },
      data: REFUSAL_DATA,
      error: { type: 'string', enum: [...new Set(errors)], description: 'The machine code to branch on' },
    },
    required: ['code', 'message', 'data', 'error'],
  };
}

const describeRefusals = (refusals: readonly Refusal[]) =>
  refusals.map((refusal) => `${refusal.error ? `\`${refusal.error}\`: ` : ''}${refusal.when}`).join('; ');

/** An answer whose envelope carries the call's data: success, and a refusal without a machine code. */
function withCode(success: JsonSchema, codes: readonly number[]): JsonSchema {
  const properties = (success.properties ?? {}) as Record<string, unknown>;
  return {
    ...success,
    properties: { ...properties, code: { type: 'integer', enum: [...codes] } },
  };
}

const OUTCOME_DATA = { type: 'object', nullable: true, enum: [null], description: 'Always null' };

/**
 * Sets the operation's responses: the 200 answer as generated (the call's data) with its success
 * code and, for a call that has them, the business outcomes beside it; then one response per
 * refusal status.
 */
export function documentAnswers(operation: JsonSchema, definition: EndpointDefinition): void {
  const responses = (operation.responses ?? {}) as Record<string, JsonSchema>;
  const ok = responses['200'] ?? { description: '' };
  const content = ok.content as Record<string, { schema?: JsonSchema }> | undefined;
  const json = content?.['application/json'];
  const success = json?.schema;
  const successCode = definition.successCode ?? CODE_OK;
  const outcomes = definition.outcomes ?? [];
  if (definition.file) {
    ok.description = `The file ${definition.file.fileName} (${definition.file.contentType}); a refusal answers the envelope instead`;
  } else if (json && success) {
    const answered = withCode(success, [successCode]);
    json.schema =
      outcomes.length === 0
        ? answered
        : {
            anyOf: [
              answered,
              {
                type: 'object',
                description: 'A business outcome: the envelope’s code says which, data is null',
                properties: {
                  code: { type: 'integer', enum: outcomes.map((outcome) => outcome.code) },
                  message: { type: 'string' },
                  data: OUTCOME_DATA,
                },
                required: ['code', 'message', 'data'],
                additionalProperties: false,
              },
            ],
          };
    const outcomeText = outcomes.map((outcome) => `\`${outcome.code}\`: ${outcome.when}`).join('; ');
    ok.description =
      `Success: the envelope with \`code\` ${successCode} and the call's data.` +
      (outcomes.length > 0
        ? ` Business outcomes, also answered with HTTP 200 but with data null (SPEC.md 8): ${outcomeText}.`
        : '');
  }
  const byStatus = new Map<number, Refusal[]>();
  for (const refusal of refusalsOf(definition)) {
    byStatus.set(refusal.status, [...(byStatus.get(refusal.status) ?? []), refusal]);
  }
  const result: Record<string, JsonSchema> = { '200': ok };
  for (const [status, refusals] of [...byStatus.entries()].sort(([a], [b]) => a - b)) {
    const errors = refusals.flatMap((refusal) => (refusal.error ? [refusal.error] : []));
    const schema =
      errors.length === refusals.length
        ? refusalEnvelope(status, errors)
        : // A refusal that carries the call's data (the postback simulator's played failure).
          withCode(success ?? {}, [status]);
    result[String(status)] = {
      description: describeRefusals(refusals),
      content: { 'application/json': { schema } },
      ...(status === 503
        ? {
            headers: {
              'Retry-After': {
                description: `Seconds to wait before retrying (${RETRY_AFTER_SECONDS})`,
                schema: { type: 'integer' },
              },
            },
          }
        : {}),
    };
  }
  operation.responses = result;
}
