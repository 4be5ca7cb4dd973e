import {
  BANK_TRANSFER_CODE,
  findOrg,
  HQ_ORG_ID,
  LEAD_DETAIL_ERRORS,
  SALE_ORDERS_ERRORS,
  type SaleOrderInput,
  SO_STATUS,
  type UpdateSaleOrderInput,
} from '@leadline/contracts';
import type { ScopedDb } from '../../db/org-scope.js';
import { ruleViolation } from '../../http/app-error.js';
import type { SessionUser } from '../../http/session-user.js';
import { writeHistory } from '../../shared/history/history.repository.js';
import { releaseStock } from '../products/index.js';
import {
  bankCountry,
  insertSaleOrder,
  orderLinesOf,
  paymentMethodCode,
  replaceSaleOrder,
  type SaleOrderForUpdate,
  writeSaleOrderPayment,
} from './sale-order.repository.js';
import { buildSaleOrder } from './sale-order-builder.js';

/** The org whose clock and currency an order follows (HQ acting in an org uses that org's). */
export const orgOfOrder = (orgId: number, user: SessionUser) =>
  findOrg(orgId === HQ_ORG_ID ? user.orgId : orgId);

/**
 * Payment rules: a known payment method. A prepaid order's transfer is not typed by the agent: the
 * bank feed matches it to the order and finance verifies it (docs/payments.md), so the bank and the
 * transaction id are optional; a bank given must be of the org's country. Answers the transfer
 * details to keep (null when none were given or the method is not a bank transfer).
 */
export async function checkPayment(
  trx: ScopedDb,
  orgId: number,
  input: SaleOrderInput,
): Promise<{ bankId: number | null; transactionId: string } | null> {
  const code = await paymentMethodCode(trx, input.paymentMethodId);
  if (!code) throw ruleViolation(SALE_ORDERS_ERRORS.CHOOSE_PAYMENT_METHOD);
  if (code !== BANK_TRANSFER_CODE || (input.bankId === undefined && !input.transactionId)) return null;
  if (input.bankId !== undefined) {
    const country = await bankCountry(trx, input.bankId);
    const orgCountry = findOrg(orgId)?.country;
    if (!country || (orgCountry && country !== orgCountry))
      throw ruleViolation(LEAD_DETAIL_ERRORS.BANK_REQUIRED);
  }
  return { bankId: input.bankId ?? null, transactionId: input.transactionId ?? '' };
}

/** "2 × Name" per line, for the history of an order's lines. */
const linesSummary = (lines: { name: string; quantity: number; price: number | string }[]) =>
  lines.map((line) => `${line.quantity} × ${line.name}`).join(', ');

/**
 * Prices, stores and records a new sale order for a lead (lead info v2 and order creation):
 * payment rules, lines priced by the server, stock reserved, transfer details, history.
 */
export async function createSaleOrderFor(
  trx: ScopedDb,
  user: SessionUser,
  lead: { id: number; orgId: number },
  input: SaleOrderInput,
  now: Date,
): Promise<number> {
  const org = orgOfOrder(lead.orgId, user);
  const transfer = await checkPayment(trx, lead.orgId, input);
  const built = await buildSaleOrder(trx, input, now, org?.timeZone ?? 'UTC');
  const saleOrderId = await insertSaleOrder(trx, {
    orgId: lead.orgId,
    leadId: lead.id,
    createdBy: user.userId,
    status: SO_STATUS.PENDING,
    currency: findOrg(lead.orgId)?.currency ?? 'USD',
    subtotal: built.subtotal,
    discount: built.discount,
    amount: built.amount,
    paymentMethodId: input.paymentMethodId,
    deliveryTiming: input.deliveryTiming,
    note: input.note ?? null,
    lines: built.lines,
  });
  await writeSaleOrderPayment(trx, lead.orgId, saleOrderId, transfer);
  await writeHistory(trx, [
    {
      orgId: lead.orgId,
      entityType: 'so',
      entityId: saleOrderId,
      actorId: user.userId,
      action: 'created',
      changes: { leadId: lead.id, amount: { from: null, to: built.amount } },
    },
  ]);
  return saleOrderId;
}

/**
 * New lines, payment, delivery timing and discount for a sale order still waiting for validation,
 * priced by the same rules as a new one. Its old reservation is given back before the new lines
 * reserve theirs. The caller has locked the order (findSaleOrderForUpdate) and checked that the
 * user may work its lead and saw its current version.
 */
export async function reviseSaleOrder(
  trx: ScopedDb,
  user: SessionUser,
  order: SaleOrderForUpdate,
  input: UpdateSaleOrderInput,
  now: Date,
): Promise<void> {
  if (order.status !== SO_STATUS.PENDING) throw ruleViolation(LEAD_DETAIL_ERRORS.SO_NOT_EDITABLE);

  const transfer = await checkPayment(trx, order.orgId, input);
  const before = await orderLinesOf(trx, order.id);
  await releaseStock(
    trx,
    before.map((line) => ({ productId: line.productId, quantity: line.quantity })),
  );
  const built = await buildSaleOrder(trx, input, now, orgOfOrder(order.orgId, user)?.timeZone ?? 'UTC');
  await replaceSaleOrder(
    trx,
    order.id,
    order.orgId,
    {
      subtotal: built.subtotal,
      discount: built.discount,
      amount: built.amount,
      paymentMethodId: input.paymentMethodId,
      deliveryTiming: input.deliveryTiming,
      note: input.note ?? order.note,
      lines: built.lines,
    },
    now,
  );
  await writeSaleOrderPayment(trx, order.orgId, order.id, transfer);

  const after = await orderLinesOf(trx, order.id);
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  const change = (field: string, from: unknown, to: unknown) => {
    if (String(from) !== String(to)) changes[field] = { from, to };
  };
  change('items', linesSummary(before), linesSummary(after));
  change('amount', Number(order.amount), built.amount);
  change('discount', Number(order.discount), built.discount);
  change('paymentMethodId', order.paymentMethodId, input.paymentMethodId);
  change('deliveryTiming', order.deliveryTiming, input.deliveryTiming);
  await writeHistory(trx, [
    {
      orgId: order.orgId,
      entityType: 'so',
      entityId: order.id,
      actorId: user.userId,
      action: 'updated',
      changes,
    },
  ]);
}
