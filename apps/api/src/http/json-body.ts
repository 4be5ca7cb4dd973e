import { type EndpointDefinition, translate } from '@leadline/contracts';
import type { FastifyInstance } from 'fastify';
import { invalidInput } from './app-error.js';

/**
 * How large a request body may be (bytes), by call. A public call (login, forgot-password, the
 * partners' webhooks) is reached without a session, so anyone may send it anything: its bodies
 * are a few fields, and a few KB is all the server reads of them. A call behind a session takes
 * up to 1 MB (its longest lists of ids are a few KB); one that needs more says so in its
 * definition (`bodyLimit`). Uploads are multipart and read their file with their own limit
 * (`upload.maxBytes`), which this does not touch.
 */
export const BODY_LIMIT = { public: 16 * 1024, session: 1024 * 1024 } as const;

export function bodyLimitOf(definition: EndpointDefinition): number {
  return definition.bodyLimit ?? (definition.access === 'public' ? BODY_LIMIT.public : BODY_LIMIT.session);
}

/** The deepest nesting of arrays and objects a JSON body may have (ours need a handful). */
export const JSON_MAX_DEPTH = 32;

const OPEN_ARRAY = 0x5b; // [
const OPEN_OBJECT = 0x7b; // {
const CLOSE_ARRAY = 0x5d; // ]
const CLOSE_OBJECT = 0x7d; // }
const QUOTE = 0x22; // "
const BACKSLASH = 0x5c; // \

/**
 * Whether the JSON text nests arrays and objects deeper than `maxDepth`: one pass over the
 * characters, brackets inside strings not counted, stopping at the first level too deep. It
 * builds nothing, so a body of millions of `[` costs a scan of its first bytes rather than
 * millions of arrays in memory. Malformed text is left to the parser that follows.
 */
export function jsonNestsDeeperThan(text: string, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === BACKSLASH) index++;
      else if (char === QUOTE) inString = false;
    } else if (char === QUOTE) {
      inString = true;
    } else if (char === OPEN_ARRAY || char === OPEN_OBJECT) {
      depth++;
      if (depth > maxDepth) return true;
    } else if (char === CLOSE_ARRAY || char === CLOSE_OBJECT) {
      depth--;
    }
  }
  return false;
}

/**
 * The JSON body parser: Fastify's own (prototype poisoning refused), after the nesting check.
 * The body reaches it already bounded by the route's body limit (bodyLimitOf).
 */
export function installJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, rawBody, done) => {
    const body = rawBody as string;
    if (jsonNestsDeeperThan(body, JSON_MAX_DEPTH)) {
      const details = translate(request.language, 'SERVER.INPUT.NESTED_TOO_DEEP', { depth: JSON_MAX_DEPTH });
      done(invalidInput(details), undefined);
      return;
    }
    parseJson(request, body, done);
  });
}
