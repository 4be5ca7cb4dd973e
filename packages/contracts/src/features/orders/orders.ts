import { z } from 'zod';
import { DEFAULT_PAGE_SIZE } from '../../constants.js';
import {
  calendarDate,
  dbCodeParam,
  dbId,
  dbIdList,
  dbIdParam,
  listPaging,
  orgIdParam,
} from '../../schema-primitives.js';

/** Lead status values (synonym type 1, DOMAIN.md). 34 and 35 are SPEC.md's reason codes. */
export const LEAD_STATUS = {
  NEW: 1,
  APPROVED: 2,
  REJECTED: 3,
  BUSY: 4,
  NO_ANSWER: 5,
  UNREACHABLE: 6,
  TRASH: 7,
  DUPLICATED: 8,
  CALLBACK_POTENTIAL: 33,
  CALLBACK_PROSPECT: 34,
  CALLBACK_CONSULTING: 35,
} as const;

/** Sale order status; names are ORDERS.SO_STATUS.<value> in the locales. */
export const SO_STATUS = {
  PENDING: 1,
  APPROVED: 2,
  CANCELLED: 3,
  DELIVERED: 4,
  RETURNED: 5,
} as const;
export const SO_STATUS_VALUES: readonly number[] = Object.values(SO_STATUS);

export const TYPE_LEADS = ['lead', 'so'] as const;
export type TypeLead = (typeof TYPE_LEADS)[number];

const idList = dbIdList();

const isoDate = calendarDate();

/** Paging of SPEC.md 7 lists: offset/limit, or page/size (page counted from 0). */
const paging = listPaging();

export function resolvePaging(input: { offset?: number; limit?: number; page?: number; size?: number }) {
  const limit = input.limit ?? input.size ?? DEFAULT_PAGE_SIZE;
  const offset = input.offset ?? (input.page ?? 0) * limit;
  return { offset, limit };
}

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;

/** The order list's filter form (SPEC.md 2.5, 7.2), kept in the browser and sent as is. */
export const orderListFilterSchema = z
  .object({
    ...paging,
    search: z.string().trim().max(100).optional(),
    leadStatus: idList.optional(),
    campaignId: idList.optional(),
    agentId: idList.optional(),
    typeLead: z.enum(TYPE_LEADS).optional(),
    dateField: z.enum(['createdAt', 'assignedAt', 'lastCallAt', 'nextCallbackAt']).default('createdAt'),
    dateFrom: isoDate.optional(),
    dateTo: isoDate.optional(),
    sortBy: z
      .enum(['createdAt', 'assignedAt', 'lastCallAt', 'nextCallbackAt', 'customerName', 'leadStatus'])
      .default('createdAt'),
    sortDirection: z.enum(SORT_DIRECTIONS).default('desc'),
    /** HQ (org 0) picks the org; other users' own org always applies. */
    orgId: orgIdParam().optional(),
  })
  .refine((filter) => !filter.dateFrom || !filter.dateTo || filter.dateFrom <= filter.dateTo, {
    message: 'dateFrom must not be after dateTo',
    path: ['dateTo'],
  });
export type OrderListFilter = z.infer<typeof orderListFilterSchema>;

/** The order management filter: sale orders with their lead and delivery order. */
export const orderManagementFilterSchema = z
  .object({
    ...paging,
    search: z.string().trim().max(100).optional(),
    leadStatus: idList.optional(),
    soStatus: idList.optional(),
    doStatus: idList.optional(),
    campaignId: idList.optional(),
    agentId: idList.optional(),
    paymentMethodId: idList.optional(),
    dateFrom: isoDate.optional(),
    dateTo: isoDate.optional(),
    sortBy: z.enum(['createdAt', 'amount', 'soId']).default('createdAt'),
    sortDirection: z.enum(SORT_DIRECTIONS).default('desc'),
    orgId: orgIdParam().optional(),
  })
  .refine((filter) => !filter.dateFrom || !filter.dateTo || filter.dateFrom <= filter.dateTo, {
    message: 'dateFrom must not be after dateTo',
    path: ['dateTo'],
  });
export type OrderManagementFilter = z.infer<typeof orderManagementFilterSchema>;

const namedRef = z.object({ id: z.number().int(), name: z.string() });
const statusRef = z.object({ value: z.number().int(), name: z.string() });

/** One row of the order list: a lead with its latest sale order and delivery order. */
export const orderListRowSchema = z.object({
  leadId: z.number().int(),
  typeLead: z.enum(TYPE_LEADS),
  orgId: z.number().int(),
  customerName: z.string(),
  phone: z.string(),
  prodName: z.string().nullable(),
  campaign: namedRef.nullable(),
  leadStatus: statusRef,
  leadStatusNew: z.number().int(),
  agent: namedRef.nullable(),
  callAttempts: z.number().int(),
  createdAt: z.string(),
  assignedAt: z.string().nullable(),
  lastCallAt: z.string().nullable(),
  nextCallbackAt: z.string().nullable(),
  saleOrder: z
    .object({
      id: z.number().int(),
      amount: z.number().int(),
      currency: z.string(),
      status: statusRef,
      createdAt: z.string(),
    })
    .nullable(),
  deliveryOrder: z.object({ deliveryOrderId: z.number().int(), currentStatusName: z.string() }).nullable(),
  /** Who holds the lead and until when (docs/orders.md, hold lead); null when nobody does. */
  hold: z.object({ agent: namedRef, until: z.string() }).nullable(),
});
export type OrderListRow = z.infer<typeof orderListRowSchema>;

/** One row of order management: a sale order as SPEC.md 3 names it, with its lead and DO. */
export const saleOrderRowSchema = z.object({
  id: z.number().int(),
  orgId: z.number().int(),
  amount: z.number().int(),
  currency: z.string(),
  createdAt: z.string(),
  status: statusRef,
  paymentMethod: namedRef,
  agent: namedRef.nullable(),
  lead: z.object({
    leadId: z.number().int(),
    customerName: z.string(),
    phone: z.string(),
    prodName: z.string().nullable(),
    leadStatus: statusRef,
    campaign: namedRef.nullable(),
  }),
  deliveryOrder: z.object({ deliveryOrderId: z.number().int(), currentStatusName: z.string() }).nullable(),
});
export type SaleOrderRow = z.infer<typeof saleOrderRowSchema>;

export const referenceItemSchema = z.object({
  id: z.number().int(),
  value: z.number().int(),
  code: z.string().nullable(),
  name: z.string(),
  localizedName: z.string(),
});
export type ReferenceItem = z.infer<typeof referenceItemSchema>;

export const campaignSchema = z.object({
  id: z.number().int(),
  orgId: z.number().int(),
  code: z.string(),
  name: z.string(),
  network: z.string().nullable(),
  active: z.boolean(),
});

export const agentOptionSchema = z.object({
  id: z.number().int(),
  userName: z.string(),
  fullName: z.string(),
  orgId: z.number().int(),
});

export const reasonQuerySchema = z.object({ code: dbCodeParam() });
export const reasonKindQuerySchema = z.object({ kind: z.enum(['REJECT', 'TRASH']) });

/** SPEC.md 4: 35 gives consulting reasons, 34 prospect reasons, any other code potential reasons. */
export function callbackReasonKind(
  code: number,
): 'CALLBACK_CONSULTING' | 'CALLBACK_PROSPECT' | 'CALLBACK_POTENTIAL' {
  if (code === 35) return 'CALLBACK_CONSULTING';
  if (code === 34) return 'CALLBACK_PROSPECT';
  return 'CALLBACK_POTENTIAL';
}

export const bankSchema = z.object({
  id: z.number().int(),
  country: z.string(),
  code: z.string(),
  shortName: z.string(),
  name: z.string(),
});

export const reassignSchema = z.object({
  leadIds: z.array(dbId()).min(1).max(500),
  agentId: dbId(),
});

/** The query of the resell list: page and size (SPEC.md 7.2); the filter form is the body. */
export const resellListQuerySchema = z.object({ page: paging.page, size: paging.size });

/**
 * routerProcessingLeads (docs/orders.md): the list an agent works, set per user; null follows
 * the roles (a resell agent, role 27 without role 12, works the resell list).
 */
export const ROUTER_PROCESSING_LEADS = ['normal', 'resell'] as const;
export type RouterProcessingLeads = (typeof ROUTER_PROCESSING_LEADS)[number];

export const resellRouterSchema = z.object({
  /** The list this user works: the order list, or the resell list. */
  list: z.enum(ROUTER_PROCESSING_LEADS),
  /** The user's stored setting; null when the roles decide. */
  routerProcessingLeads: z.enum(ROUTER_PROCESSING_LEADS).nullable(),
});
export type ResellRouter = z.infer<typeof resellRouterSchema>;

/** How long a hold reserves a lead for its agent (docs/orders.md). */
export const HOLD_MINUTES = 15;

export const holdLeadSchema = z.object({
  leadId: dbIdParam(),
  /** true gives the lead back before its hold runs out. */
  release: z.boolean().optional(),
});
export type HoldLeadInput = z.infer<typeof holdLeadSchema>;

export const holdLeadResultSchema = z.object({
  leadId: z.number().int(),
  /** The holder; null after a release. */
  heldBy: z.number().int().nullable(),
  heldUntil: z.string().nullable(),
  /** The lead's agent after the call (holding a lead of the resell pool takes it). */
  assigneeId: z.number().int().nullable(),
});
export type HoldLeadResult = z.infer<typeof holdLeadResultSchema>;
