import type { CampaignListFilter } from '@leadline/contracts';
import { sql } from 'kysely';
import type { ScopedDb } from '../../db/org-scope.js';
import { searchTerms } from '../../shared/lists/query-helpers.js';

/** The campaigns of the filter (FROM and WHERE: what the total counts). */
export function filteredCampaigns(trx: ScopedDb, filter: CampaignListFilter, orgId: number | null) {
  let query = trx.selectFrom('campaigns as c');
  if (orgId !== null) query = query.where('c.orgId', '=', orgId);
  if (filter.active === 'active') query = query.where('c.active', '=', true);
  if (filter.active === 'inactive') query = query.where('c.active', '=', false);
  const search = searchTerms(filter.search);
  if (search)
    query = query.where((eb) =>
      eb.or([eb(sql`lower(c.code)`, 'like', search.pattern), eb(sql`lower(c.name)`, 'like', search.pattern)]),
    );
  return query;
}

const CAMPAIGN_COLUMNS = [
  'c.id',
  'c.orgId',
  'c.code',
  'c.name',
  'c.network',
  'c.offerProductId',
  'p.name as offerProductName',
  'c.active',
  'c.callAttemptsLimit',
  'c.callbackDaysAhead',
  'c.createdAt',
  'c.updatedAt',
] as const;

export async function campaignPage(
  trx: ScopedDb,
  filter: CampaignListFilter,
  orgId: number | null,
  page: { offset: number; limit: number },
) {
  return filteredCampaigns(trx, filter, orgId)
    .leftJoin('products as p', 'p.id', 'c.offerProductId')
    .select(CAMPAIGN_COLUMNS)
    .orderBy('c.active', 'desc')
    .orderBy('c.code')
    .orderBy('c.id')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

export type CampaignBaseRow = Awaited<ReturnType<typeof campaignPage>>[number];

export async function findCampaign(trx: ScopedDb, campaignId: number, lock = false) {
  let query = trx
    .selectFrom('campaigns as c')
    .leftJoin('products as p', 'p.id', 'c.offerProductId')
    .select(CAMPAIGN_COLUMNS)
    .where('c.id', '=', campaignId);
  if (lock) query = query.forUpdate('c');
  return query.executeTakeFirst();
}

/** The calling lists of the campaigns, with how many leads each holds. */
export async function callingListsOf(trx: ScopedDb, campaignIds: number[]) {
  if (campaignIds.length === 0) return [];
  return trx
    .selectFrom('callingLists as cl')
    .select((eb) => [
      'cl.id',
      'cl.campaignId',
      'cl.name',
      eb
        .selectFrom('leads as l')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('l.callingListId', '=', 'cl.id')
        .as('leadCount'),
    ])
    .where('cl.campaignId', 'in', campaignIds)
    .orderBy('cl.id')
    .execute();
}

export async function productsOf(trx: ScopedDb, campaignIds: number[]) {
  if (campaignIds.length === 0) return [];
  return trx
    .selectFrom('campaignProducts as cp')
    .innerJoin('products as p', 'p.id', 'cp.productId')
    .select(['cp.campaignId', 'p.id', 'p.name'])
    .where('cp.campaignId', 'in', campaignIds)
    .orderBy('p.name')
    .orderBy('p.id')
    .execute();
}

export async function codeTaken(trx: ScopedDb, orgId: number, code: string) {
  const row = await trx
    .selectFrom('campaigns')
    .select('id')
    .where('orgId', '=', orgId)
    .where(sql`lower(code)`, '=', code.toLowerCase())
    .executeTakeFirst();
  return row !== undefined;
}

/** The ids among `ids` that are products of the org (row-level security hides other orgs'). */
export async function knownProducts(trx: ScopedDb, orgId: number, ids: number[]) {
  if (ids.length === 0) return new Set<number>();
  const rows = await trx
    .selectFrom('products')
    .select('id')
    .where('orgId', '=', orgId)
    .where('id', 'in', ids)
    .execute();
  return new Set(rows.map((row) => row.id));
}

export async function insertCampaign(
  trx: ScopedDb,
  values: {
    orgId: number;
    code: string;
    name: string;
    network: string | null;
    offerProductId: number | null;
    active: boolean;
  },
) {
  // Two creations of one code at once: the second inserts nothing (the unique key) and is told so.
  const row = await trx
    .insertInto('campaigns')
    .values(values)
    .onConflict((conflict) => conflict.columns(['orgId', 'code']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

export async function updateCampaignRow(
  trx: ScopedDb,
  campaignId: number,
  patch: {
    name?: string;
    network?: string | null;
    offerProductId?: number | null;
    active?: boolean;
    callAttemptsLimit?: number;
    callbackDaysAhead?: number;
  },
  now: Date,
) {
  await trx
    .updateTable('campaigns')
    .set({ ...patch, updatedAt: now })
    .where('id', '=', campaignId)
    .execute();
}

/** Replaces the campaign's products; answers the ids before. */
export async function setCampaignProducts(
  trx: ScopedDb,
  orgId: number,
  campaignId: number,
  productIds: number[],
) {
  const before = await trx
    .selectFrom('campaignProducts')
    .select('productId')
    .where('campaignId', '=', campaignId)
    .execute();
  await trx.deleteFrom('campaignProducts').where('campaignId', '=', campaignId).execute();
  if (productIds.length > 0)
    await trx
      .insertInto('campaignProducts')
      .values(productIds.map((productId) => ({ orgId, campaignId, productId })))
      .execute();
  return before.map((row) => row.productId).sort((a, b) => a - b);
}

export async function callingListNamed(trx: ScopedDb, campaignId: number, name: string) {
  return trx
    .selectFrom('callingLists')
    .select('id')
    .where('campaignId', '=', campaignId)
    .where(sql`lower(name)`, '=', name.toLowerCase())
    .executeTakeFirst();
}

export async function findCallingList(trx: ScopedDb, campaignId: number, callingListId: number) {
  return trx
    .selectFrom('callingLists')
    .select(['id', 'name'])
    .where('campaignId', '=', campaignId)
    .where('id', '=', callingListId)
    .executeTakeFirst();
}

export async function insertCallingList(trx: ScopedDb, orgId: number, campaignId: number, name: string) {
  const row = await trx
    .insertInto('callingLists')
    .values({ orgId, campaignId, name })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function renameCallingListRow(trx: ScopedDb, callingListId: number, name: string) {
  await trx.updateTable('callingLists').set({ name }).where('id', '=', callingListId).execute();
}

/** How many days ahead the lead's campaign lets a callback be scheduled; undefined without a campaign. */
export async function callbackDaysAheadOfLead(trx: ScopedDb, leadId: number) {
  const row = await trx
    .selectFrom('leads as l')
    .innerJoin('campaigns as c', 'c.id', 'l.campaignId')
    .select('c.callbackDaysAhead')
    .where('l.id', '=', leadId)
    .executeTakeFirst();
  return row?.callbackDaysAhead;
}
