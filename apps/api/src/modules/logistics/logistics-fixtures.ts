import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * Test data of the logistics tests: a new DO (status New, not yet sent) for an existing demo
 * sale order of the org, so each test sends a parcel of its own; and an org's partner settings.
 */
export function deliveryOrderMaker(db: Kysely<Database>) {
  const next = new Map<string, number>();
  return async function newDeliveryOrder(orgCode: string, partner: string | null = null): Promise<number> {
    const org = await db
      .selectFrom('orgs')
      .select('id')
      .where('code', '=', orgCode)
      .executeTakeFirstOrThrow();
    const orders = await db
      .selectFrom('saleOrders as s')
      .select(['s.id', 's.amount'])
      .where('s.orgId', '=', org.id)
      .where((eb) =>
        eb.exists(eb.selectFrom('saleOrderItems as i').select('i.id').whereRef('i.saleOrderId', '=', 's.id')),
      )
      .orderBy('s.id')
      .limit(50)
      .execute();
    // Each call takes the next sale order (round the first 50): parcels of different orders.
    const count = next.get(orgCode) ?? 0;
    next.set(orgCode, count + 1);
    const order = orders[count % orders.length];
    if (!order) throw new Error(`no demo sale order with lines in ${orgCode}`);
    const row = await db
      .insertInto('deliveryOrders')
      .values({ orgId: org.id, saleOrderId: order.id, status: 1, partner, codAmount: Number(order.amount) })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };
}

export async function configurePartner(
  db: Kysely<Database>,
  orgCode: string,
  settings: {
    partner: 'general' | 'dhl' | 'kerry' | 'sap' | 'simulator';
    baseUrl?: string | null;
    credentials?: Record<string, string>;
    options?: Record<string, unknown>;
    webhookSecret?: string | null;
    enabled?: boolean;
  },
): Promise<void> {
  const org = await db.selectFrom('orgs').select('id').where('code', '=', orgCode).executeTakeFirstOrThrow();
  const values = {
    baseUrl: settings.baseUrl ?? null,
    credentials: JSON.stringify(settings.credentials ?? {}),
    options: JSON.stringify(settings.options ?? {}),
    webhookSecret: settings.webhookSecret ?? null,
    enabled: settings.enabled ?? true,
  };
  await db
    .insertInto('logisticsSettings')
    .values({ orgId: org.id, partner: settings.partner, ...values })
    .onConflict((conflict) => conflict.columns(['orgId', 'partner']).doUpdateSet(values))
    .execute();
}
