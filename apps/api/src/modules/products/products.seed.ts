import {
  formatMoney,
  ORG_ID,
  PRODUCT_TYPE,
  PRODUCT_TYPE_CODES,
  PRODUCT_TYPE_KEY,
  type ProductTypeCode,
  priceTiers,
  translate,
} from '@leadline/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { type SeedCatalogue, type SeedKind, TH_CATALOGUE, VN_CATALOGUE } from './products.seed-data.js';

/** The orgs with a demo catalogue (README's demo accounts). */
export const DEMO_CATALOGUES: readonly { orgId: number; catalogue: SeedCatalogue }[] = [
  { orgId: ORG_ID.VN1, catalogue: VN_CATALOGUE },
  { orgId: ORG_ID.VN4, catalogue: VN_CATALOGUE },
  { orgId: ORG_ID.TH1, catalogue: TH_CATALOGUE },
];

const TYPE_OF: Record<SeedKind, ProductTypeCode> = {
  plain: PRODUCT_TYPE.PRODUCT,
  combo: PRODUCT_TYPE.COMBO,
  free: PRODUCT_TYPE.FREE,
};

/** "Uống 2 viên mỗi ngày. Mua 1: 390,000 ₫ · Mua 2: 690,000 ₫" — what the agent quotes. */
function agentNotes(catalogue: SeedCatalogue, tip: string, price: string): string {
  const tiers = priceTiers(price);
  if (tiers.every((tier) => tier === 0)) return tip;
  const quotes = tiers.map((tier, index) =>
    catalogue.tierLabel(index + 1, formatMoney(tier, catalogue.currency)),
  );
  return `${tip} ${quotes.join(' · ')}`;
}

/**
 * Data of the products feature: the product types always (names from the locales), the demo
 * catalogues when asked. Idempotent (existing rows are kept, stock figures included) and a fixed
 * number of statements in one transaction, however many orgs.
 */
export async function seedProducts(db: Kysely<Database>, options: { demo: boolean }): Promise<void> {
  await db
    .insertInto('productTypes')
    .values(
      PRODUCT_TYPE_CODES.map((id) => ({
        id,
        name: translate('en', `PRODUCTS.TYPES.${PRODUCT_TYPE_KEY[id]}`),
        nameVi: translate('vi', `PRODUCTS.TYPES.${PRODUCT_TYPE_KEY[id]}`),
      })),
    )
    .onConflict((conflict) =>
      conflict
        .column('id')
        .doUpdateSet((eb) => ({ name: eb.ref('excluded.name'), nameVi: eb.ref('excluded.nameVi') })),
    )
    .execute();
  if (!options.demo) return;

  const orgIds = DEMO_CATALOGUES.map(({ orgId }) => orgId);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('products')
      .values(
        DEMO_CATALOGUES.flatMap(({ orgId, catalogue }) =>
          catalogue.products.map((product) => ({
            orgId,
            sku: product.sku,
            name: product.name,
            productType: TYPE_OF[product.kind],
            price: product.price,
            listPrice: product.listPrice ?? null,
            dscr: product.dscr,
            dscrForAgent: agentNotes(catalogue, product.tip, product.price),
            status: product.status ?? 1,
          })),
        ),
      )
      .onConflict((conflict) => conflict.columns(['orgId', 'sku']).doNothing())
      .execute();
    await trx
      .insertInto('warehouses')
      .values(
        DEMO_CATALOGUES.flatMap(({ orgId, catalogue }) =>
          catalogue.warehouses.map(([code, name]) => ({ orgId, code, name })),
        ),
      )
      .onConflict((conflict) => conflict.columns(['orgId', 'code']).doNothing())
      .execute();

    const [products, warehouses] = await Promise.all([
      trx.selectFrom('products').select(['id', 'orgId', 'sku']).where('orgId', 'in', orgIds).execute(),
      trx.selectFrom('warehouses').select(['id', 'orgId', 'code']).where('orgId', 'in', orgIds).execute(),
    ]);
    const productId = new Map(products.map((row) => [`${row.orgId}:${row.sku}`, row.id]));
    const warehouseId = new Map(warehouses.map((row) => [`${row.orgId}:${row.code}`, row.id]));
    const idOf = (ids: Map<string, number>, orgId: number, key: string) => {
      const id = ids.get(`${orgId}:${key}`);
      if (id === undefined) throw new Error(`demo catalogue of org ${orgId}: no ${key}`);
      return id;
    };

    const elements = DEMO_CATALOGUES.flatMap(({ orgId, catalogue }) =>
      catalogue.products.flatMap((combo) =>
        (combo.elements ?? []).map(([sku, quantity]) => ({
          orgId,
          comboId: idOf(productId, orgId, combo.sku),
          productId: idOf(productId, orgId, sku),
          quantity,
        })),
      ),
    );
    const stock = DEMO_CATALOGUES.flatMap(({ orgId, catalogue }) =>
      catalogue.products.flatMap((product) =>
        (product.stock ?? []).map((available, index) => ({
          orgId,
          warehouseId: idOf(warehouseId, orgId, catalogue.warehouses[index]![0]),
          productId: idOf(productId, orgId, product.sku),
          available,
        })),
      ),
    );
    const promotions = DEMO_CATALOGUES.flatMap(({ orgId, catalogue }) =>
      catalogue.promotions.map((promotion) => ({
        orgId,
        code: promotion.code,
        name: promotion.name,
        productId: promotion.sku === null ? null : idOf(productId, orgId, promotion.sku),
        discountPercent: promotion.percent ?? null,
        discountAmount: promotion.amount ?? null,
        minQuantity: promotion.minQuantity,
        startsAt: promotion.startsAt,
        endsAt: promotion.endsAt,
      })),
    );
    await trx
      .insertInto('comboElements')
      .values(elements)
      .onConflict((conflict) => conflict.columns(['comboId', 'productId']).doNothing())
      .execute();
    await trx
      .insertInto('stock')
      .values(stock)
      .onConflict((conflict) => conflict.columns(['warehouseId', 'productId']).doNothing())
      .execute();
    await trx
      .insertInto('promotions')
      .values(promotions)
      .onConflict((conflict) => conflict.columns(['orgId', 'code']).doNothing())
      .execute();
  });
}
