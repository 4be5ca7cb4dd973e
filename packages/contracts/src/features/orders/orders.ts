import { z } from 'zod';
import { TYPE_LEADS } from '../../leads.js';
import {
  daysSortAndOrg,
  leadCustomerColumns,
  namedRef,
  pagedListFilter,
  statusRef,
} from '../../list-filters.js';
import { isAgentOnly, ROLE } from '../../roles.js';
import { calendarDate, dbId, dbIdList, dbIdParam, listPaging } from '../../schema-primitives.js';

export * from './errors.js';

const idList = dbIdList();

const _isoDate = calendarDate();

/** Paging of SPEC.md 7 lists: offset/limit, or page/size (page counted from 0). */
const paging = listPaging();

/** The order list's filter form (SPEC.md 2.5, 7.2), kept in the browser and sent as is. */
export const orderListFilterSchema = pagedListFilter({
  search: z.string().trim().max(100).optional(),
  leadStatus: idList.optional(),
  campaignId: idList.optional(),
  agentId: idList.optional(),
  typeLead: z.enum(TYPE_LEADS).optional(),
  dateField: z.enum(['createdAt', 'assignedAt', 'lastCallAt', 'nextCallbackAt']).default('createdAt'),
  ...daysSortAndOrg(
    ['createdAt', 'assignedAt', 'lastCallAt', 'nextCallbackAt', 'customerName', 'leadStatus'],
    'createdAt',
    'desc',
  ),
});
export type OrderListFilter = z.infer<typeof orderListFilterSchema>;

/** The order management filter: sale orders with their lead and delivery order. */
export const orderManagementFilterSchema = pagedListFilter({
  search: z.string().trim().max(100).optional(),
  leadStatus: idList.optional(),
  soStatus: idList.optional(),
  doStatus: idList.optional(),
  campaignId: idList.optional(),
  agentId: idList.optional(),
  paymentMethodId: idList.optional(),
  ...daysSortAndOrg(['createdAt', 'amount', 'soId'], 'createdAt', 'desc'),
});
export type OrderManagementFilter = z.infer<typeof orderManagementFilterSchema>;

/** One row of the order list: a lead with its latest sale order and delivery order. */
export const orderListRowSchema = z.object({
  ...leadCustomerColumns(),
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
  /** What was sold: the order's lines, in their order (not lead.prodName, which is the lead's offer). */
  items: z.array(z.object({ prodName: z.string(), quantity: z.number().int() })),
  lead: z.object({
    leadId: z.number().int(),
    customerName: z.string(),
    phone: z.string(),
    /** The product the lead was offered (its campaign's), not necessarily what was sold. */
    prodName: z.string().nullable(),
    leadStatus: statusRef,
    campaign: namedRef.nullable(),
  }),
  deliveryOrder: z.object({ deliveryOrderId: z.number().int(), currentStatusName: z.string() }).nullable(),
});
export type SaleOrderRow = z.infer<typeof saleOrderRowSchema>;

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

/**
 * The list a user works (the resell router's rule): the stored setting when there is one, else a
 * resell agent who is not also a sales agent works the resell list. Only users the resell list
 * admits are routed to it. The server answers with it; the order list page uses it on the roles
 * alone to ask for the likely list while the router's answer is on its way.
 */
export function routedList(
  roles: readonly number[],
  setting: RouterProcessingLeads | null,
): RouterProcessingLeads {
  const resellAgent = roles.includes(ROLE.RESELL_AGENT);
  const wanted = setting ?? (resellAgent && !roles.includes(ROLE.AGENT) ? 'resell' : 'normal');
  const admitted = resellAgent || !isAgentOnly(roles);
  return wanted === 'resell' && admitted ? 'resell' : 'normal';
}

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
