import { type ErrorCode, type Language, translate } from '@leadline/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, BusinessOutcome } from './app-error.js';

function send(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  errorCode: ErrorCode,
  values: Record<string, string | number> = {},
  rawMessage?: string,
) {
  const message = rawMessage ?? translate(request.language ?? 'en', `SERVER.${errorCode}`, values);
  return reply.status(status).send({ code: status, message, data: null, error: errorCode });
}

/** Contracts' schemas name their messages by locale key (PASSWORD.RULE); zod's own are plain text. */
const LOCALE_KEY = /^[A-Z][A-Z0-9_]*(\.[A-Za-z0-9_]+)+$/;

function describeValidation(
  error: FastifyError & { validationContext?: string },
  language: Language,
): string {
  const issues = (error.validation ?? []).map((issue) => {
    const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
    const text = issue.message ?? 'invalid';
    const message = LOCALE_KEY.test(text) ? translate(language, text) : text;
    return field ? `${field}: ${message}` : message;
  });
  const where = error.validationContext ? `${error.validationContext} ` : '';
  return `${where}${issues.join('; ')}`;
}

/**
 * SPEC.md 8 on the server side: every failure answers the envelope with a clear message; a
 * fault is logged with its request context and answered without a stack trace.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const message = error.messageKey
        ? translate(request.language ?? 'en', error.messageKey)
        : error.rawMessage;
      return send(request, reply, error.status, error.errorCode, error.values, message);
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
