import { type EndpointDefinition, translate } from '@leadline/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { invalidInput } from './app-error.js';

/**
 * The query parameters a call takes: the properties of its query schema, none without one. A call
 * given another one refuses it (400 validation_error) rather than ignoring it: once,
 * `leadStatus[]=1` (another client's array syntax) was dropped and the list answered every row, as
 * if unfiltered. An array is the parameter repeated (`leadStatus=1&leadStatus=2`).
 */
export function queryParametersOf(definition: EndpointDefinition): ReadonlySet<string> {
  if (!definition.query) return new Set();
  const schema = z.toJSONSchema(definition.query, { io: 'input', unrepresentable: 'any' });
  return new Set(Object.keys((schema as { properties?: object }).properties ?? {}));
}

/**
 * A query schema that takes parameters beyond the ones it names (a catchall): the postback
 * simulator is a network's endpoint, and a network's postback URL carries whatever parameters
 * the org's template puts in it (subid, aff_sub…), all of which it records.
 */
function takesAnyQuery(definition: EndpointDefinition): boolean {
  if (!definition.query) return false;
  const schema = z.toJSONSchema(definition.query, { io: 'input', unrepresentable: 'any' });
  const extra = (schema as { additionalProperties?: unknown }).additionalProperties;
  return extra !== undefined && extra !== false;
}

/** A preValidation hook refusing a query parameter the call does not take. */
export function refuseUnknownQuery(definition: EndpointDefinition) {
  if (takesAnyQuery(definition)) return async (): Promise<void> => undefined;
  const known = queryParametersOf(definition);
  const knownText = known.size > 0 ? [...known].join(', ') : '—';
  return async (request: FastifyRequest): Promise<void> => {
    const query = request.query;
    if (!query || typeof query !== 'object') return;
    const unknown = Object.keys(query).find((name) => !known.has(name));
    if (unknown === undefined) return;
    throw invalidInput(
      translate(request.language ?? 'en', 'SERVER.INPUT.UNKNOWN_QUERY', {
        name: unknown.slice(0, 100),
        known: knownText,
      }),
    );
  };
}
