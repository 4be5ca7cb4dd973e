import {
  type Language,
  type OrderListFilter,
  type OrderManagementFilter,
  resolvePaging,
} from '@leadline/contracts';
import type { ScopedDb } from '../../db/org-scope.js';
import { invalidInput } from '../../http/app-error.js';
import type { SessionUser } from '../../http/session-user.js';
import { reassignLeads } from './lead.repository.js';
import { countOrderList, findOrderListPage } from './order-list.repository.js';
import { countSaleOrders, findSaleOrderPage } from './order-management.repository.js';
import { listScope } from './order-scope.js';
import { soStatusName } from './reference.repository.js';

export async function orderList(
  trx: ScopedDb,
  user: SessionUser,
  filter: OrderListFilter,
  language: Language,
) {
  const scope = listScope(user, filter.orgId);
  const page = resolvePaging(filter);
  const [rows, total] = await Promise.all([
    findOrderListPage(trx, filter, scope, page, language, soStatusName(language)),
    countOrderList(trx, filter, scope),
  ]);
  return { rows, total };
}

export async function orderManagement(
  trx: ScopedDb,
  user: SessionUser,
  filter: OrderManagementFilter,
  language: Language,
) {
  const scope = listScope(user, filter.orgId);
  const page = resolvePaging(filter);
  const [rows, total] = await Promise.all([
    findSaleOrderPage(trx, filter, scope, page, language, soStatusName(language)),
    countSaleOrders(trx, filter, scope),
  ]);
  return { rows, total };
}

/** Reassign (SPEC.md 4): every lead must be visible to the caller and the agent of the same org. */
export async function reassign(trx: ScopedDb, user: SessionUser, leadIds: number[], agentId: number) {
  const moved = await reassignLeads(trx, user, [...new Set(leadIds)], agentId);
  if (moved === null) throw invalidInput('agentId: not an active agent of the leads’ org');
  return moved;
}
