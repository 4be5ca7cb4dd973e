import type { ScopedDb } from '../../db/org-scope.js';
import type { PricedLine } from './sale-order-builder.js';

/** The payment method's code (COD, BANK_TRANSFER, QR), or undefined when there is no such method. */
export async function paymentMethodCode(trx: ScopedDb, id: number): Promise<string | undefined> {
  const row = await trx.selectFrom('paymentMethods').select('code').where('id', '=', id).executeTakeFirst();
  return row?.code;
}

export async function bankCountry(trx: ScopedDb, id: number): Promise<string | undefined> {
  const row = await trx.selectFrom('banks').select('country').where('id', '=', id).executeTakeFirst();
  return row?.country;
}

/** What an order's editor sets: its priced lines, totals, payment and delivery. */
export interface SaleOrderContent {
  subtotal: number;
  discount: number;
  amount: number;
  paymentMethodId: number;
  deliveryTiming: string;
  note: string | null;
  lines: PricedLine[];
}

export async function insertSaleOrder(
  trx: ScopedDb,
  order: SaleOrderContent & {
    orgId: number;
    leadId: number;
    createdBy: number;
    status: number;
    currency: string;
  },
): Promise<number> {
  const { lines, ...row } = order;
  const saved = await trx.insertInto('saleOrders').values(row).returning('id').executeTakeFirstOrThrow();
  await trx
    .insertInto('saleOrderItems')
    .values(lines.map((line) => ({ ...line, orgId: order.orgId, saleOrderId: saved.id })))
    .execute();
  return saved.id;
}

/** The order's transfer details: kept for a bank transfer, removed for any other payment method. */
export async function writeSaleOrderPayment(
  trx: ScopedDb,
  orgId: number,
  saleOrderId: number,
  transfer: { bankId: number | null; transactionId: string } | null,
) {
  if (!transfer) {
    await trx.deleteFrom('saleOrderPayments').where('saleOrderId', '=', saleOrderId).execute();
    return;
  }
  await trx
    .insertInto('saleOrderPayments')
    .values({ saleOrderId, orgId, ...transfer, updatedAt: new Date() })
    .onConflict((oc) => oc.column('saleOrderId').doUpdateSet({ ...transfer, updatedAt: new Date() }))
    .execute();
}

/** The sale order, locked for an update; row-level security hides other orgs' orders. */
export async function findSaleOrderForUpdate(trx: ScopedDb, saleOrderId: number) {
  return trx
    .selectFrom('saleOrders')
    .selectAll()
    .where('id', '=', saleOrderId)
    .forUpdate()
    .executeTakeFirst();
}

export type SaleOrderForUpdate = NonNullable<Awaited<ReturnType<typeof findSaleOrderForUpdate>>>;

export async function orderLinesOf(trx: ScopedDb, saleOrderId: number) {
  return trx
    .selectFrom('saleOrderItems as i')
    .innerJoin('products as p', 'p.id', 'i.productId')
    .select(['i.productId', 'i.quantity', 'i.price', 'p.name'])
    .where('i.saleOrderId', '=', saleOrderId)
    .orderBy('i.id')
    .execute();
}

/** Replaces the order's lines and totals and bumps its version. */
export async function replaceSaleOrder(
  trx: ScopedDb,
  saleOrderId: number,
  orgId: number,
  order: SaleOrderContent,
  now: Date,
) {
  const { lines, ...row } = order;
  await trx.deleteFrom('saleOrderItems').where('saleOrderId', '=', saleOrderId).execute();
  await trx
    .insertInto('saleOrderItems')
    .values(lines.map((line) => ({ ...line, orgId, saleOrderId })))
    .execute();
  await trx
    .updateTable('saleOrders')
    .set((eb) => ({ ...row, updatedAt: now, version: eb('version', '+', 1) }))
    .where('id', '=', saleOrderId)
    .execute();
}
