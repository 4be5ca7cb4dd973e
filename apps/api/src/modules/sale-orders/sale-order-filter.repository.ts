import type { OrderManagementFilter } from '@leadline/contracts';
import type { ExpressionBuilder, SelectQueryBuilder } from 'kysely';
import type { ScopedDb } from '../../db/org-scope.js';
import type { Database } from '../../db/schema.js';
import type { ListScope } from '../../shared/lists/list-scope.js';
import { saleOrderSearch, searchTerms, whereInDays } from '../../shared/lists/query-helpers.js';

type Tables = Database & { so: Database['saleOrders']; l: Database['leads'] };
type SaleOrderQuery<O> = SelectQueryBuilder<Tables, 'so' | 'l', O>;

/** Order management's filter on sale orders (`so`) and their leads (`l`): the list and its exports. */
export function applySaleOrderFilter<O>(
  query: SaleOrderQuery<O>,
  filter: OrderManagementFilter,
  scope: ListScope,
): SaleOrderQuery<O> {
  let q = query;
  if (scope.orgId !== null) q = q.where('so.orgId', '=', scope.orgId);
  if (scope.onlyAgentId !== null) q = q.where('so.createdBy', '=', scope.onlyAgentId);
  if (filter.soStatus?.length) q = q.where('so.status', 'in', filter.soStatus);
  if (filter.leadStatus?.length) q = q.where('l.leadStatus', 'in', filter.leadStatus);
  if (filter.campaignId?.length) q = q.where('l.campaignId', 'in', filter.campaignId);
  if (filter.agentId?.length) q = q.where('so.createdBy', 'in', filter.agentId);
  if (filter.paymentMethodId?.length) q = q.where('so.paymentMethodId', 'in', filter.paymentMethodId);
  const doStatus = filter.doStatus;
  if (doStatus?.length) {
    q = q.where((eb: ExpressionBuilder<Tables, 'so' | 'l'>) =>
      eb.exists(
        eb
          .selectFrom('deliveryOrders as d')
          .select('d.id')
          .whereRef('d.saleOrderId', '=', 'so.id')
          .where('d.status', 'in', doStatus),
      ),
    );
  }
  q = whereInDays(q, 'so.createdAt', filter, scope.timeZone);
  const search = searchTerms(filter.search);
  if (search) q = q.where(saleOrderSearch(search));
  return q;
}

/** Sale orders with their lead, which applySaleOrderFilter filters. */
export function saleOrderFilterBase(trx: ScopedDb) {
  return trx.selectFrom('saleOrders as so').innerJoin('leads as l', 'l.id', 'so.leadId');
}

/** The exact count (exports report it as the file's row count before streaming). */
export async function countSaleOrders(
  trx: ScopedDb,
  filter: OrderManagementFilter,
  scope: ListScope,
): Promise<number> {
  const row = await applySaleOrderFilter(saleOrderFilterBase(trx), filter, scope)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** True when the filter reads the lead's columns (status, campaign, search). */
function filtersOnLead(filter: OrderManagementFilter): boolean {
  return Boolean(filter.leadStatus?.length || filter.campaignId?.length || filter.search?.trim());
}

/**
 * The list's rows, FROM and WHERE only: what its total counts (pagedList). Without a condition on
 * the lead the count reads sale orders alone: every order has exactly one lead of its org (NOT NULL
 * foreign key), so the join changes no count and would only cost a lookup per row.
 */
export function saleOrdersToCount(trx: ScopedDb, filter: OrderManagementFilter, scope: ListScope) {
  const from = filtersOnLead(filter)
    ? saleOrderFilterBase(trx)
    : // applyFilter adds no `l.` condition for such a filter, so the joinless FROM is enough.
      (trx.selectFrom('saleOrders as so') as unknown as ReturnType<typeof saleOrderFilterBase>);
  return applySaleOrderFilter(from, filter, scope);
}
