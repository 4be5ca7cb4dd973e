import { z } from 'zod';
import { daysSortAndOrg, leadCustomerColumns, namedRef, pagedListFilter } from '../../list-filters.js';
import { dbIdList } from '../../schema-primitives.js';

/**
 * Callbacks (SPEC.md 2.1 /apps/callback/list and /management; docs/callbacks.md): the open
 * callbacks a save or a schedule of the edit screen left (one per lead), due, overdue or upcoming.
 * A lead saved with a status other than a callback status closes its callback.
 */

/** The filter forms, kept in the browser like the order lists'. */
export const CALLBACK_LIST_STORAGE_KEY = 'callbackListFilter';
export const CALLBACK_MANAGEMENT_STORAGE_KEY = 'callbackManagementFilter';

/** today: due on the org's today (past or not); overdue: its time passed; upcoming: after today. */
export const CALLBACK_DUE_FILTERS = ['all', 'today', 'overdue', 'upcoming'] as const;
export type CallbackDueFilter = (typeof CALLBACK_DUE_FILTERS)[number];

/** mine: the caller's own callbacks (the list); team: every agent's (management; an agent's own). */
export const CALLBACK_SCOPES = ['mine', 'team'] as const;

export const CALLBACK_SORT_KEYS = ['scheduledAt', 'leadId', 'customerName'] as const;
export type CallbackSortKey = (typeof CALLBACK_SORT_KEYS)[number];

/** How often the reminder job looks for callbacks falling due (docs/callbacks.md). */
export const CALLBACK_REMINDER_INTERVAL_MS = 30_000;

const filterFields = {
  scope: z.enum(CALLBACK_SCOPES).default('mine'),
  due: z.enum(CALLBACK_DUE_FILTERS).default('all'),
  /** Lead id, customer name or phone digits. */
  search: z.string().trim().max(100).optional(),
  /** Callback reasons (reasons of the CALLBACK_* kinds). */
  reasonId: dbIdList().optional(),
  campaignId: dbIdList().optional(),
  /** Management only: the agents whose callbacks to show. */
  agentId: dbIdList().optional(),
  /** Days the callback is scheduled on. */
  ...daysSortAndOrg(CALLBACK_SORT_KEYS, 'scheduledAt', 'asc'),
};

export const callbackListFilterSchema = pagedListFilter(filterFields);
export type CallbackListFilter = z.infer<typeof callbackListFilterSchema>;

/** One open callback of the list. */
export const callbackRowSchema = z.object({
  callbackId: z.number().int(),
  ...leadCustomerColumns(),
  campaign: namedRef.nullable(),
  agent: namedRef,
  /** The callback status the lead was saved with (33 to 35) and its name. */
  leadStatus: z.object({ value: z.number().int(), name: z.string() }),
  reason: namedRef.nullable(),
  note: z.string().nullable(),
  /** ISO 8601. */
  scheduledAt: z.string(),
  overdue: z.boolean(),
  /** overdue: its time passed; due: later today in the org's time zone; upcoming: a later day. */
  state: z.enum(['overdue', 'due', 'upcoming']),
  /** When the reminder was pushed; null before it falls due. */
  remindedAt: z.string().nullable(),
});
export type CallbackRow = z.infer<typeof callbackRowSchema>;
