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
    patch.nextCallbackAt = input.callbackAt ? new Date(input.callbackAt) : null;
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
