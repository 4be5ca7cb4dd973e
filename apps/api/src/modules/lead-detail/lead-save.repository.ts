import type { SaveLeadInput } from '@leadline/contracts';
import type { ScopedDb } from '../../db/org-scope.js';
import type { LeadRow } from './lead-detail.repository.js';
import type { PricedLine } from './sale-order-builder.js';

const EDITABLE_FIELDS = [
  'customerName',
  'provinceId',
  'districtId',
  'wardId',
  'neighborhood',
  'zipcode',
  'street',
  'ageRange',
  'customerJob',
  'note',
] as const;

/** Applies the edit to the lead row, bumps its version and returns what changed (for history). */
export async function updateLeadRow(
  trx: ScopedDb,
  lead: LeadRow,
  input: SaveLeadInput,
  newStatus: number | null,
  now: Date,
) {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  const patch: Record<string, unknown> = {};
  for (const field of EDITABLE_FIELDS) {
    const value = input[field];
    if (value !== undefined && value !== lead[field]) {
      changes[field] = { from: lead[field], to: value };
      patch[field] = value;
    }
  }
  if (newStatus !== null) {
    changes.leadStatus = { from: lead.leadStatus, to: newStatus };
    patch.leadStatus = newStatus;
    patch.reasonId = input.reasonId ?? null;
    if ((input.reasonId ?? null) !== lead.reasonId)
      changes.reasonId = { from: lead.reasonId, to: input.reasonId ?? null };
    const next = input.callbackAt ? new Date(input.callbackAt) : null;
    patch.nextCallbackAt = next;
    if (next?.getTime() !== lead.nextCallbackAt?.getTime())
      changes.nextCallbackAt = {
        from: lead.nextCallbackAt?.toISOString() ?? null,
        to: next?.toISOString() ?? null,
      };
  }
  await trx
    .updateTable('leads')
    .set((eb) => ({ ...patch, updatedAt: now, version: eb('version', '+', 1) }))
    .where('id', '=', lead.id)
    .execute();
  return changes;
}

export async function insertSaleOrder(
  trx: ScopedDb,
  order: {
    orgId: number;
    leadId: number;
    createdBy: number;
    status: number;
    currency: string;
    subtotal: number;
    discount: number;
    amount: number;
    paymentMethodId: number;
    deliveryTiming: string;
    note: string | null;
    lines: PricedLine[];
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
  order: {
    subtotal: number;
    discount: number;
    amount: number;
    paymentMethodId: number;
    deliveryTiming: string;
    note: string | null;
    lines: PricedLine[];
  },
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

/**
 * The lead's one open callback, rescheduled, or a new one: scheduling then saving the lead
 * (SPEC.md 4) or scheduling twice leaves one callback to make, not two.
 */
export async function upsertOpenCallback(
  trx: ScopedDb,
  callback: {
    orgId: number;
    leadId: number;
    agentId: number;
    scheduledAt: Date;
    reasonId: number | null;
    note: string | null;
  },
) {
  const open = await trx
    .selectFrom('callbacks')
    .select('id')
    .where('leadId', '=', callback.leadId)
    .where('done', '=', false)
    .orderBy('id', 'desc')
    .forUpdate()
    .executeTakeFirst();
  if (open) {
    await trx
      .updateTable('callbacks')
      .set({
        agentId: callback.agentId,
        scheduledAt: callback.scheduledAt,
        reasonId: callback.reasonId,
        ...(callback.note !== null ? { note: callback.note } : {}),
      })
      .where('id', '=', open.id)
      .execute();
    return open.id;
  }
  const row = await trx.insertInto('callbacks').values(callback).returning('id').executeTakeFirstOrThrow();
  return row.id;
}
