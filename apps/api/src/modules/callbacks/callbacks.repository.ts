import { type CallbackListFilter, type Language, SYNONYM_TYPE } from '@leadline/contracts';
import { type Kysely, sql } from 'kysely';
import type { ScopedDb } from '../../db/org-scope.js';
import type { Database } from '../../db/schema.js';
import type { ListScope } from '../../shared/lists/list-scope.js';
import {
  LEAD_CONTACT_COLUMNS,
  leadSearch,
  localizedName,
  searchTerms,
  whereInDays,
} from '../../shared/lists/query-helpers.js';

/** The start of the org's today and of its tomorrow, computed by PostgreSQL in the time zone. */
function todayBounds(timeZone: string) {
  const today = sql`(now() AT TIME ZONE ${timeZone})::date`;
  return {
    start: sql<Date>`(${today}::timestamp AT TIME ZONE ${timeZone})`,
    end: sql<Date>`((${today} + 1)::timestamp AT TIME ZONE ${timeZone})`,
  };
}

/** The open callbacks of the filter and scope (FROM and WHERE: what the total counts). */
export function filteredCallbacks(
  trx: ScopedDb,
  filter: CallbackListFilter,
  scope: ListScope,
  ownerId: number | null,
) {
  let query = trx
    .selectFrom('callbacks as cb')
    .innerJoin('leads as l', 'l.id', 'cb.leadId')
    .where('cb.done', '=', false);
  if (scope.orgId !== null) query = query.where('cb.orgId', '=', scope.orgId);
  if (ownerId !== null) query = query.where('cb.agentId', '=', ownerId);
  if (filter.agentId?.length) query = query.where('cb.agentId', 'in', filter.agentId);
  if (filter.reasonId?.length) query = query.where('cb.reasonId', 'in', filter.reasonId);
  if (filter.campaignId?.length) query = query.where('l.campaignId', 'in', filter.campaignId);
  const today = todayBounds(scope.timeZone);
  if (filter.due === 'overdue') query = query.where('cb.scheduledAt', '<', sql<Date>`now()`);
  if (filter.due === 'upcoming') query = query.where('cb.scheduledAt', '>=', sql<Date>`now()`);
  if (filter.due === 'today')
    query = query.where('cb.scheduledAt', '>=', today.start).where('cb.scheduledAt', '<', today.end);
  query = whereInDays(query, 'cb.scheduledAt', filter, scope.timeZone);
  const search = searchTerms(filter.search);
  if (search) query = query.where(leadSearch(search));
  return query;
}

type CallbackQuery = ReturnType<typeof filteredCallbacks>;

function withColumns(query: CallbackQuery, language: Language, timeZone: string) {
  const today = todayBounds(timeZone);
  return query
    .innerJoin('users as ag', 'ag.id', 'cb.agentId')
    .leftJoin('campaigns as c', 'c.id', 'l.campaignId')
    .leftJoin('reasons as r', 'r.id', 'cb.reasonId')
    .leftJoin('synonyms as st', (join) =>
      join.on('st.typeId', '=', SYNONYM_TYPE.LEAD_STATUS).onRef('st.value', '=', 'l.leadStatus'),
    )
    .select([
      'cb.id as callbackId',
      'l.id as leadId',
      'cb.orgId',
      ...LEAD_CONTACT_COLUMNS,
      'l.campaignId',
      'c.name as campaignName',
      'cb.agentId',
      'ag.fullName as agentName',
      'l.leadStatus',
      localizedName('st', language).as('leadStatusName'),
      'cb.reasonId',
      localizedName('r', language).as('reasonName'),
      'cb.note',
      'cb.scheduledAt',
      sql<boolean>`cb.scheduled_at < now()`.as('overdue'),
      sql<boolean>`cb.scheduled_at < ${today.end}`.as('dueToday'),
      'cb.remindedAt',
    ]);
}

export type CallbackListRow = Awaited<ReturnType<ReturnType<typeof withColumns>['execute']>>[number];

const SORT_COLUMN = {
  scheduledAt: 'cb.scheduledAt',
  leadId: 'l.id',
  customerName: 'l.customerName',
} as const;

export async function listCallbacks(
  trx: ScopedDb,
  filter: CallbackListFilter,
  scope: ListScope,
  ownerId: number | null,
  page: { offset: number; limit: number },
  language: Language,
): Promise<CallbackListRow[]> {
  const direction = filter.sortDirection;
  return withColumns(filteredCallbacks(trx, filter, scope, ownerId), language, scope.timeZone)
    .orderBy(SORT_COLUMN[filter.sortBy], direction)
    .orderBy('cb.id', direction)
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

export interface DueCallback {
  id: number;
  orgId: number;
  agentId: number;
  leadId: number;
  typeLead: 'lead' | 'so';
  customerName: string;
  scheduledAt: Date;
}

/**
 * Marks the open callbacks that fell due and were not reminded yet, and answers them (at most
 * `limit`, soonest first). Run in the transaction that publishes their reminders, so a reminder
 * leaves if and only if its callback is marked: each is pushed once. SKIP LOCKED: two processes
 * never take the same callback.
 */
export async function claimDueCallbacks(db: Kysely<Database>, limit: number): Promise<DueCallback[]> {
  const result = await sql<DueCallback>`
    WITH due AS (
      SELECT id FROM callbacks
      WHERE NOT done AND reminded_at IS NULL AND scheduled_at <= now()
      ORDER BY scheduled_at, id
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    )
    UPDATE callbacks cb SET reminded_at = now()
    FROM due, leads l
    WHERE cb.id = due.id AND l.id = cb.lead_id
    RETURNING cb.id, cb.org_id AS "orgId", cb.agent_id AS "agentId", cb.lead_id AS "leadId",
      l.type_lead AS "typeLead", l.customer_name AS "customerName", cb.scheduled_at AS "scheduledAt"`.execute(
    db,
  );
  return result.rows;
}
