import type { ComboElement, ProductTypeCode } from '@leadline/contracts';
import type { ScopedDb } from '../../db/org-scope.js';
import { freeStockOf, units } from './stock.repository.js';

/**
 * Combos (docs/products.md): their elements and how many whole combos the elements' stock makes.
 * Every function takes the caller's scoped transaction (the request pipeline's `trx`): row-level security
 * confines it to the caller's org (HQ sees all).
 */

/** The elements of the given combos with each element's own free stock, by combo id. */
export async function elementsOf(trx: ScopedDb, comboIds: number[]): Promise<Map<number, ComboElement[]>> {
  const byCombo = new Map<number, ComboElement[]>();
  if (comboIds.length === 0) return byCombo;
  const rows = await trx
    .selectFrom('comboElements')
    .innerJoin('products', 'products.id', 'comboElements.productId')
    .where('comboElements.comboId', 'in', comboIds)
    .select([
      'comboElements.comboId',
      'comboElements.quantity',
      'products.id',
      'products.name',
      'products.productType',
      'products.price',
    ])
    .select((eb) => freeStockOf(eb).as('free'))
    .orderBy('comboElements.comboId')
    .orderBy('products.id')
    .execute();
  for (const row of rows) {
    const list = byCombo.get(row.comboId) ?? [];
    list.push({
      prodId: row.id,
      prodName: row.name,
      quantity: row.quantity,
      productType: row.productType as ProductTypeCode,
      price: row.price,
      stockAvailable: units(row.free),
    });
    byCombo.set(row.comboId, list);
  }
  return byCombo;
}

/** How many whole combos the elements' free stock makes; 0 for a combo without elements. */
export function comboStock(elements: ComboElement[]): number {
  if (elements.length === 0) return 0;
  return Math.min(...elements.map((element) => Math.floor(element.stockAvailable / element.quantity)));
}
