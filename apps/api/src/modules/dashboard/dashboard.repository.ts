import {
  FULFILMENT_SUMMARY_DAYS,
  type FulfilmentSummary,
  SO_STATUS,
  VALIDATION_STATUS,
} from '@leadline/contracts';
import { sql } from 'kysely';
import type { ScopedDb } from '../../db/org-scope.js';
import { countPendingShipping } from '../delivery-orders/index.js';

const DAY_MS = 86_400_000;

/**
 * The fulfilment figures of the caller's org (row-level security: HQ sees every org). Each count
 * uses the index its list uses: sale orders by (org, status), DOs by creation time; pending
 * shipping is counted by its own module.
 */
export async function fulfilmentSummary(trx: ScopedDb, now: Date): Promise<FulfilmentSummary> {
  const orders = await trx
    .selectFrom('saleOrders')
    .select([
      sql<number>`count(*) FILTER (WHERE status = ${SO_STATUS.PENDING})::int`.as('pendingValidation'),
      sql<number>`count(*) FILTER (WHERE status = ${SO_STATUS.APPROVED} AND validation_status = ${VALIDATION_STATUS.DELAYED_DELIVERY})::int`.as(
        'delayedDelivery',
      ),
    ])
    .where('status', 'in', [SO_STATUS.PENDING, SO_STATUS.APPROVED])
    .executeTakeFirstOrThrow();
  const byStatus = await trx
    .selectFrom('deliveryOrders')
    .select(['status', sql<number>`count(*)::int`.as('count')])
    .where('createdAt', '>=', new Date(now.getTime() - FULFILMENT_SUMMARY_DAYS * DAY_MS))
    .groupBy('status')
    .orderBy('status')
    .execute();
  return {
    pendingValidation: orders.pendingValidation,
    delayedDelivery: orders.delayedDelivery,
    // The pending-shipping list's own count, so the figure and the list agree by construction.
    pendingShipping: await countPendingShipping(trx),
    deliveryOrders: byStatus.map((row) => ({ status: row.status, count: row.count })),
  };
}
