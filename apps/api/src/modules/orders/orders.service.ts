import {
  type HoldLeadResult,
  isAgentOnly,
  LEAD_DETAIL_ERRORS,
  ORDERS_ERRORS,
  type OrderListFilter,
  type OrderListRow,
  type OrderManagementFilter,
  type ResellRouter,
  ROLE,
  routedList,
  type SaleOrderRow,
} from '@leadline/contracts';
import type { ScopedDb } from '../../db/org-scope.js';
import { invalidInput, ruleViolation } from '../../http/app-error.js';
import type { SessionUser } from '../../http/session-user.js';
import { type ListScope, listScope } from '../../shared/lists/list-scope.js';
import type { PagedList } from '../../shared/lists/paged-list.js';
import { auditActor, writeAudit } from '../audit/index.js';
import { soStatusName } from '../reference/index.js';
import { saleOrdersToCount } from '../sale-orders/index.js';
import { holdLeadRow, routerSetting } from './hold.repository.js';
import { reassignLeads } from './lead.repository.js';
import { findOrderListPage, leadsToCount } from './order-list.repository.js';
import { findSaleOrderPage } from './order-management.repository.js';

/** The order list (SPEC.md 7.2): leads with their latest sale order and delivery order. */
export const orderList: PagedList<OrderListFilter, ListScope, OrderListRow> = {
  scope: (user, filter) => listScope(user, filter.orgId),
  filtered: leadsToCount,
  page: async (trx, filter, scope, page, language) =>
    (await findOrderListPage(trx, filter, scope, page, language, soStatusName(language))).rows,
  pageWithCount: (trx, filter, scope, page, language, cap) =>
    findOrderListPage(trx, filter, scope, page, language, soStatusName(language), cap),
};

/** A resell agent: role 27 among the roles, so they may take leads from the resell pool. */
const isResellAgent = (user: SessionUser) => user.roles.includes(ROLE.RESELL_AGENT);

/**
 * The order list for resell (SPEC.md 7.2): resell leads only (typeLead so). A resell agent sees
 * theirs and the unassigned ones of the org (the pool they hold leads from); managers see all.
 */
export const resellList: PagedList<OrderListFilter, ListScope, OrderListRow> = {
  ...orderList,
  scope: (user, filter) => ({ ...listScope(user, filter.orgId), withPool: isResellAgent(user) }),
};

/** The resell list's filter: the body's, for resell leads; the query's page and size win over its paging. */
export function resellFilter(
  query: { page?: number; size?: number },
  filter: OrderListFilter,
): OrderListFilter {
  return {
    ...filter,
    typeLead: 'so',
    ...(query.page !== undefined ? { page: query.page, offset: undefined } : {}),
    ...(query.size !== undefined ? { size: query.size, limit: undefined } : {}),
  };
}

/** The resell router (reads routerProcessingLeads; the rule is the contracts' routedList). */
export async function resellRouter(trx: ScopedDb, user: SessionUser): Promise<ResellRouter> {
  const setting = await routerSetting(trx, user.userId);
  return { list: routedList(user.roles, setting), routerProcessingLeads: setting };
}

const HOLD_REFUSALS = {
  not_visible: LEAD_DETAIL_ERRORS.DENY_LEAD_ACCESS,
  in_trash: ORDERS_ERRORS.HOLD_IN_TRASH,
  held_by_other: ORDERS_ERRORS.HOLD_HELD_BY_OTHER,
  not_held: ORDERS_ERRORS.HOLD_NOT_HELD,
} as const;

/** Hold lead (SPEC.md 7.2; the rules are in docs/orders.md). */
export async function holdLead(
  trx: ScopedDb,
  user: SessionUser,
  leadId: number,
  release: boolean,
): Promise<HoldLeadResult> {
  const rights = {
    userId: user.userId,
    agentOnly: isAgentOnly(user.roles),
    mayTakePool: isResellAgent(user),
  };
  const outcome = await holdLeadRow(trx, rights, leadId, release);
  if (!outcome.ok) throw ruleViolation(HOLD_REFUSALS[outcome.reason]);
  return {
    leadId: outcome.leadId,
    heldBy: outcome.heldBy,
    heldUntil: outcome.heldUntil?.toISOString() ?? null,
    assigneeId: outcome.assigneeId,
  };
}

/** Order management (SPEC.md 7.2): sale orders with their lead and latest delivery order. */
export const orderManagement: PagedList<OrderManagementFilter, ListScope, SaleOrderRow> = {
  scope: (user, filter) => listScope(user, filter.orgId),
  filtered: saleOrdersToCount,
  page: (trx, filter, scope, page, language) =>
    findSaleOrderPage(trx, filter, scope, page, language, soStatusName(language)),
};

/** Reassign (SPEC.md 4): every lead must be visible to the caller and the agent of the same org. */
export async function reassign(trx: ScopedDb, user: SessionUser, leadIds: number[], agentId: number) {
  const moved = await reassignLeads(trx, user, [...new Set(leadIds)], agentId);
  if (moved === 'held') throw ruleViolation(ORDERS_ERRORS.HOLD_REASSIGN_HELD);
  if (moved === null) throw invalidInput('agentId: not an active agent of the leads’ org');
  await writeAudit(trx, {
    orgId: moved.orgId,
    ...auditActor(user),
    action: 'leads_reassigned',
    entityType: 'lead',
    details: { leadIds: [...new Set(leadIds)], agentId, reassigned: moved.moved },
  });
  return moved.moved;
}
