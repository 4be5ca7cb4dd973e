import {
  type Language,
  LEAD_STATUS,
  type OrderListFilter,
  type OrderListRow,
  SYNONYM_TYPE,
} from '@leadline/contracts';
import type { ExpressionBuilder, SelectQueryBuilder } from 'kysely';
import type { ScopedDb } from '../../db/org-scope.js';
import type { Database } from '../../db/schema.js';
import type { ListScope } from '../../shared/lists/list-scope.js';
import { cappedCountColumn } from '../../shared/lists/list-total.js';
import {
  LEAD_CONTACT_COLUMNS,
  latestDeliveryOrder,
  latestDeliveryOrderRef,
  leadSearch,
  localizedName,
  namedRef,
  searchTerms,
  whereInDays,
} from '../../shared/lists/query-helpers.js';

type LeadQuery<O> = SelectQueryBuilder<Database & { l: Database['leads'] }, 'l', O>;

const SORT_COLUMNS = {
  createdAt: 'l.createdAt',
  assignedAt: 'l.assignedAt',
  lastCallAt: 'l.lastCallAt',
  nextCallbackAt: 'l.nextCallbackAt',
  customerName: 'l.customerName',
  leadStatus: 'l.leadStatus',
} as const;

const NULLABLE_SORTS = new Set(['assignedAt', 'lastCallAt', 'nextCallbackAt']);

/** The filter's conditions on leads; shared by the page and its count. */
function applyFilter<O>(query: LeadQuery<O>, filter: OrderListFilter, scope: ListScope): LeadQuery<O> {
  let q = query;
  if (scope.orgId !== null) q = q.where('l.orgId', '=', scope.orgId);
  const agentId = scope.onlyAgentId;
  if (agentId !== null && scope.withPool) {
    q = q.where((eb: ExpressionBuilder<Database & { l: Database['leads'] }, 'l'>) =>
      eb.or([eb('l.assigneeId', '=', agentId), eb('l.assigneeId', 'is', null)]),
    );
  } else if (agentId !== null) q = q.where('l.assigneeId', '=', agentId);
  if (filter.leadStatus?.length) q = q.where('l.leadStatus', 'in', filter.leadStatus);
  if (filter.campaignId?.length) q = q.where('l.campaignId', 'in', filter.campaignId);
  if (filter.agentId?.length) q = q.where('l.assigneeId', 'in', filter.agentId);
  if (filter.typeLead) q = q.where('l.typeLead', '=', filter.typeLead);
  q = whereInDays(q, SORT_COLUMNS[filter.dateField], filter, scope.timeZone);
  const search = searchTerms(filter.search);
  if (search) q = q.where(leadSearch(search));
  return q;
}

/** The list's rows, FROM and WHERE only: what its total counts (pagedList). */
export function leadsToCount(trx: ScopedDb, filter: OrderListFilter, scope: ListScope) {
  return applyFilter(trx.selectFrom('leads as l'), filter, scope);
}

export async function findOrderListPage(
  trx: ScopedDb,
  filter: OrderListFilter,
  scope: ListScope,
  page: { offset: number; limit: number },
  language: Language,
  soStatusName: (value: number) => string,
  /** With the filter's capped count in the same statement (PagedList.pageWithCount), or not. */
  countCap: number | null = null,
): Promise<{ rows: OrderListRow[]; counted: number | null }> {
  const direction = filter.sortDirection;
  // The page and its count start from the same filtered rows (Kysely's builders are immutable).
  const filtered = leadsToCount(trx, filter, scope);
  const rows = await filtered
    .leftJoin('campaigns as c', 'c.id', 'l.campaignId')
    .leftJoin('users as u', 'u.id', 'l.assigneeId')
    .leftJoin('products as p', 'p.id', 'l.offerProductId')
    .leftJoin('users as hu', 'hu.id', 'l.heldBy')
    .leftJoin('synonyms as ls', (join) =>
      join.on('ls.typeId', '=', SYNONYM_TYPE.LEAD_STATUS).onRef('ls.value', '=', 'l.leadStatus'),
    )
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('saleOrders as so')
          .select(['so.id', 'so.amount', 'so.currency', 'so.status', 'so.createdAt'])
          .whereRef('so.leadId', '=', 'l.id')
          .orderBy('so.createdAt', 'desc')
          .limit(1)
          .as('so'),
      (join) => join.onTrue(),
    )
    .leftJoinLateral(latestDeliveryOrder(trx, language), (join) => join.onTrue())
    .select([
      'l.id',
      'l.orgId',
      ...LEAD_CONTACT_COLUMNS,
      'l.leadStatus',
      'l.callAttempts',
      'l.createdAt',
      'l.assignedAt',
      'l.lastCallAt',
      'l.nextCallbackAt',
      'l.heldUntil',
      'hu.id as holderId',
      'hu.fullName as holderName',
      'c.id as campaignId',
      'c.name as campaignName',
      'u.id as agentId',
      'u.fullName as agentName',
      'p.name as prodName',
      localizedName('ls', language).as('leadStatusName'),
      'so.id as soId',
      'so.amount as soAmount',
      'so.currency as soCurrency',
      'so.status as soStatus',
      'so.createdAt as soCreatedAt',
      'dlv.id as doId',
      'dlv.statusName as doStatusName',
    ])
    .orderBy(SORT_COLUMNS[filter.sortBy], (ob) => {
      const ordered = direction === 'asc' ? ob.asc() : ob.desc();
      // Only nullable columns need NULLS LAST; on created_at it would stop the index from serving the order.
      return NULLABLE_SORTS.has(filter.sortBy) ? ordered.nullsLast() : ordered;
    })
    .orderBy('l.id', direction)
    .$if(countCap !== null, (query) =>
      query.select(cappedCountColumn(filtered, countCap ?? 0).as('listTotal')),
    )
    .offset(page.offset)
    .limit(page.limit)
    .execute();

  const now = Date.now();
  const counted = countCap !== null && rows[0] ? Number(rows[0].listTotal) : null;
  return {
    counted,
    rows: rows.map((row) => ({
      leadId: row.id,
      typeLead: row.typeLead,
      orgId: row.orgId,
      customerName: row.customerName,
      phone: row.phoneE164 ?? row.phoneRaw,
      prodName: row.prodName,
      campaign: namedRef(row.campaignId, row.campaignName),
      leadStatus: { value: row.leadStatus, name: row.leadStatusName ?? String(row.leadStatus) },
      leadStatusNew: row.leadStatus === LEAD_STATUS.NEW ? 1 : 0,
      agent: namedRef(row.agentId, row.agentName),
      callAttempts: row.callAttempts,
      createdAt: row.createdAt.toISOString(),
      assignedAt: row.assignedAt?.toISOString() ?? null,
      lastCallAt: row.lastCallAt?.toISOString() ?? null,
      nextCallbackAt: row.nextCallbackAt?.toISOString() ?? null,
      saleOrder:
        row.soId !== null && row.soId !== undefined
          ? {
              id: row.soId,
              amount: Number(row.soAmount),
              currency: row.soCurrency ?? '',
              status: { value: row.soStatus ?? 0, name: soStatusName(row.soStatus ?? 0) },
              createdAt: (row.soCreatedAt as Date).toISOString(),
            }
          : null,
      deliveryOrder: latestDeliveryOrderRef(row),
      // An expired hold is no hold: nothing clears it, every reader compares with now.
      hold:
        row.holderId !== null && row.heldUntil !== null && row.heldUntil.getTime() > now
          ? { agent: { id: row.holderId, name: row.holderName ?? '' }, until: row.heldUntil.toISOString() }
          : null,
    })),
  };
}
