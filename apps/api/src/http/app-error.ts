import type { ErrorCode } from '@leadline/contracts';

/**
 * An error a client may see: HTTP status, the machine code of SPEC.md 8's handling, and the
 * values for its translated message (SERVER.<code> in the locales). Anything else thrown is a
 * server fault: logged, and answered as internal_error without details.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: ErrorCode,
    readonly values: Record<string, string | number> = {},
    /** A message to send as is (the block reason an admin typed, say) instead of the catalogue's. */
    readonly rawMessage?: string,
    /** A locale key whose text, in the caller's language, is the message (a business rule's). */
    readonly messageKey?: string,
    /** The envelope's data instead of null (an import's refusal shows its data, SPEC.md 8). */
    readonly data?: unknown,
  ) {
    super(rawMessage ?? messageKey ?? errorCode);
  }
}

/** A business rule refused the input: HTTP 400 with the rule's own message (SPEC.md 5). */
export const ruleViolation = (messageKey: string) =>
  new AppError(400, 'validation_error', {}, undefined, messageKey);

/**
 * A business outcome the client branches on by the envelope's code, not the HTTP status
 * (SPEC.md 5 'the server code, not the HTTP status, decides'): answered with HTTP 200.
 */
export class BusinessOutcome extends Error {
  constructor(
    readonly code: number,
    readonly messageKey: string,
  ) {
    super(messageKey);
  }
}

export const notFound = () => new AppError(404, 'not_found');
export const forbidden = () => new AppError(403, 'forbidden');
export const invalidInput = (details: string) => new AppError(400, 'validation_error', { details });
