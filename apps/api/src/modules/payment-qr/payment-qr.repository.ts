import type { ScopedDb } from '../../db/org-scope.js';

/** The sale order a payment QR pays: the lead's given or latest one, with what the QR carries. */
export async function saleOrderToPay(trx: ScopedDb, leadId: number, soId: number | undefined) {
  let query = trx
    .selectFrom('saleOrders as so')
    .innerJoin('paymentMethods as pm', 'pm.id', 'so.paymentMethodId')
    .select(['so.id', 'so.orgId', 'so.amount', 'so.currency', 'so.status', 'pm.code as paymentCode'])
    .where('so.leadId', '=', leadId);
  if (soId !== undefined) query = query.where('so.id', '=', soId);
  return query.orderBy('so.createdAt', 'desc').orderBy('so.id', 'desc').limit(1).executeTakeFirst();
}
