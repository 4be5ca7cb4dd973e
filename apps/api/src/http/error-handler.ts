import { type ErrorCode, type Language, pickLanguage, translate } from '@leadline/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, BusinessOutcome } from './app-error.js';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from './database-unavailable.js';
import { sqlStateOf } from './sql-state.js';

export { sqlStateOf };

function send(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  errorCode: ErrorCode,
  values: Record<string, string | number> = {},
  rawMessage?: string,
  data: unknown = null,
) {
  const message = rawMessage ?? translate(request.language ?? 'en', `SERVER.${errorCode}`, values);
  return reply.status(status).send({ code: status, message, data, error: errorCode });
}

/** Contracts' schemas name their messages by locale key (PASSWORD.RULE); zod's own are plain text. */
const LOCALE_KEY = /^[A-Z][A-Z0-9_]*(\.[A-Za-z0-9_]+)+$/;

/**
 * A text over its maximum (every input text has one: contracts schema-primitives.test.ts) says the
 * limit, in the caller's language, instead of zod's English 'Too big: expected string to have <=100
 * characters'.
 */
function tooLongText(
  issue: NonNullable<FastifyError['validation']>[number],
  language: Language,
): string | null {
  const params = issue.params as { origin?: unknown; maximum?: unknown };
  if (issue.keyword !== 'too_big' || params.origin !== 'string' || typeof params.maximum !== 'number')
    return null;
  return translate(language, 'SERVER.INPUT.TEXT_TOO_LONG', { max: params.maximum });
}

function describeValidation(
  error: FastifyError & { validationContext?: string },
  language: Language,
): string {
  const issues = (error.validation ?? []).map((issue) => {
    const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
    const text = issue.message ?? 'invalid';
    const message =
      tooLongText(issue, language) ?? (LOCALE_KEY.test(text) ? translate(language, text) : text);
    return field ? `${field}: ${message}` : message;
  });
  const where = error.validationContext ? `${error.validationContext} ` : '';
  return `${where}${issues.join('; ')}`;
}

/**
 * The locale key of the message for a data exception (SQLSTATE class 22) the database raised on
 * a value of the request; schemas refuse these values first (contracts schema-primitives.ts),
 * this catches what they do not foresee.
 */
const DATA_EXCEPTION_MESSAGES: Record<string, string> = {
  '22003': 'SERVER.INPUT.OUT_OF_RANGE', // numeric_value_out_of_range
  '22P03': 'SERVER.INPUT.OUT_OF_RANGE', // invalid_binary_representation
  '22021': 'SERVER.INPUT.UNSTORABLE_TEXT', // character_not_in_repertoire (NUL)
  '22P05': 'SERVER.INPUT.UNSTORABLE_TEXT', // untranslatable_character (\u0000 in jsonb)
  '22001': 'SERVER.INPUT.TOO_LONG', // string_data_right_truncation
  '22007': 'SERVER.INPUT.INVALID_DATE', // invalid_datetime_format
  '22008': 'SERVER.INPUT.INVALID_DATE', // datetime_field_overflow
  '22009': 'SERVER.INPUT.INVALID_DATE', // invalid_time_zone_displacement_value
};
const DATA_EXCEPTION_DEFAULT_MESSAGE = 'SERVER.INPUT.INVALID_VALUE';
/** A data exception (class 22): a value of the request the database could not take. */
export const isDataException = (sqlState: string | undefined) => sqlState?.startsWith('22') ?? false;

/** The locale key of the refusal of a data exception. */
export const dataExceptionMessageKey = (sqlState: string) =>
  DATA_EXCEPTION_MESSAGES[sqlState] ?? DATA_EXCEPTION_DEFAULT_MESSAGE;

/** Locale keys of the router's refusals, before any route or hook ran. */
const FRAMEWORK_ERROR_MESSAGES: Record<string, string> = {
  FST_ERR_BAD_URL: 'SERVER.INPUT.BAD_URL',
  FST_ERR_MAX_PARAM_LENGTH: 'SERVER.INPUT.PATH_TOO_LONG',
};

/**
 * Fastify's `frameworkErrors`: a malformed URL or a path parameter longer than the router takes
 * answers the envelope too (400 or 414 validation_error), not the router's own JSON.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  // No hook ran yet: the language comes from the header here.
  request.language = pickLanguage(request.headers['accept-language']);
  const messageKey = error.code ? FRAMEWORK_ERROR_MESSAGES[error.code] : undefined;
  const status = error.statusCode ?? 500;
  if (messageKey && status < 500) {
    return send(request, reply, status, 'validation_error', {
      details: translate(request.language, messageKey),
    });
  }
  request.log.error({ err: error, method: request.method }, 'request failed before routing');
  return send(request, reply, 500, 'internal_error');
}

/**
 * A body longer than the call's limit (http/json-body.ts): 413 in the envelope, with the limit,
 * answered as soon as the length is known (Content-Length, or the bytes read so far).
 */
function refuseLargeBody(request: FastifyRequest, reply: FastifyReply) {
  const language = request.language ?? 'en';
  const limit = Math.floor((request.routeOptions.bodyLimit ?? 0) / 1024);
  return send(request, reply, 413, 'validation_error', {
    details: translate(language, 'SERVER.INPUT.BODY_TOO_LARGE', { limit }),
  });
}

/**
 * SPEC.md 8 on the server side: every failure answers the envelope with a clear message; a
 * fault is logged with its request context and answered without a stack trace. A value the
 * database refuses (a data exception) is the client's: 400, logged as a warning.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const message = error.messageKey
        ? translate(request.language ?? 'en', error.messageKey, error.values)
        : error.rawMessage;
      return send(request, reply, error.status, error.errorCode, error.values, message, error.data ?? null);
    }
    if (error instanceof BusinessOutcome) {
      const message = translate(request.language ?? 'en', error.messageKey);
      // Sent as text: the route's 200 schema describes its data, and an outcome has none.
      return reply
        .status(200)
        .type('application/json; charset=utf-8')
        .send(JSON.stringify({ code: error.code, message, data: null }));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return send(request, reply, 400, 'validation_error', {
        details: describeValidation(error, request.language ?? 'en'),
      });
    }
    if (isDatabaseUnavailable(error)) {
      // An outage, not a bug: a load balancer and the web app can tell the two apart and retry.
      request.log.warn(
        {
          reason: error.message,
          sqlState: sqlStateOf(error),
          method: request.method,
          url: request.url,
          userId: request.sessionUser?.userId,
        },
        'database unavailable',
      );
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return send(request, reply, 503, 'service_unavailable', { seconds: RETRY_AFTER_SECONDS });
    }
    const sqlState = sqlStateOf(error);
    if (isDataException(sqlState)) {
      const language = request.language ?? 'en';
      request.log.warn(
        {
          sqlState,
          reason: error.message,
          method: request.method,
          url: request.url,
          userId: request.sessionUser?.userId,
        },
        'input refused by the database',
      );
      return send(request, reply, 400, 'validation_error', {
        details: translate(language, dataExceptionMessageKey(sqlState as string)),
      });
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return refuseLargeBody(request, reply);
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Malformed JSON, a wrong content type, a body too large: the client's to fix.
      return send(request, reply, status, 'validation_error', { details: error.message });
    }
    request.log.error(
      { err: error, method: request.method, url: request.url, userId: request.sessionUser?.userId },
      'request failed',
    );
    return send(request, reply, 500, 'internal_error');
  });
}
