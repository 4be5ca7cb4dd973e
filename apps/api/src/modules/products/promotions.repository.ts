import type { Promotion } from '@leadline/contracts';
import { sql } from 'kysely';
import type { ScopedDb } from '../../db/org-scope.js';

/**
 * Promotions (docs/products.md). Every function takes the caller's scoped transaction
 * (the request pipeline's `trx`): row-level security confines it to the caller's org (HQ sees all).
 */

/** The columns of a promotion as the API answers it (toPromotion). */
export const PROMOTION_COLUMNS = [
  'promotions.id',
  'promotions.orgId',
  'promotions.code',
  'promotions.name',
  'promotions.productId',
  'promotions.discountPercent',
  'promotions.discountAmount',
  'promotions.minQuantity',
  'promotions.startsAt',
  'promotions.endsAt',
  'promotions.active',
] as const;

/** The columns a promotion is written with (create and edit). */
export interface PromotionValues {
  code: string;
  name: string;
  productId: number | null;
  discountPercent: number | null;
  discountAmount: number | null;
  minQuantity: number;
  startsAt: Date;
  endsAt: Date | null;
  active: boolean;
}

/** A promotion row as the API answers it. */
export function toPromotion(row: PromotionValues & { id: number; orgId: number }): Promotion {
  return {
    id: row.id,
    orgId: row.orgId,
    code: row.code,
    name: row.name,
    productId: row.productId,
    discountPercent: row.discountPercent === null ? null : Number(row.discountPercent),
    discountAmount: row.discountAmount === null ? null : Number(row.discountAmount),
    minQuantity: row.minQuantity,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt ? row.endsAt.toISOString() : null,
    active: row.active,
  };
}

/**
 * Promotions in force at `at`: active, started (startsAt <= at) and not ended (endsAt null or
 * > at). With product ids, those for one of them or for any product (productId null); with
 * undefined, every one. Ordered by product (any-product ones last), then code. Apply one to a
 * line with contracts' applyPromotion (it checks the product and the minimum quantity).
 */
export async function activePromotions(
  trx: ScopedDb,
  productIds: readonly number[] | undefined,
  at: Date = new Date(),
): Promise<Promotion[]> {
  let query = trx
    .selectFrom('promotions')
    .select(PROMOTION_COLUMNS)
    .where('active', '=', true)
    .where('startsAt', '<=', at)
    .where((eb) => eb.or([eb('endsAt', 'is', null), eb('endsAt', '>', at)]));
  if (productIds !== undefined) {
    const ids = [...new Set(productIds)];
    query = query.where((eb) =>
      ids.length > 0
        ? eb.or([eb('productId', 'is', null), eb('productId', 'in', ids)])
        : eb('productId', 'is', null),
    );
  }
  const rows = await query.orderBy(sql`product_id nulls last`).orderBy('code').orderBy('id').execute();
  return rows.map(toPromotion);
}
