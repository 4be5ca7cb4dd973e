import type { ErrorCode } from '@leadline/contracts';

/** What an AppError answers, each part by name. */
export interface AppErrorOptions {
  /** The HTTP status. */
  status: number;
  /** The machine code of SPEC.md 8's handling (the envelope's `error`); its text is SERVER.<code>. */
  error: ErrorCode;
  /** The values of the message's placeholders. */
  values?: Record<string, string | number>;
  /** A message to send as is (the block reason an admin typed, a text translated already). */
  text?: string;
  /** A locale key whose text, in the caller's language, is the message (a business rule's). */
  messageKey?: string;
  /** The envelope's data instead of null (an import's refusal shows its data, SPEC.md 8). */
  data?: unknown;
}

/**
 * An error a client may see: HTTP status, the machine code of SPEC.md 8's handling, and its
 * message (SERVER.<code> in the locales unless a text or a key is given). Anything else thrown is a
 * server fault: logged, and answered as internal_error without details. Modules throw it through
 * the named factories below, never by hand: the status and code of each kind are said once.
 */
export class AppError extends Error {
  readonly status: number;
  readonly errorCode: ErrorCode;
  readonly values: Record<string, string | number>;
  readonly rawMessage?: string;
  readonly messageKey?: string;
  readonly data?: unknown;

  constructor(options: AppErrorOptions) {
    super(options.text ?? options.messageKey ?? options.error);
    this.status = options.status;
    this.errorCode = options.error;
    this.values = options.values ?? {};
    this.rawMessage = options.text;
    this.messageKey = options.messageKey;
    this.data = options.data;
  }
}

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

// 400: the request is the client's to fix.

/** A business rule refused the input: HTTP 400 with the rule's own message (SPEC.md 5). */
export const ruleViolation = (messageKey: string, values: Record<string, string | number> = {}) =>
  new AppError({ status: 400, error: 'validation_error', values, messageKey });

/**
 * A business rule refused the input with a message translated already (in the language the
 * rule was checked in), and what the screen marks in the envelope's data.
 */
export const translatedRefusal = (text: string, data?: unknown) =>
  new AppError({ status: 400, error: 'validation_error', text, data });

/** The request's shape is wrong: SERVER.validation_error with the details. */
export const invalidInput = (details: string, data?: unknown) =>
  new AppError({ status: 400, error: 'validation_error', values: { details }, data });

// 401 and 403: who is calling (SPEC.md 8, the response interceptor).

/** No or an unusable credential: the web app logs out. */
export const unauthorized = () => new AppError({ status: 401, error: 'unauthorized' });

/** A token expired, revoked or of an org that no longer exists: the web app logs out. */
export const invalidToken = () => new AppError({ status: 401, error: 'invalid_token' });

/** The caller may not do this; with a key, the message says why. */
export const forbidden = (messageKey?: string) =>
  new AppError({ status: 403, error: 'forbidden', messageKey });

/** The agent is blocked; the admin's typed reason, when there is one, is the message. */
export const agentBlocked = (reason?: string) =>
  new AppError({ status: 403, error: 'agent_blocked', text: reason });

/** The user has no role (SPEC.md 8 'Login without a role'). */
export const noRole = () => new AppError({ status: 403, error: 'no_role' });

// The OAuth token call's refusals (RFC 6749 5.2).

export const invalidClient = () => new AppError({ status: 401, error: 'invalid_client' });
export const unsupportedGrantType = () => new AppError({ status: 400, error: 'unsupported_grant_type' });
export const invalidGrant = () => new AppError({ status: 400, error: 'invalid_grant' });

/** Too many failures: locked for `minutes`; `text` when the message is worded already. */
export const tooManyRequests = (minutes: number, text?: string) =>
  new AppError({ status: 429, error: 'too_many_requests', values: { minutes }, text });

// The password change (SPEC.md 8 'Password').

export const passwordNotMatch = () => new AppError({ status: 400, error: 'password_not_match' });
export const passwordReused = () => new AppError({ status: 400, error: 'password_reused' });

// What is not there.

/** Nothing here for the caller; with a key, the message says what was not found. */
export const notFound = (messageKey?: string) =>
  new AppError({ status: 404, error: 'not_found', messageKey });

/** The server cannot answer now; try again in `seconds` (the caller sets Retry-After). */
export const serviceUnavailable = (seconds: number, data?: unknown) =>
  new AppError({ status: 503, error: 'service_unavailable', values: { seconds }, data });
