import {
  CODE_OK,
  type EndpointDefinition,
  envelopeSchema,
  type Language,
  translate,
} from '@leadline/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { AppError } from './app-error.js';
import type { SessionUser } from './session-user.js';

type Infer<T> = T extends z.ZodType ? z.infer<T> : undefined;

export interface HandlerInput<D extends EndpointDefinition> {
  query: Infer<D['query']>;
  params: Infer<D['params']>;
  body: Infer<D['body']>;
  /** Present on every endpoint whose access is not 'public'. */
  user: D['access'] extends 'public' ? SessionUser | null : SessionUser;
  language: Language;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface HandlerResult<T> {
  data: T;
  total?: number;
  /** A locale key for the envelope message; 'SERVER.OK' (Succeed!) by default. */
  messageKey?: string;
}

export type EndpointHandler<D extends EndpointDefinition> = (
  input: HandlerInput<D>,
) => Promise<HandlerResult<z.infer<D['data']>>>;

const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded';

/** A `form` endpoint (POST /oauth/token, RFC 6749 4.3.2) takes a form-encoded body only, not JSON. */
async function requireFormBody(request: FastifyRequest): Promise<void> {
  const mediaType = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
  if (mediaType !== FORM_CONTENT_TYPE) {
    throw new AppError(400, 'validation_error', { details: `body must be ${FORM_CONTENT_TYPE}` });
  }
}

/**
 * Registers one call of the contracts' ENDPOINTS table: its schemas validate the input and
 * document it in OpenAPI, `authorize` enforces its access row, and the answer is wrapped in
 * the envelope.
 */
export function registerEndpoint<D extends EndpointDefinition>(
  app: FastifyInstance,
  definition: D,
  handler: EndpointHandler<D>,
): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: definition.method,
    url: definition.path,
    schema: {
      summary: definition.summary,
      tags: [definition.tag],
      ...(definition.query ? { querystring: definition.query } : {}),
      ...(definition.params ? { params: definition.params } : {}),
      ...(definition.body ? { body: definition.body } : {}),
      ...(definition.form ? { consumes: [FORM_CONTENT_TYPE] } : {}),
      ...(definition.access === 'public' ? {} : { security: [{ bearerAuth: [] }] }),
      response: { 200: envelopeSchema(definition.data) },
    },
    config: { access: definition.access },
    ...(definition.form ? { preValidation: requireFormBody } : {}),
    handler: async (request, reply) => {
      if (definition.access !== 'public' && !request.sessionUser) throw new AppError(401, 'unauthorized');
      const result = await handler({
        query: request.query as Infer<D['query']>,
        params: request.params as Infer<D['params']>,
        body: request.body as Infer<D['body']>,
        user: request.sessionUser as HandlerInput<D>['user'],
        language: request.language,
        request,
        reply,
      });
      return {
        code: CODE_OK,
        message: translate(request.language, result.messageKey ?? 'SERVER.OK'),
        data: result.data,
        ...(result.total !== undefined ? { total: result.total } : {}),
      };
    },
  });
}
