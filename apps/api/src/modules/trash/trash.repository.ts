import { type Language, LEAD_STATUS, SYNONYM_TYPE, type TrashListFilter } from '@leadline/contracts';
import { sql } from 'kysely';
import type { ScopedDb } from '../../db/org-scope.js';
import type { ListScope } from '../../shared/lists/list-scope.js';
import {
  LEAD_CONTACT_COLUMNS,
  leadSearch,
  localizedName,
  searchTerms,
  whereInDays,
} from '../../shared/lists/query-helpers.js';

/** The leads in trash of the filter and scope (FROM and WHERE: what the total counts). */
export function filteredTrash(trx: ScopedDb, filter: TrashListFilter, scope: ListScope) {
  let query = trx.selectFrom('leads as l').where('l.leadStatus', '=', LEAD_STATUS.TRASH);
  if (scope.orgId !== null) query = query.where('l.orgId', '=', scope.orgId);
  if (filter.campaignId?.length) query = query.where('l.campaignId', 'in', filter.campaignId);
  if (filter.reasonId?.length) query = query.where('l.reasonId', 'in', filter.reasonId);
  if (filter.trashedBy?.length) query = query.where('l.trashedBy', 'in', filter.trashedBy);
  if (filter.typeLead) query = query.where('l.typeLead', '=', filter.typeLead);
  query = whereInDays(query, 'l.trashedAt', filter, scope.timeZone);
  const search = searchTerms(filter.search);
  if (search) query = query.where(leadSearch(search));
  return query;
}

type TrashQuery = ReturnType<typeof filteredTrash>;

/** The columns of a trash row: names in the caller's language. */
function withColumns(query: TrashQuery, language: Language) {
  return query
    .leftJoin('campaigns as c', 'c.id', 'l.campaignId')
    .leftJoin('products as p', 'p.id', 'l.offerProductId')
    .leftJoin('reasons as r', 'r.id', 'l.reasonId')
    .leftJoin('users as tb', 'tb.id', 'l.trashedBy')
    .leftJoin('synonyms as ps', (join) =>
      join
        .on('ps.typeId', '=', SYNONYM_TYPE.LEAD_STATUS)
        .on('ps.value', '=', sql<number>`coalesce(l.status_before_trash, ${LEAD_STATUS.NEW})`),
    )
    .select([
      'l.id',
      'l.orgId',
      ...LEAD_CONTACT_COLUMNS,
      'l.campaignId',
      'c.name as campaignName',
      'p.name as prodName',
      'l.reasonId',
      localizedName('r', language).as('reasonName'),
      'l.trashedBy',
      'tb.fullName as trashedByName',
      'l.trashedAt',
      sql<number>`coalesce(l.status_before_trash, ${LEAD_STATUS.NEW})`.as('previousStatus'),
      localizedName('ps', language).as('previousStatusName'),
      'l.version',
    ]);
}

export type TrashListRow = Awaited<ReturnType<ReturnType<typeof withColumns>['execute']>>[number];

const SORT_COLUMN = { trashedAt: 'l.trashedAt', leadId: 'l.id', customerName: 'l.customerName' } as const;

export async function listTrash(
  trx: ScopedDb,
  filter: TrashListFilter,
  scope: ListScope,
  page: { offset: number; limit: number },
  language: Language,
): Promise<TrashListRow[]> {
  const direction = filter.sortDirection;
  return (
    withColumns(filteredTrash(trx, filter, scope), language)
      .orderBy(SORT_COLUMN[filter.sortBy], (order) =>
        direction === 'asc' ? order.asc().nullsLast() : order.desc().nullsLast(),
      )
      // Ties in the order the index holds them, so pages never repeat or skip a row.
      .orderBy('l.id', direction)
      .offset(page.offset)
      .limit(page.limit)
      .execute()
  );
}

/** One lead in trash with the columns of the detail page; undefined when not found or not in trash. */
export async function findTrashedLead(trx: ScopedDb, leadId: number, language: Language) {
  return withColumns(
    trx.selectFrom('leads as l').where('l.leadStatus', '=', LEAD_STATUS.TRASH).where('l.id', '=', leadId),
    language,
  )
    .leftJoin('users as ag', 'ag.id', 'l.assigneeId')
    .leftJoin('addressUnits as pv', 'pv.id', 'l.provinceId')
    .leftJoin('addressUnits as dt', 'dt.id', 'l.districtId')
    .leftJoin('addressUnits as wd', 'wd.id', 'l.wardId')
    .select([
      'l.assigneeId',
      'ag.fullName as agentName',
      'l.createdAt',
      'l.street',
      'pv.name as provinceName',
      'dt.name as districtName',
      'wd.name as wardName',
      'l.note',
      'l.callAttempts',
      'l.lastCallAt',
    ])
    .executeTakeFirst();
}

/** The lead's status, version and trash columns, locked for the restore. */
export async function lockLead(trx: ScopedDb, leadId: number) {
  return trx
    .selectFrom('leads')
    .select(['id', 'orgId', 'leadStatus', 'reasonId', 'statusBeforeTrash', 'version'])
    .where('id', '=', leadId)
    .forUpdate()
    .executeTakeFirst();
}

/** Back out of trash: the status, no reason (it was the trash reason), the version bumped. */
export async function restoreLeadRow(trx: ScopedDb, leadId: number, leadStatus: number, now: Date) {
  return trx
    .updateTable('leads')
    .set((eb) => ({ leadStatus, reasonId: null, updatedAt: now, version: eb('version', '+', 1) }))
    .where('id', '=', leadId)
    .returning(['id', 'version'])
    .executeTakeFirstOrThrow();
}

export async function leadStatusName(trx: ScopedDb, value: number, language: Language) {
  const row = await trx
    .selectFrom('synonyms as s')
    .select(localizedName('s', language).as('name'))
    .where('s.typeId', '=', SYNONYM_TYPE.LEAD_STATUS)
    .where('s.value', '=', value)
    .executeTakeFirst();
  return row?.name ?? String(value);
}

/** Users who trashed a lead still in trash (row-level security keeps them to the caller's org). */
export async function trashers(trx: ScopedDb, orgId: number | null) {
  let query = trx
    .selectFrom('users as u')
    .select(['u.id', 'u.fullName', 'u.orgId'])
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('leads as l')
          .select('l.id')
          .whereRef('l.trashedBy', '=', 'u.id')
          .where('l.leadStatus', '=', LEAD_STATUS.TRASH),
      ),
    );
  if (orgId !== null) query = query.where('u.orgId', '=', orgId);
  return query.orderBy('u.fullName').orderBy('u.id').execute();
}
