import type { ManagedPromotion, PromotionFilter } from '@leadline/contracts';
import { sql } from 'kysely';
import type { ScopedDb } from '../../db/org-scope.js';
import type { ListPage } from '../../shared/lists/paged-list.js';
import { containsPattern } from '../../shared/lists/query-helpers.js';
import type { ManagementScope } from './product-management.repository.js';
import { PROMOTION_COLUMNS, type PromotionValues, toPromotion } from './promotions.repository.js';

export type { PromotionValues };

/**
 * Promotions as the promotion screen reads and writes them: every promotion of the org, in
 * force or not (promotions.repository.ts answers those in force for the edit screen).
 */

/** The filter's promotions, FROM and WHERE only (what the total counts). */
export function filteredPromotions(
  trx: ScopedDb,
  filter: PromotionFilter,
  scope: ManagementScope,
  now: Date = new Date(),
) {
  let query = trx.selectFrom('promotions');
  if (scope.orgId !== null) query = query.where('promotions.orgId', '=', scope.orgId);
  if (filter.productId !== undefined) query = query.where('promotions.productId', '=', filter.productId);
  if (filter.state === 'inactive') query = query.where('promotions.active', '=', false);
  if (filter.state === 'inForce') {
    query = query
      .where('promotions.active', '=', true)
      .where('promotions.startsAt', '<=', now)
      .where((eb) => eb.or([eb('promotions.endsAt', 'is', null), eb('promotions.endsAt', '>', now)]));
  }
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    query = query.where((eb) =>
      eb.or([
        eb(sql`lower(promotions.name)`, 'like', pattern),
        eb(sql`lower(promotions.code)`, 'like', pattern),
      ]),
    );
  }
  return query;
}

function promotionRows(trx: ScopedDb) {
  return trx
    .selectFrom('promotions')
    .leftJoin('products', 'products.id', 'promotions.productId')
    .select([...PROMOTION_COLUMNS, 'promotions.updatedAt', 'products.name as productName']);
}

type PromotionRow = Awaited<ReturnType<ReturnType<typeof promotionRows>['executeTakeFirstOrThrow']>>;

function toManagedPromotion(row: PromotionRow, now: Date): ManagedPromotion {
  const inForce = row.active && row.startsAt <= now && (row.endsAt === null || row.endsAt > now);
  return {
    ...toPromotion(row),
    productName: row.productName,
    inForce,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** One page: newest start first, then code. */
export async function managedPromotionPage(
  trx: ScopedDb,
  filter: PromotionFilter,
  scope: ManagementScope,
  page: ListPage,
  now: Date = new Date(),
): Promise<ManagedPromotion[]> {
  const ids = filteredPromotions(trx, filter, scope, now).select('promotions.id');
  const rows = await promotionRows(trx)
    .where('promotions.id', 'in', ids)
    .orderBy('promotions.startsAt', 'desc')
    .orderBy('promotions.code')
    .orderBy('promotions.id')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
  return rows.map((row) => toManagedPromotion(row, now));
}

export async function findManagedPromotion(
  trx: ScopedDb,
  id: number,
  now: Date = new Date(),
): Promise<ManagedPromotion | undefined> {
  const row = await promotionRows(trx).where('promotions.id', '=', id).executeTakeFirst();
  return row ? toManagedPromotion(row, now) : undefined;
}

export function lockPromotion(trx: ScopedDb, id: number) {
  return trx.selectFrom('promotions').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

/** Inserts a promotion; undefined when its code is taken in the org. */
export async function insertPromotion(
  trx: ScopedDb,
  orgId: number,
  values: PromotionValues,
): Promise<number | undefined> {
  const row = await trx
    .insertInto('promotions')
    .values({ orgId, ...values })
    .onConflict((oc) => oc.columns(['orgId', 'code']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

export async function promotionCodeTaken(
  trx: ScopedDb,
  orgId: number,
  code: string,
  exceptId: number,
): Promise<boolean> {
  const row = await trx
    .selectFrom('promotions')
    .select('id')
    .where('orgId', '=', orgId)
    .where('code', '=', code)
    .where('id', '<>', exceptId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function updatePromotion(
  trx: ScopedDb,
  id: number,
  values: PromotionValues,
  now: Date,
): Promise<void> {
  await trx
    .updateTable('promotions')
    .set({ ...values, updatedAt: now })
    .where('id', '=', id)
    .execute();
}

/** The product a promotion may name: of the org, not in trash; with its price for the amount check. */
export function promotableProduct(trx: ScopedDb, orgId: number, productId: number) {
  return trx
    .selectFrom('products')
    .select(['id', 'price', 'productType'])
    .where('id', '=', productId)
    .where('orgId', '=', orgId)
    .where('trashedAt', 'is', null)
    .executeTakeFirst();
}
