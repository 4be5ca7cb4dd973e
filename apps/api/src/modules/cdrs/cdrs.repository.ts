import type { CdrFilter } from '@leadline/contracts';
import { type Kysely, sql } from 'kysely';
import type { ScopedDb } from '../../db/org-scope.js';
import type { Database } from '../../db/schema.js';
import type { ListScope } from '../../shared/lists/list-scope.js';
import { newestFirstList } from '../../shared/lists/newest-first-list.js';
import { whereInDays } from '../../shared/lists/query-helpers.js';

/** The calls of the filter and scope; joins and columns are added by the callers. */
function filteredCalls(trx: ScopedDb, filter: CdrFilter, scope: ListScope) {
  let query = trx.selectFrom('calls as c');
  if (scope.orgId !== null) query = query.where('c.orgId', '=', scope.orgId);
  if (scope.onlyAgentId !== null) query = query.where('c.agentId', '=', scope.onlyAgentId);
  query = whereInDays(query, 'c.startedAt', filter, scope.timeZone);
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

/** The CDR list, newest call first: its page, its count and the export's keyset pages. */
export const cdrRows = newestFirstList({
  filtered: filteredCalls,
  columns: withColumns,
  order: { at: 'c.startedAt', id: 'c.id' },
  keyOf: (row) => ({ at: row.startedAt, id: row.id }),
  toRow: (row) => row,
});

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
