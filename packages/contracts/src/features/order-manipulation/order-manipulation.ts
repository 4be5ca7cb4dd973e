import { z } from 'zod';
import { TYPE_LEADS } from '../../leads.js';
import { namedRef, pagedListFilter } from '../../list-filters.js';
import { SORT_DIRECTIONS } from '../../paging.js';
import { calendarDate, dbIdList, dbIdParam, orgIdParam } from '../../schema-primitives.js';
import { historyChangeSchema } from '../lead-detail/index.js';

/**
 * Order manipulation (SPEC.md 2.2 /apps/orders/manipulation; docs/order-manipulation.md): the
 * admin's log of every change made to the org's leads and sale orders, read from the history the
 * edit screen shows lead by lead.
 */

/** The filter form, kept in the browser like the other lists' (SPEC.md 3). */
export const ORDER_MANIPULATION_FILTER_STORAGE_KEY = 'orderManipulationFilter';

/** What a history entry is about: a lead or a sale order. */
export const HISTORY_ENTITY_TYPES = ['lead', 'so'] as const;
export type HistoryEntityType = (typeof HISTORY_ENTITY_TYPES)[number];

/**
 * The actions the history holds, each with a readable sentence on the edit screen (the API's
 * modules/leads/history-sentences.ts): those of a lead, then those of a sale order. `created`
 * is both (a lead's and an order's creation).
 */
export const LEAD_HISTORY_ACTIONS = [
  'created',
  'status',
  'update',
  'reassign',
  'phone',
  'hold',
  'release',
  'restore',
  'postback_resent',
  'postback_delivered',
  'postback_failed',
] as const;
export const SALE_ORDER_HISTORY_ACTIONS = [
  'created',
  'updated',
  'validated',
  'validation_cancelled',
  'validation_status_changed',
  'delivery_order_created',
  'delivery_order_refused',
  'do_sent',
  'do_send_failed',
  'do_status',
  'do_resend',
  'do_removed',
  'do_cancelled',
  'do_imported',
  'do_reconciled',
  'bank_transfer_received',
  'bank_transfer_verified',
  'bank_transfer_rejected',
] as const;
export const HISTORY_ACTIONS = [
  ...new Set([...LEAD_HISTORY_ACTIONS, ...SALE_ORDER_HISTORY_ACTIONS]),
] as readonly HistoryAction[];
export type HistoryAction =
  | (typeof LEAD_HISTORY_ACTIONS)[number]
  | (typeof SALE_ORDER_HISTORY_ACTIONS)[number];

/** Without dates the list shows the last days up to today, in the org's time zone (docs/order-manipulation.md). */
export const ORDER_MANIPULATION_DEFAULT_DAYS = 7;

const filterFields = {
  /** Days of the change, in the org's time zone, both included; none: the last 7 days. */
  dateFrom: calendarDate().optional(),
  dateTo: calendarDate().optional(),
  entityType: z
    .enum(HISTORY_ENTITY_TYPES)
    .describe('Changes of leads only (lead) or of sale orders only (so)')
    .optional(),
  action: z
    .enum(HISTORY_ACTIONS as [HistoryAction, ...HistoryAction[]])
    .describe('One kind of change (the history entry’s action)')
    .optional(),
  /** Who made the change. */
  actorId: dbIdList()
    .describe('Ids of the users whose changes to keep (repeat the parameter for several)')
    .optional(),
  /** A lead's or a sale order's id (with entityType, only that kind). */
  entityId: dbIdParam()
    .describe('A lead’s or a sale order’s id (with entityType, that kind only)')
    .optional(),
  /** Newest first; the oldest first on request. */
  sortBy: z.enum(['createdAt']).default('createdAt'),
  sortDirection: z.enum(SORT_DIRECTIONS).default('desc'),
  /** HQ (org 0) picks the org; other users' own org always applies. */
  orgId: orgIdParam().optional(),
};

/** GET (query) and POST (body) list: the filter and the page (offset/limit or page/size). */
export const orderManipulationFilterSchema = pagedListFilter(filterFields);
export type OrderManipulationFilter = z.infer<typeof orderManipulationFilterSchema>;
export type OrderManipulationSortKey = OrderManipulationFilter['sortBy'];

/** One change of the list. */
export const orderManipulationRowSchema = z.object({
  /** The history entry's id. */
  id: z.number().int(),
  orgId: z.number().int(),
  createdAt: z.string(),
  entityType: z.enum(HISTORY_ENTITY_TYPES),
  /** The lead's id, or the sale order's. */
  entityId: z.number().int(),
  /** The lead the entry belongs to (the order's lead for an order's entry), for its link. */
  lead: z.object({ leadId: z.number().int(), typeLead: z.enum(TYPE_LEADS) }).nullable(),
  action: z.string(),
  /** Who made the change; null for the system or a partner. */
  actor: namedRef.nullable(),
  /** The entry as the edit screen's history says it, in the caller's language. */
  summary: z.string(),
  /** What else changed, as readable fields. */
  fields: z.array(historyChangeSchema),
});
export type OrderManipulationRow = z.infer<typeof orderManipulationRowSchema>;

/** The org's users: the Who filter's choices. */
export const orderManipulationActorSchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  orgId: z.number().int(),
});
export type OrderManipulationActor = z.infer<typeof orderManipulationActorSchema>;
