import { z } from 'zod';

/**
 * SPEC.md 7: every call answers {code, message, data, total}. `error` carries a machine code
 * (invalid_token, unauthorized, ...) the client's response handling keys on (SPEC.md 8).
 */
export interface Envelope<T> {
  code: number;
  message: string;
  data: T;
  total?: number;
  /** `total` is an estimate (a large list's count is capped; docs/orders.md). */
  totalIsEstimate?: boolean;
  error?: string;
}

export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({
    code: z.number().int(),
    message: z.string(),
    data,
    total: z.number().int().optional(),
    totalIsEstimate: z.boolean().optional(),
    error: z.string().optional(),
  });
}

/** Business code of a success (SPEC.md 7; create-lead answers 0 instead). */
export const CODE_OK = 200;
export const CODE_CREATED_LEAD = 0;

/** Machine error codes; their texts live in the locales under SERVER.<code>. */
export const ERROR_CODES = [
  'invalid_token',
  'unauthorized',
  'forbidden',
  'agent_blocked',
  'invalid_client',
  'invalid_grant',
  'unsupported_grant_type',
  'no_role',
  'password_expired',
  'too_many_requests',
  'validation_error',
  'not_found',
  'method_not_allowed',
  'password_not_match',
  'password_reused',
  'internal_error',
  'service_unavailable',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];
