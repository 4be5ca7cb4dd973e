import type { EndpointDefinition } from '@leadline/contracts';

export const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded';
export const MULTIPART_CONTENT_TYPE = 'multipart/form-data';

/**
 * The Fastify route schema of a call of the contracts' table, whatever its answer: the input
 * schemas (validated and documented in OpenAPI), the body's media type, the bearer token of a
 * signed-in call, and `response` for what a success answers (the envelope, a file, a recording).
 */
export function endpointRouteSchema(definition: EndpointDefinition, response: Record<number, unknown>) {
  return {
    summary: definition.summary,
    tags: [definition.tag],
    ...(definition.query ? { querystring: definition.query } : {}),
    ...(definition.params ? { params: definition.params } : {}),
    ...(definition.body ? { body: definition.body } : {}),
    ...(definition.form ? { consumes: [FORM_CONTENT_TYPE] } : {}),
    ...(definition.upload ? { consumes: [MULTIPART_CONTENT_TYPE] } : {}),
    ...(definition.access === 'public' ? {} : { security: [{ bearerAuth: [] }] }),
    response,
  };
}
