import { BANK_TRANSFER_CODE, SO_STATUS } from '@leadline/contracts';
import type { Kysely } from 'kysely';
import { withOrgScope } from '../../db/org-scope.js';
import type { Database } from '../../db/schema.js';
import { receiveTransfer } from './transaction-receiving.js';

/** Per demo org: transfers carrying the QR's memo, one underpaid, and one naming no order. */
const DEMO_TRANSFERS_PER_ORG = 8;

/**
 * Demo bank transactions (docs/payments.md), as the built-in bank feed would bring them: for the
 * newest bank-transfer orders of each Vietnamese and Thai demo org a transfer whose memo carries
 * the order's reference (LL<soId>) and its amount, one of them short by 10%, and one transfer
 * whose memo names no order. They go through the same matching as the webhook. Idempotent (the
 * simulator's transfer ids are fixed per order).
 */
export async function seedDemoBankTransactions(db: Kysely<Database>, now = new Date()): Promise<void> {
  const orgs = await db
    .selectFrom('orgs')
    .select(['id', 'code'])
    .where('country', 'in', ['VN', 'TH'])
    .execute();
  for (const org of orgs) {
    const orders = await db
      .selectFrom('saleOrders as so')
      .innerJoin('paymentMethods as pm', 'pm.id', 'so.paymentMethodId')
      .innerJoin('leads as l', 'l.id', 'so.leadId')
      .select(['so.id', 'so.amount', 'so.createdAt', 'l.customerName'])
      .where('so.orgId', '=', org.id)
      .where('pm.code', '=', BANK_TRANSFER_CODE)
      .where('so.status', 'in', [SO_STATUS.PENDING, SO_STATUS.APPROVED, SO_STATUS.DELIVERED])
      .orderBy('so.id', 'desc')
      .limit(DEMO_TRANSFERS_PER_ORG)
      .execute();
    if (orders.length === 0) continue;
    await withOrgScope(db, { orgId: org.id }, async (trx) => {
      for (const [index, order] of orders.entries()) {
        const short = index === 1;
        const name = (order.customerName ?? '')
          .normalize('NFD')
          .replace(/\p{M}/gu, '')
          .replace(/đ/gi, 'd')
          .toUpperCase();
        await receiveTransfer(trx, org.id, {
          source: 'simulator',
          externalId: `SIM-${org.code}-${order.id}`,
          bankName: 'Vietcombank',
          accountNumber: null,
          counterAccount: null,
          amount: short ? Math.max(1, Math.round(Number(order.amount) * 0.9)) : Number(order.amount),
          memo: `LL${order.id} ${name}`.trim().slice(0, 60),
          transactedAt: new Date(
            Math.min(now.getTime(), order.createdAt.getTime() + (index + 1) * 3_600_000),
          ),
        });
      }
      await receiveTransfer(trx, org.id, {
        source: 'simulator',
        externalId: `SIM-${org.code}-UNMATCHED`,
        bankName: 'Vietcombank',
        accountNumber: null,
        counterAccount: null,
        amount: 250_000,
        memo: 'CHUYEN TIEN MUA HANG',
        transactedAt: new Date(now.getTime() - 2 * 3_600_000),
      });
    });
  }
}
