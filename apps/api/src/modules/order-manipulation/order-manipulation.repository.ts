import { ORDER_MANIPULATION_DEFAULT_DAYS, type OrderManipulationFilter } from '@leadline/contracts';
import { sql } from 'kysely';
import type { ScopedDb } from '../../db/org-scope.js';
import type { ListScope } from '../../shared/lists/list-scope.js';
import { dayRange } from '../../shared/lists/query-helpers.js';

/**
 * The first instant of the default range: today and the days before it in the org's time zone,
 * computed by PostgreSQL like dayRange.
 */
function defaultFrom(timeZone: string) {
  return sql<Date>`(((now() AT TIME ZONE ${timeZone})::date - ${ORDER_MANIPULATION_DEFAULT_DAYS - 1}::integer)::timestamp AT TIME ZONE ${timeZone})`;
}

/** The history entries of the filter and scope (FROM and WHERE: what the total counts). */
export function filteredChanges(trx: ScopedDb, filter: OrderManipulationFilter, scope: ListScope) {
  let query = trx.selectFrom('history as h');
  if (scope.orgId !== null) query = query.where('h.orgId', '=', scope.orgId);
  // No dates at all: the last days only, so the log never reads the whole history by default.
  const range = dayRange(filter.dateFrom, filter.dateTo, scope.timeZone);
  const from = range.from ?? (range.to ? null : defaultFrom(scope.timeZone));
  if (from) query = query.where('h.createdAt', '>=', from);
  if (range.to) query = query.where('h.createdAt', '<', range.to);
  if (filter.entityType) query = query.where('h.entityType', '=', filter.entityType);
  if (filter.action) query = query.where('h.action', '=', filter.action);
  if (filter.actorId?.length) query = query.where('h.actorId', 'in', filter.actorId);
  if (filter.entityId !== undefined) query = query.where('h.entityId', '=', filter.entityId);
  return query;
}

type ChangesQuery = ReturnType<typeof filteredChanges>;

/** The columns of a change: who made it, and the lead it belongs to (an order's lead for an order's). */
function withColumns(query: ChangesQuery) {
  return (
    query
      .leftJoin('users as u', 'u.id', 'h.actorId')
      .leftJoin('saleOrders as so', (join) =>
        join.on('h.entityType', '=', 'so').onRef('so.id', '=', 'h.entityId'),
      )
      // The entry's lead: the lead itself, or the order's lead.
      .leftJoin('leads as l', (join) =>
        join.on((eb) =>
          eb('l.id', '=', sql<number>`CASE WHEN h.entity_type = 'lead' THEN h.entity_id ELSE so.lead_id END`),
        ),
      )
      .select([
        'h.id',
        'h.orgId',
        'h.entityType',
        'h.entityId',
        'h.actorId',
        'u.fullName as actorName',
        'h.action',
        'h.changes',
        'h.createdAt',
        'l.id as leadId',
        'l.typeLead',
      ])
  );
}

export type ChangeListRow = Awaited<ReturnType<ReturnType<typeof withColumns>['execute']>>[number];

export async function listChanges(
  trx: ScopedDb,
  filter: OrderManipulationFilter,
  scope: ListScope,
  page: { offset: number; limit: number },
): Promise<ChangeListRow[]> {
  return (
    withColumns(filteredChanges(trx, filter, scope))
      .orderBy('h.createdAt', filter.sortDirection)
      // Entries of one statement share their time: the id keeps pages from repeating or skipping one.
      .orderBy('h.id', filter.sortDirection)
      .offset(page.offset)
      .limit(page.limit)
      .execute()
  );
}

/** The users of the org (every org for HQ without one): who may have made a change. */
export async function orgUsers(trx: ScopedDb, orgId: number | null) {
  let query = trx.selectFrom('users as u').select(['u.id', 'u.fullName', 'u.orgId']);
  if (orgId !== null) query = query.where('u.orgId', '=', orgId);
  return query.orderBy('u.fullName').orderBy('u.id').execute();
}
