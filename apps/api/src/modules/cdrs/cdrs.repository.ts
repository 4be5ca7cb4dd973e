import type { CdrFilter } from '@leadline/contracts';
import { type Kysely, sql } from 'kysely';
import type { ScopedDb } from '../../db/org-scope.js';
import type { Database } from '../../db/schema.js';
import { keysetPages, type NewestFirstKey, newestFirstPage } from '../../shared/lists/keyset-pages.js';
import { dayRange } from '../../shared/lists/query-helpers.js';

/** What the CDR list is confined to beyond row-level security (see cdrs.service.ts). */
export interface CdrScope {
  /** null = every org (HQ without an org chosen). */
  orgId: number | null;
  /** Agents read only their own calls. */
  onlyAgentId: number | null;
  timeZone: string;
}

/** The calls of the filter and scope; joins and columns are added by the callers. */
export function filteredCalls(trx: ScopedDb, filter: CdrFilter, scope: CdrScope) {
  let query = trx.selectFrom('calls as c');
  if (scope.orgId !== null) query = query.where('c.orgId', '=', scope.orgId);
  if (scope.onlyAgentId !== null) query = query.where('c.agentId', '=', scope.onlyAgentId);
  const range = dayRange(filter.dateFrom, filter.dateTo, scope.timeZone);
  if (range.from) query = query.where('c.startedAt', '>=', range.from);
  if (range.to) query = query.where('c.startedAt', '<', range.to);
  if (filter.agentId?.length) query = query.where('c.agentId', 'in', filter.agentId);
  if (filter.disposition?.length) query = query.where('c.disposition', 'in', filter.disposition);
  if (filter.leadId) query = query.where('c.leadId', '=', filter.leadId);
  if (filter.phone) {
    const pattern = `%${filter.phone}%`;
    query = query.where(sql<boolean>`regexp_replace(${sql.ref('c.phone')}, '\\D', '', 'g') LIKE ${pattern}`);
  }
  return query;
}

function withColumns(query: ReturnType<typeof filteredCalls>) {
  return query
    .innerJoin('users as u', 'u.id', 'c.agentId')
    .leftJoin('leads as l', 'l.id', 'c.leadId')
    .select([
      'c.id',
      'c.orgId',
      'c.leadId',
      'l.customerName',
      'c.agentId',
      'u.fullName as agentName',
      'c.phone',
      'c.state',
      'c.disposition',
      'c.startedAt',
      'c.answeredAt',
      'c.endedAt',
      'c.durationSeconds',
      'c.provider',
      'c.endReason',
      'c.recordingUrl',
      (eb) =>
        eb
          .exists(eb.selectFrom('callRecordings as r').select('r.callId').whereRef('r.callId', '=', 'c.id'))
          .as('hasStoredRecording'),
    ]);
}

export type CdrRow = Awaited<ReturnType<ReturnType<typeof withColumns>['execute']>>[number];

export async function listCdrs(
  trx: ScopedDb,
  filter: CdrFilter,
  scope: CdrScope,
  page: { offset: number; limit: number },
): Promise<CdrRow[]> {
  return withColumns(filteredCalls(trx, filter, scope))
    .orderBy('c.startedAt', 'desc')
    .orderBy('c.id', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

export async function countCdrs(trx: ScopedDb, filter: CdrFilter, scope: CdrScope): Promise<number> {
  const row = await filteredCalls(trx, filter, scope)
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** One page after another for the export, keyset on (startedAt, id) so late pages stay fast. */
export function cdrPages(
  scoped: <T>(work: (trx: ScopedDb) => Promise<T>) => Promise<T>,
  filter: CdrFilter,
  scope: CdrScope,
  pageSize?: number,
): AsyncGenerator<CdrRow[]> {
  return keysetPages(
    (after: NewestFirstKey | null, limit: number) =>
      scoped(
        (trx): Promise<CdrRow[]> =>
          newestFirstPage(
            withColumns(filteredCalls(trx, filter, scope)),
            { at: 'c.startedAt', id: 'c.id' },
            after,
            limit,
          ).execute(),
      ),
    (row) => ({ at: row.startedAt, id: row.id }),
    { pageSize },
  );
}

type AnyDb = Kysely<Database> | ScopedDb;

export async function recordingOf(trx: AnyDb, callId: number) {
  return trx
    .selectFrom('callRecordings')
    .select(['callId', 'orgId', 'contentType', 'sizeBytes', 'data'])
    .where('callId', '=', callId)
    .executeTakeFirst();
}

export async function callForRecording(trx: AnyDb, callId: number) {
  return trx
    .selectFrom('calls')
    .select(['id', 'orgId', 'agentId', 'recordingUrl'])
    .where('id', '=', callId)
    .executeTakeFirst();
}

export async function leadAssignee(trx: ScopedDb, leadId: number) {
  return trx.selectFrom('leads').select(['id', 'assigneeId']).where('id', '=', leadId).executeTakeFirst();
}
