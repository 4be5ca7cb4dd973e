import { VALIDATION_STATUS } from '@leadline/contracts';
import type { ScopedDb } from '../../db/org-scope.js';
import { writeHistory } from '../../shared/history/history.repository.js';

/** The SQL of the delayed create-DO job (delivery-order-job.ts). */

/** The order's history says why no DO was made: its address was emptied since the approval. */
export async function recordDelayedDeliveryRefused(
  trx: ScopedDb,
  saleOrderId: number,
  actorId: number | null,
  missingAddress: string[],
): Promise<void> {
  const order = await trx
    .selectFrom('saleOrders')
    .select('orgId')
    .where('id', '=', saleOrderId)
    .executeTakeFirstOrThrow();
  await writeHistory(trx, [
    {
      orgId: order.orgId,
      entityType: 'so',
      entityId: saleOrderId,
      actorId,
      action: 'delivery_order_refused',
      changes: { missingAddress },
    },
  ]);
}

/**
 * The order's validation status leaves 'Delayed delivery' for 'Approved' (only from there: a
 * status changed meanwhile stays), with its history row.
 */
export async function approveDelayedDelivery(
  trx: ScopedDb,
  saleOrderId: number,
  actorId: number | null,
): Promise<void> {
  const changed = await trx
    .updateTable('saleOrders')
    .set({ validationStatus: VALIDATION_STATUS.APPROVED, updatedAt: new Date() })
    .where('id', '=', saleOrderId)
    .where('validationStatus', '=', VALIDATION_STATUS.DELAYED_DELIVERY)
    .returning('orgId')
    .executeTakeFirst();
  if (changed)
    await writeHistory(trx, [
      {
        orgId: changed.orgId,
        entityType: 'so',
        entityId: saleOrderId,
        actorId,
        action: 'validation_status_changed',
        changes: {
          validationStatus: { from: VALIDATION_STATUS.DELAYED_DELIVERY, to: VALIDATION_STATUS.APPROVED },
        },
      },
    ]);
}
