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
import { AppError, invalidInput, unauthorized } from './app-error.js';
import { bodyLimitOf } from './json-body.js';
import { refuseUnknownQuery } from './query-parameters.js';
import type { SessionUser } from './session-user.js';

type Infer<T> = T extends z.ZodType ? z.infer<T> : undefined;

/** The file of an `upload` call, read into memory up to the definition's maxBytes. */
export interface UploadedFile {
  fileName: string;
  mimeType: string;
  data: Buffer;
  /** The file was longer than maxBytes: `data` holds only its beginning. */
  truncated: boolean;
}

export type HandlerInput<D extends EndpointDefinition> = {
  query: Infer<D['query']>;
  params: Infer<D['params']>;
  body: Infer<D['body']>;
  /** Present on every endpoint whose access is not 'public'. */
  user: D['access'] extends 'public' ? SessionUser | null : SessionUser;
  language: Language;
  request: FastifyRequest;
  reply: FastifyReply;
} & (D['upload'] extends object
  ? {
      /** The file of an `upload` call; null when the request carried none. */
      upload: UploadedFile | null;
    }
  : { upload?: undefined });

export interface HandlerResult<T> {
  data: T;
  total?: number;
  /** `total` is an estimate, not an exact count (large lists; docs/orders.md). */
  totalIsEstimate?: boolean;
  /** A locale key for the envelope message; 'SERVER.OK' (Succeed!) by default. */
  messageKey?: string;
  /** Values for the message's {{placeholders}}. */
  messageValues?: Record<string, string | number>;
  /** The business code: CODE_OK (200) unless the call answers another (create-lead answers 0). */
  code?: number;
}

export type EndpointHandler<D extends EndpointDefinition> = (
  input: HandlerInput<D>,
) => Promise<HandlerResult<z.infer<D['data']>>>;

const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded';
const MULTIPART_CONTENT_TYPE = 'multipart/form-data';

function mediaTypeOf(request: FastifyRequest): string | undefined {
  return request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
}

/** A `form` endpoint (POST /oauth/token, RFC 6749 4.3.2) takes a form-encoded body only, not JSON. */
async function requireFormBody(request: FastifyRequest): Promise<void> {
  if (mediaTypeOf(request) !== FORM_CONTENT_TYPE) {
    throw invalidInput(`body must be ${FORM_CONTENT_TYPE}`);
  }
}

/** An `upload` endpoint takes multipart/form-data (the @fastify/multipart plugin parses it). */
async function requireMultipartBody(request: FastifyRequest): Promise<void> {
  if (mediaTypeOf(request) !== MULTIPART_CONTENT_TYPE) {
    throw invalidInput(`body must be ${MULTIPART_CONTENT_TYPE}`);
  }
}

/**
 * Reads the file part `field` of a multipart body into memory, at most maxBytes of it. A body
 * the parser cannot read (no boundary, a cut or malformed part, too many parts) is the client's
 * to fix: 400 validation_error with the parser's reason, never a 500.
 */
async function readUpload(
  request: FastifyRequest,
  upload: NonNullable<EndpointDefinition['upload']>,
): Promise<UploadedFile | null> {
  try {
    // A longer file is cut at maxBytes and flagged (the plugin's throwFileSizeLimit is off, app.ts):
    // the handler words the refusal.
    for await (const part of request.parts({ limits: { fileSize: upload.maxBytes, files: 1, fields: 20 } })) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== upload.field) {
        part.file.resume();
        continue;
      }
      const data = await part.toBuffer();
      return { fileName: part.filename, mimeType: part.mimetype, data, truncated: part.file.truncated };
    }
    return null;
  } catch (error) {
    if (error instanceof AppError) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw invalidInput(`the ${MULTIPART_CONTENT_TYPE} body could not be read (${reason})`);
  }
}

/**
 * Registers one call of the contracts' ENDPOINTS table: its schemas validate the input and
 * document it in OpenAPI, `authorize` enforces its access row, and the answer is wrapped in
 * the envelope. An `upload` call gets its file read from the multipart body. (A `file` call,
 * whose answer is a file, registers with registerFileEndpoint.)
 */
export function registerEndpoint<D extends EndpointDefinition>(
  app: FastifyInstance,
  definition: D,
  handler: EndpointHandler<D>,
): void {
  const bodyCheck = definition.form ? requireFormBody : definition.upload ? requireMultipartBody : undefined;
  const preValidation = [refuseUnknownQuery(definition), ...(bodyCheck ? [bodyCheck] : [])];
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
      ...(definition.upload ? { consumes: [MULTIPART_CONTENT_TYPE] } : {}),
      ...(definition.access === 'public' ? {} : { security: [{ bearerAuth: [] }] }),
      response: { 200: envelopeSchema(definition.data) },
    },
    config: { access: definition.access },
    // An upload's multipart body is read by the plugin with the file's own limit.
    ...(definition.upload ? {} : { bodyLimit: bodyLimitOf(definition) }),
    preValidation,
    handler: async (request, reply) => {
      if (definition.access !== 'public' && !request.sessionUser) throw unauthorized();
      const upload = definition.upload ? await readUpload(request, definition.upload) : undefined;
      const result = await handler({
        query: request.query,
        params: request.params,
        body: request.body,
        upload,
        user: request.sessionUser,
        language: request.language,
        request,
        reply,
      } as HandlerInput<D>);
      return {
        code: result.code ?? CODE_OK,
        message: translate(request.language, result.messageKey ?? 'SERVER.OK', result.messageValues),
        data: result.data,
        ...(result.total !== undefined ? { total: result.total } : {}),
        ...(result.totalIsEstimate ? { totalIsEstimate: true } : {}),
      };
    },
  });
}
