import { LOGISTICS_DO_STATUS } from '@leadline/contracts';
import type { ScopedDb } from '../../db/org-scope.js';
import { deliveryOrdersWithLead } from './delivery-order-rows.repository.js';

/**
 * Pending shipping: New DOs whose last send failed (waiting for a retry or for a person). The
 * pending-shipping screen lists them, the dashboard counts them.
 */
export function pendingShippingRows(trx: ScopedDb) {
  return deliveryOrdersWithLead(trx)
    .where('d.status', '=', LOGISTICS_DO_STATUS.NEW)
    .where('d.lastSendError', 'is not', null);
}

/** How many DOs the pending-shipping list holds for the caller (row-level security: the org's). */
export async function countPendingShipping(trx: ScopedDb): Promise<number> {
  const row = await pendingShippingRows(trx)
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}
