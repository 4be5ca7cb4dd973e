import { findOrg, referencesInMemo, TRANSACTION_STATUS } from '@leadline/contracts';
import type { ScopedDb } from '../../db/org-scope.js';
import { writeHistory } from '../../shared/history/history.repository.js';
import {
  existingTransfer,
  type IncomingTransfer,
  insertTransfer,
  ordersByIds,
  writeTransactionEvent,
} from './transaction-verification.repository.js';

export interface ReceivedTransfer {
  id: number;
  status: number;
  /** False when the transfer was already stored: nothing was written. */
  stored: boolean;
  saleOrderId: number | null;
}

/**
 * Stores one transfer of the org once (its source's id) and matches it to a sale order by the
 * memo's reference (LL<soId>, PARTNERS.md 7.5) and the amount: the same amount matches, another
 * one names the order with the amount differing, no order of the org leaves it unmatched.
 * Webhook, statement and simulator all come through here, in the org's scoped transaction.
 */
export async function receiveTransfer(
  trx: ScopedDb,
  orgId: number,
  transfer: IncomingTransfer,
): Promise<ReceivedTransfer> {
  const orders = await ordersByIds(trx, orgId, referencesInMemo(transfer.memo));
  // A memo naming several orders matches the one its amount pays, else the first named.
  const order = orders.find((candidate) => candidate.amount === transfer.amount) ?? orders[0];
  const status = !order
    ? TRANSACTION_STATUS.UNMATCHED
    : order.amount === transfer.amount
      ? TRANSACTION_STATUS.MATCHED
      : TRANSACTION_STATUS.AMOUNT_MISMATCH;
  const currency = findOrg(orgId)?.currency ?? 'VND';
  const saleOrderId = order?.id ?? null;
  const id = await insertTransfer(trx, orgId, transfer, { status, saleOrderId, currency });
  if (id === undefined) {
    const existing = await existingTransfer(trx, orgId, transfer.source, transfer.externalId);
    return { id: existing?.id ?? 0, status: existing?.status ?? status, stored: false, saleOrderId: null };
  }
  await writeTransactionEvent(trx, {
    orgId,
    bankTransactionId: id,
    action: 'received',
    actorId: null,
    detail: { source: transfer.source, externalId: transfer.externalId, amount: transfer.amount },
  });
  if (order) {
    await writeTransactionEvent(trx, {
      orgId,
      bankTransactionId: id,
      action: 'matched',
      actorId: null,
      detail: { soId: order.id, orderAmount: order.amount, status },
    });
    await writeHistory(trx, [
      {
        orgId,
        entityType: 'so',
        entityId: order.id,
        actorId: null,
        action: 'bank_transfer_received',
        changes: { bankTransactionId: id, amount: transfer.amount, memo: transfer.memo, status },
      },
    ]);
  }
  return { id, status, stored: true, saleOrderId };
}
