import {
  CODE_OK,
  type EndpointDefinition,
  effectOf,
  envelopeSchema,
  type Language,
  translate,
} from '@leadline/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { ScopedDb } from '../db/org-scope.js';
import { AppError, invalidInput, unauthorized } from './app-error.js';
import { endpointRouteSchema, FORM_CONTENT_TYPE, MULTIPART_CONTENT_TYPE } from './endpoint-route-schema.js';
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

/**
 * Opens the caller's org-scoped transaction (db/org-scope.ts); app.ts decorates the server with it
 * before any module registers, so the pipeline, not a route, opens every request's scope.
 */
export type RequestScope = <T>(
  user: SessionUser,
  options: { readOnly: boolean },
  work: (trx: ScopedDb) => Promise<T>,
) => Promise<T>;

/** A transaction in the caller's scope, as the pipeline opens them (read-only for a read). */
export type ScopeRunner = <T>(work: (trx: ScopedDb) => Promise<T>) => Promise<T>;

/** What every handler is given: the parsed input, the caller and the request. */
export type BaseHandlerInput<D extends EndpointDefinition> = {
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

/**
 * A handler of registerEndpoint: for a signed-in call, `trx` is the caller's scoped transaction,
 * opened by the pipeline from the call's effect (read-only for a read or a read-only caller) and
 * committed before the answer is sent. A public call has none (it works on the system database).
 */
export type HandlerInput<D extends EndpointDefinition> = BaseHandlerInput<D> & {
  trx: D['access'] extends 'public' ? undefined : ScopedDb;
};

/**
 * A handler of registerStepwiseEndpoint: work that must not hold one transaction for the whole
 * call (a partner's or a bank's answer awaited between steps, a file streamed page by page, an
 * upload parsed before it is written) opens each step's transaction with `scope`, which the
 * pipeline binds to the caller and the call's effect.
 */
export type StepwiseHandlerInput<D extends EndpointDefinition> = BaseHandlerInput<D> & {
  scope: D['access'] extends 'public' ? undefined : ScopeRunner;
};

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

export type StepwiseEndpointHandler<D extends EndpointDefinition> = (
  input: StepwiseHandlerInput<D>,
) => Promise<HandlerResult<z.infer<D['data']>>>;

/** The caller's scope for this call: read-only for a read, and always for a read-only caller. */
export function scopeRunnerOf(
  request: FastifyRequest,
  definition: EndpointDefinition,
): ScopeRunner | undefined {
  const user = request.sessionUser;
  if (definition.access === 'public' || !user) return undefined;
  const readOnly = user.readOnly === true || effectOf(definition) === 'read';
  return (work) => request.server.requestScope(user, { readOnly }, work);
}

/** The parsed input, the caller and the request, as every kind of handler takes them. */
export async function baseInputOf<D extends EndpointDefinition>(
  request: FastifyRequest,
  reply: FastifyReply,
  definition: D,
): Promise<BaseHandlerInput<D>> {
  if (definition.access !== 'public' && !request.sessionUser) throw unauthorized();
  const upload = definition.upload ? await readUpload(request, definition.upload) : undefined;
  return {
    query: request.query,
    params: request.params,
    body: request.body,
    upload,
    user: request.sessionUser,
    language: request.language,
    request,
    reply,
  } as BaseHandlerInput<D>;
}

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
 * document it in OpenAPI, `authorize` enforces its access row, the handler runs in the caller's
 * scoped transaction (HandlerInput's `trx`) and the answer is wrapped in the envelope once it has
 * committed. An `upload` call gets its file read from the multipart body first. (A call that
 * works in several transactions registers with registerStepwiseEndpoint; a `file` call, whose
 * answer is a file, with registerFileEndpoint.)
 */
export function registerEndpoint<D extends EndpointDefinition>(
  app: FastifyInstance,
  definition: D,
  handler: EndpointHandler<D>,
): void {
  routeEnvelopeCall(app, definition, async (request, reply) => {
    const input = await baseInputOf(request, reply, definition);
    const scope = scopeRunnerOf(request, definition);
    if (!scope) return handler({ ...input, trx: undefined } as HandlerInput<D>);
    return scope((trx) => handler({ ...input, trx } as HandlerInput<D>));
  });
}

/** Registers a call whose handler opens its transactions step by step (StepwiseHandlerInput). */
export function registerStepwiseEndpoint<D extends EndpointDefinition>(
  app: FastifyInstance,
  definition: D,
  handler: StepwiseEndpointHandler<D>,
): void {
  routeEnvelopeCall(app, definition, async (request, reply) => {
    const input = await baseInputOf(request, reply, definition);
    return handler({ ...input, scope: scopeRunnerOf(request, definition) } as StepwiseHandlerInput<D>);
  });
}

function routeEnvelopeCall<D extends EndpointDefinition>(
  app: FastifyInstance,
  definition: D,
  run: (request: FastifyRequest, reply: FastifyReply) => Promise<HandlerResult<z.infer<D['data']>>>,
): void {
  const bodyCheck = definition.form ? requireFormBody : definition.upload ? requireMultipartBody : undefined;
  const preValidation = [refuseUnknownQuery(definition), ...(bodyCheck ? [bodyCheck] : [])];
  app.withTypeProvider<ZodTypeProvider>().route({
    method: definition.method,
    url: definition.path,
    schema: endpointRouteSchema(definition, { 200: envelopeSchema(definition.data) }),
    config: { access: definition.access },
    // An upload's multipart body is read by the plugin with the file's own limit.
    ...(definition.upload ? {} : { bodyLimit: bodyLimitOf(definition) }),
    preValidation,
    handler: async (request, reply) => {
      const result = await run(request, reply);
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
