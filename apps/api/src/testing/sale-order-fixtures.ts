import { COD_PAYMENT_CODE, LEAD_STATUS, SO_STATUS, type ValidateResult } from '@leadline/contracts';
import { type Expression, type ExpressionBuilder, type Kysely, type SqlBool, sql } from 'kysely';
import type { Database } from '../db/schema.js';
import type { TestServer } from './test-server.js';

/**
 * Pending demo sale orders of an org, for the tests that approve orders (validation, org
 * settings, postbacks), read with the system connection: orders without combo lines (their stock is their
 * own products'), oldest first so that tests taking different indexes never share an order.
 */
export async function pendingOrders(
  server: TestServer,
  orgId: number,
  options: {
    /** Leave out orders with a line out of stock too (an approval of those is refused). */
    inStockOnly?: boolean;
    /**
     * Keep the prepaid orders (bank transfer, QR) as they are. Without a verified transfer their
     * approval is refused (docs/validation.md 'Ready to ship'), so by default they are made COD
     * first: the demo's pending orders are few, and the tests that approve them need them all.
     */
    withPrepaid?: boolean;
  } = {},
) {
  if (!options.withPrepaid)
    await server.engine.db
      .updateTable('saleOrders')
      .set({
        paymentMethodId: (eb) =>
          eb.selectFrom('paymentMethods').select('id').where('code', '=', COD_PAYMENT_CODE),
      })
      .where('orgId', '=', orgId)
      .where('status', '=', SO_STATUS.PENDING)
      .execute();
  return server.engine.db
    .selectFrom('saleOrders as so')
    .innerJoin('paymentMethods as pm', 'pm.id', 'so.paymentMethodId')
    .select(['so.id', 'so.version', 'so.amount', 'pm.code as paymentCode'])
    .where('so.orgId', '=', orgId)
    .where('so.status', '=', SO_STATUS.PENDING)
    .where(
      withoutLines((eb) =>
        options.inStockOnly
          ? eb.or([eb('i.productType', '=', 2), eb('i.isOutOfStock', '=', true)])
          : eb('i.productType', '=', 2),
      ),
    )
    .orderBy('so.id')
    .execute();
}

type LineTables = Database & { so: Database['saleOrders']; i: Database['saleOrderItems'] };

/**
 * A condition on a sale order (`so`): none of its lines (`i`) is one that `line` picks (a combo, a
 * line out of stock), for the tests that need orders an approval accepts.
 */
export function withoutLines(line: (eb: ExpressionBuilder<LineTables, 'i'>) => Expression<SqlBool>) {
  return ({ not, exists, selectFrom }: ExpressionBuilder<LineTables, 'so'>) =>
    not(
      exists(
        selectFrom('saleOrderItems as i').select('i.id').whereRef('i.saleOrderId', '=', 'so.id').where(line),
      ),
    );
}

export async function deliveryOrdersOf(server: TestServer, saleOrderId: number) {
  return server.engine.db
    .selectFrom('deliveryOrders')
    .selectAll()
    .where('saleOrderId', '=', saleOrderId)
    .execute();
}

/** Reserved units of a product summed over its warehouses. */
export async function reservedOf(server: TestServer, productId: number): Promise<number> {
  const row = await sql<{ reserved: number }>`
    SELECT coalesce(sum(reserved), 0)::integer AS reserved FROM stock WHERE product_id = ${productId}`.execute(
    server.engine.db,
  );
  return Number(row.rows[0]?.reserved ?? 0);
}

export async function linesOf(server: TestServer, saleOrderId: number) {
  return server.engine.db
    .selectFrom('saleOrderItems')
    .select(['id', 'productId', 'quantity'])
    .where('saleOrderId', '=', saleOrderId)
    .orderBy('id')
    .execute();
}

/** A sale order's history (its timeline), oldest first. */
export function orderHistory(db: Kysely<Database>, saleOrderId: number) {
  return db
    .selectFrom('history')
    .selectAll()
    .where('entityType', '=', 'so')
    .where('entityId', '=', saleOrderId)
    .orderBy('id')
    .execute();
}

/**
 * The oldest sale order in one of these statuses of the agent's (untrashed) leads that is its
 * lead's latest: the one the lead's screens show and act on. `leadsOnly` leaves out resell leads.
 */
export function agentsLatestOrder(
  db: Kysely<Database>,
  userName: string,
  statuses: number[],
  options: { leadsOnly?: boolean } = {},
) {
  return db
    .selectFrom('saleOrders as so')
    .innerJoin('leads as l', 'l.id', 'so.leadId')
    .innerJoin('users as u', 'u.id', 'l.assigneeId')
    .select(['so.id', 'so.leadId', 'so.amount'])
    .where('u.userName', '=', userName)
    .$if(options.leadsOnly === true, (query) => query.where('l.typeLead', '=', 'lead'))
    .where('l.leadStatus', '<>', LEAD_STATUS.TRASH)
    .where('so.status', 'in', statuses)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('saleOrders as later')
            .select('later.id')
            .whereRef('later.leadId', '=', 'so.leadId')
            .whereRef('later.id', '>', 'so.id'),
        ),
      ),
    )
    .orderBy('so.id')
    .limit(1)
    .executeTakeFirstOrThrow();
}

/** PUT /api/SO/Validate: the validator's decision on a sale order (approve, delay, cancel...). */
export function validateOrder(
  server: TestServer,
  token: string,
  body: Record<string, unknown>,
  language = 'en',
) {
  return server.call<ValidateResult>({
    method: 'PUT',
    url: '/api/SO/Validate',
    token,
    payload: body,
    headers: { 'accept-language': language },
  });
}

/** The validator approves the order at the version read. */
export function approveOrder(server: TestServer, token: string, order: { id: number; version: number }) {
  return validateOrder(server, token, { soId: order.id, action: 'approve', version: order.version });
}
