import { z } from 'zod';
import { pagedListFilter } from '../../list-filters.js';
import {
  calendarDate,
  dbId,
  dbIdParam,
  enumList,
  int4Param,
  listPaging,
  orgIdParam,
} from '../../schema-primitives.js';

export * from './errors.js';

/**
 * Conversion postbacks (SPEC.md 7.9; DOMAIN.md 'Postbacks and bank transactions'; PARTNERS.md 6;
 * docs/postbacks.md): when a lead reaches an outcome, its source network is told, from the
 * network's URL template, with the order's id as the stable transaction id. The pending list shows
 * those not delivered; a person resends them or sends one by hand.
 */

/** The outcomes a network is told about (the `{status}` placeholder). */
export const POSTBACK_STATUSES = ['approved', 'rejected', 'trash', 'delivered', 'returned'] as const;
export type PostbackStatus = (typeof POSTBACK_STATUSES)[number];

/**
 * Where a postback is: queued and not tried yet (`waiting`), failed and due again by itself
 * (`retrying`), failed with its automatic tries used up (`failed`: a person resends), delivered
 * (the network answered 2xx). The pending list shows the first three.
 */
export const POSTBACK_STATES = ['waiting', 'retrying', 'failed', 'delivered'] as const;
export type PostbackState = (typeof POSTBACK_STATES)[number];
export const PENDING_POSTBACK_STATES = ['waiting', 'retrying', 'failed'] as const;

/** At most this many postbacks per resend (one screen's selection). */
export const POSTBACK_BATCH_MAX = 100;

const filterFields = {
  /**
   * Absent: the pending ones (not delivered), the screen's first tab. `delivered` (the Sent tab,
   * docs/postbacks.md) lists those the network accepted, with its answer.
   */
  state: enumList(POSTBACK_STATES).optional(),
  status: enumList(POSTBACK_STATUSES).optional(),
  /** The network code (leads.source_network), exact. */
  network: z.string().trim().max(100).optional(),
  /** Days the postback was queued, in the org's time zone, both included. */
  dateFrom: calendarDate().optional(),
  dateTo: calendarDate().optional(),
  /** Lead or SO id, or the transaction id. */
  search: z.string().trim().max(100).optional(),
  /** HQ (org 0) picks the org; other users' own org always applies. */
  orgId: orgIdParam().optional(),
};

/** SPEC.md 7.9 POST SO/pending/postback: the filter and the page (offset and limit in the query or the body). */
export const pendingPostbackFilterSchema = pagedListFilter(filterFields);
export type PendingPostbackFilter = z.infer<typeof pendingPostbackFilterSchema>;

/** The paging of the pending list given in the query string. */
export const pendingPostbackQuerySchema = z.object(listPaging());

/** One postback as the pending list shows it. */
export const postbackRowSchema = z.object({
  id: z.number().int(),
  orgId: z.number().int(),
  leadId: z.number().int(),
  saleOrderId: z.number().int().nullable(),
  customerName: z.string(),
  network: z.string(),
  status: z.enum(POSTBACK_STATUSES),
  /** The stable transaction id the network counts once: the SO id, or L + the lead id without an order. */
  transactionId: z.string(),
  url: z.string(),
  state: z.enum(POSTBACK_STATES),
  attempts: z.number().int(),
  lastHttpStatus: z.number().int().nullable(),
  /** The last failure in short ('http_503: …', 'timeout', 'unreachable'). */
  lastError: z.string().nullable(),
  /** The start of the network's last answer's body (at most POSTBACK_ANSWER_EXCERPT characters). */
  lastAnswer: z.string().nullable(),
  lastAttemptAt: z.string().nullable(),
  /** When the network accepted it; null until then. */
  deliveredAt: z.string().nullable(),
  /** When the next automatic try is due; null when none is (a person must resend). */
  nextAttemptAt: z.string().nullable(),
  createdAt: z.string(),
});
export type PostbackRow = z.infer<typeof postbackRowSchema>;

/** One try of a postback, as logged. */
export const postbackAttemptSchema = z.object({
  attemptNo: z.number().int(),
  at: z.string(),
  url: z.string(),
  /** Null when no answer came (timeout, connection refused). */
  httpStatus: z.number().int().nullable(),
  /** The start of the answer's body, at most POSTBACK_BODY_EXCERPT characters. */
  bodyExcerpt: z.string(),
  error: z.string().nullable(),
  durationMs: z.number().int(),
  /** Who asked for it: the automatic send (null) or the person who resent it. */
  triggeredBy: z.string().nullable(),
});
export type PostbackAttempt = z.infer<typeof postbackAttemptSchema>;
export const POSTBACK_BODY_EXCERPT = 500;
/** How much of a network's answer the list and the lead history show (the tries dialog has it all). */
export const POSTBACK_ANSWER_EXCERPT = 120;

export const postbackIdParamsSchema = z.object({ id: dbIdParam().describe('The postback’s id') });

/** POST SO/postback/manual: tell the lead's network this outcome now (queued again if it was already). */
export const manualPostbackSchema = z.object({
  leadId: dbId(),
  status: z.enum(POSTBACK_STATUSES),
});
export type ManualPostbackInput = z.infer<typeof manualPostbackSchema>;

/** Resend one or many postbacks now. */
export const resendPostbacksSchema = z.object({
  ids: z.array(dbId()).min(1).max(POSTBACK_BATCH_MAX),
});
export type ResendPostbacksInput = z.infer<typeof resendPostbacksSchema>;

/** The outcome of one send asked for by a person. */
export const postbackSendResultSchema = z.object({
  id: z.number().int(),
  leadId: z.number().int().nullable(),
  /** Null when the postback was not found (another org's, or no such id). */
  state: z.enum(POSTBACK_STATES).nullable(),
  httpStatus: z.number().int().nullable(),
  message: z.string(),
});
export type PostbackSendResult = z.infer<typeof postbackSendResultSchema>;

/** The simulator of a network (docs/postbacks.md): what it received and answered. */
export const postbackSimulatorQuerySchema = z
  .object({
    /** Answer 429 (come back later) to the first `fail` hits of the same transaction id and status. */
    fail: int4Param({ min: 0, max: 100 }).optional(),
    tid: z.string().max(100).optional(),
    status: z
      .string()
      .max(50)
      .describe('The conversion status the postback reports (approved, rejected…)')
      .optional(),
    clickid: z.string().max(200).optional(),
    payout: z.string().max(50).optional(),
  })
  // A network's endpoint takes the parameters the org's postback template sends (subid…): recorded.
  .catchall(z.string().max(500));
export const postbackSimulatorParamsSchema = z.object({ org: dbIdParam() });
export const postbackSimulatorAnswerSchema = z.object({
  received: z.boolean(),
  hit: z.number().int(),
  /** True when the try's Idempotency-Key was accepted before: the same postback, counted once. */
  duplicate: z.boolean().optional(),
});
