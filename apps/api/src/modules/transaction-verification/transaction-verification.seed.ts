import { BANK_TRANSFER_CODE, type SepayWebhook, SO_STATUS } from '@leadline/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { loadPaymentSettings } from '../payment-qr/index.js';
import { bankWebhook } from './transaction-verification.service.js';

/** Per demo org: transfers carrying the QR's memo (one of them short), and one naming no order. */
const DEMO_TRANSFERS_PER_ORG = 8;
/** The simulator's id of the transfer naming no order (its other ids are the orders' ids). */
const UNMATCHED_ID_BASE = 1_900_000_000;

/** "2026-11-24 09:30:00" in Vietnam time, as SePay writes transactionDate. */
function vietnamTime(at: Date): string {
  return new Date(at.getTime() + 7 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
}

/** An incoming transfer as SePay pushes it: the memo is both its content and its description. */
export function sepayIncomingTransfer(transfer: {
  id: number;
  gateway: string;
  transactionDate: string;
  accountNumber: string;
  content: string;
  amount: number;
  referenceCode: string | null;
  accumulated: number | null;
}): SepayWebhook {
  return {
    id: transfer.id,
    gateway: transfer.gateway,
    transactionDate: transfer.transactionDate,
    accountNumber: transfer.accountNumber,
    subAccount: null,
    code: null,
    content: transfer.content,
    transferType: 'in',
    description: transfer.content,
    transferAmount: transfer.amount,
    referenceCode: transfer.referenceCode,
    accumulated: transfer.accumulated,
  };
}

const plain = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').replace(/đ/gi, 'd').toUpperCase();

/**
 * The built-in bank feed (docs/payments.md): on a fresh demo start it posts, through the same
 * webhook handler a bank feed calls (the org's API key checked, the body parsed, the transfer
 * stored once and matched), a transfer for each of the newest bank-transfer orders of every
 * Vietnamese and Thai demo org: the order's reference (LL<soId>) and the customer's name in the
 * memo and its amount, one of them 10% short; and one transfer naming no order. Idempotent: the
 * feed's ids are fixed, so a restart posts the same ids and nothing new is stored.
 */
export async function seedDemoBankTransactions(db: Kysely<Database>, now = new Date()): Promise<void> {
  const orgs = await db
    .selectFrom('orgs')
    .select(['id', 'code'])
    .where('country', 'in', ['VN', 'TH'])
    .execute();
  for (const org of orgs) {
    const settings = await loadPaymentSettings(db, org.id);
    const secret = settings?.webhookSecret;
    if (!secret) continue;
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
    const post = (push: SepayWebhook) =>
      bankWebhook(db, 'simulator', org.code, { authorization: `Apikey ${secret}` }, push, now);
    const push = (id: number, content: string, amount: number, at: Date): SepayWebhook =>
      sepayIncomingTransfer({
        id,
        gateway: 'Vietcombank',
        transactionDate: vietnamTime(at),
        accountNumber: settings.accountNumber ?? settings.promptpayTarget ?? '',
        content,
        amount,
        referenceCode: null,
        accumulated: null,
      });
    for (const [index, order] of orders.entries()) {
      const amount = Number(order.amount);
      await post(
        push(
          order.id,
          `LL${order.id} ${plain(order.customerName ?? '')}`.trim().slice(0, 60),
          index === 1 ? Math.max(1, Math.round(amount * 0.9)) : amount,
          new Date(Math.min(now.getTime(), order.createdAt.getTime() + (index + 1) * 3_600_000)),
        ),
      );
    }
    await post(
      push(
        UNMATCHED_ID_BASE + org.id,
        'CHUYEN TIEN MUA HANG',
        250_000,
        new Date(now.getTime() - 2 * 3_600_000),
      ),
    );
  }
}
