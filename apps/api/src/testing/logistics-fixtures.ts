import { SO_STATUS, VALIDATION_STATUS } from '@leadline/contracts';
import type { Kysely, Updateable } from 'kysely';
import type { Database } from '../db/schema.js';

/**
 * A copy of a demo sale order of the org with its lines, `changes` set on the copy: one live DO per
 * sale order (0011_validation.sql), so each test's parcel gets a sale order of its own.
 */
export async function copyDemoSaleOrder(
  db: Kysely<Database>,
  orgId: number,
  changes: Updateable<Database['saleOrders']> = {},
): Promise<{ id: number; amount: number; leadId: number }> {
  const template = await db
    .selectFrom('saleOrders as s')
    .selectAll('s')
    .where('s.orgId', '=', orgId)
    .where((eb) =>
      eb.exists(eb.selectFrom('saleOrderItems as i').select('i.id').whereRef('i.saleOrderId', '=', 's.id')),
    )
    .orderBy('s.id')
    .limit(1)
    .executeTakeFirst();
  if (!template) throw new Error(`no demo sale order with lines in org ${orgId}`);
  const { id: templateId, ...copy } = template;
  const order = await db
    .insertInto('saleOrders')
    .values({ ...copy, ...changes })
    .returning(['id', 'amount', 'leadId'])
    .executeTakeFirstOrThrow();
  const items = await db
    .selectFrom('saleOrderItems')
    .selectAll()
    .where('saleOrderId', '=', templateId)
    .execute();
  await db
    .insertInto('saleOrderItems')
    .values(items.map(({ id: _id, ...item }) => ({ ...item, saleOrderId: order.id })))
    .execute();
  return order;
}

/**
 * A maker of the logistics tests' DOs: a new DO (status New, not yet sent) for an existing demo
 * sale order of the org, so each test sends a parcel of its own.
 */
export function deliveryOrderMaker(db: Kysely<Database>) {
  return async function newDeliveryOrder(orgCode: string, partner: string | null = null): Promise<number> {
    const org = await db
      .selectFrom('orgs')
      .select('id')
      .where('code', '=', orgCode)
      .executeTakeFirstOrThrow();
    // A delivery order exists only for an approved order.
    const order = await copyDemoSaleOrder(db, org.id, {
      status: SO_STATUS.APPROVED,
      validationStatus: VALIDATION_STATUS.APPROVED,
    });
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
