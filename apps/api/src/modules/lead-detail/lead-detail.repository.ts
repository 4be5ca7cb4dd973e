import type { Language } from '@leadline/contracts';
import { sql } from 'kysely';
import type { ScopedDb } from '../../db/org-scope.js';
import { joinDeliveryStatus, localizedName } from '../../shared/lists/query-helpers.js';
import type { LeadRow } from '../leads/index.js';

/** Calls made on the lead since its current assignment (or since it came in, if never assigned). */
export async function lastCallInAssignment(
  trx: ScopedDb,
  lead: Pick<LeadRow, 'id' | 'assignedAt' | 'createdAt'>,
) {
  const since = lead.assignedAt ?? lead.createdAt;
  return trx
    .selectFrom('calls')
    .select(['id', 'startedAt'])
    .where('leadId', '=', lead.id)
    .where('startedAt', '>=', since)
    .orderBy('startedAt', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Counts a call attempt on the lead (the version is not bumped: calling does not edit the lead). */
export async function countCallAttempt(trx: ScopedDb, leadId: number, at: Date): Promise<void> {
  await trx
    .updateTable('leads')
    .set((eb) => ({ callAttempts: eb('callAttempts', '+', 1), lastCallAt: at }))
    .where('id', '=', leadId)
    .execute();
}

/** Writes the lead's corrected phone and bumps its version. */
export async function updateLeadPhone(
  trx: ScopedDb,
  leadId: number,
  phone: { phoneRaw: string; phoneE164: string },
  now: Date,
): Promise<void> {
  await trx
    .updateTable('leads')
    .set((eb) => ({ ...phone, updatedAt: now, version: eb('version', '+', 1) }))
    .where('id', '=', leadId)
    .execute();
}

/** The lead's id, org and status; throws when the lead is not found. */
export async function leadStatusOf(trx: ScopedDb, leadId: number) {
  return trx
    .selectFrom('leads')
    .select(['id', 'orgId', 'leadStatus'])
    .where('id', '=', leadId)
    .executeTakeFirstOrThrow();
}

/** Sets the lead's status and bumps its version. */
export async function setLeadStatus(
  trx: ScopedDb,
  leadId: number,
  leadStatus: number,
  now: Date,
): Promise<void> {
  await trx
    .updateTable('leads')
    .set((eb) => ({ leadStatus, updatedAt: now, version: eb('version', '+', 1) }))
    .where('id', '=', leadId)
    .execute();
}

/**
 * What the detail shows beside the lead, in one statement instead of three (issue 27: each is a
 * round trip on the request's connection): whether the agent called in this assignment
 * (lastCallInAssignment's rule), the lead's latest sale order (latestSaleOrder's columns the detail
 * reads), and its latest delivery order over all its sale orders (latestDeliveryOrder's).
 */
export async function detailBesideLead(
  trx: ScopedDb,
  lead: Pick<LeadRow, 'id' | 'assignedAt' | 'createdAt'>,
  language: Language,
) {
  const since = lead.assignedAt ?? lead.createdAt;
  const row = await trx
    .selectFrom('leads as l')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('saleOrders as so')
          .innerJoin('paymentMethods as pm', 'pm.id', 'so.paymentMethodId')
          .select([
            'so.id',
            'so.status',
            'so.amount',
            'so.subtotal',
            'so.discount',
            'so.currency',
            'so.paymentMethodId',
            'so.version',
            'so.deliveryTiming',
            'so.note',
            'so.createdAt',
            localizedName('pm', language).as('paymentMethodName'),
          ])
          .whereRef('so.leadId', '=', 'l.id')
          .orderBy('so.createdAt', 'desc')
          .orderBy('so.id', 'desc')
          .limit(1)
          .as('so'),
      (join) => join.onTrue(),
    )
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('deliveryOrders as d')
          .innerJoin('saleOrders as dso', 'dso.id', 'd.saleOrderId')
          .$call(joinDeliveryStatus)
          .select([
            'd.id',
            'd.saleOrderId',
            'd.trackingCode',
            'd.createdAt',
            localizedName('ds', language).as('statusName'),
          ])
          .whereRef('dso.leadId', '=', 'l.id')
          .orderBy('d.createdAt', 'desc')
          .limit(1)
          .as('dlv'),
      (join) => join.onTrue(),
    )
    .select((eb) => [
      eb
        .exists(
          eb
            .selectFrom('calls as c')
            .select('c.id')
            .whereRef('c.leadId', '=', 'l.id')
            .where('c.startedAt', '>=', since),
        )
        .as('called'),
      'so.id as soId',
      'so.status as soStatus',
      'so.amount as soAmount',
      'so.subtotal as soSubtotal',
      'so.discount as soDiscount',
      'so.currency as soCurrency',
      'so.paymentMethodId as soPaymentMethodId',
      'so.paymentMethodName as soPaymentMethodName',
      'so.version as soVersion',
      'so.deliveryTiming as soDeliveryTiming',
      'so.note as soNote',
      'so.createdAt as soCreatedAt',
      'dlv.id as doId',
      'dlv.saleOrderId as doSaleOrderId',
      'dlv.trackingCode as doTrackingCode',
      'dlv.createdAt as doCreatedAt',
      'dlv.statusName as doStatusName',
    ])
    .where('l.id', '=', lead.id)
    .executeTakeFirstOrThrow();
  return {
    called: Boolean(row.called),
    so:
      row.soId === null
        ? undefined
        : {
            id: row.soId,
            status: row.soStatus as number,
            amount: row.soAmount,
            subtotal: row.soSubtotal,
            discount: row.soDiscount,
            currency: row.soCurrency as string,
            paymentMethodId: row.soPaymentMethodId as number,
            paymentMethodName: row.soPaymentMethodName,
            version: row.soVersion as number,
            deliveryTiming: row.soDeliveryTiming as string,
            note: row.soNote,
            createdAt: row.soCreatedAt as Date,
          },
    dlv:
      row.doId === null
        ? undefined
        : {
            id: row.doId,
            saleOrderId: row.doSaleOrderId as number,
            trackingCode: row.doTrackingCode,
            createdAt: row.doCreatedAt as Date,
            statusName: row.doStatusName,
          },
  };
}

export async function saleOrderItems(trx: ScopedDb, saleOrderId: number) {
  return trx
    .selectFrom('saleOrderItems as i')
    .innerJoin('products as p', 'p.id', 'i.productId')
    .select([
      'i.productId',
      'i.productType',
      'p.name',
      'i.quantity',
      'i.price',
      'i.discount',
      'i.amount',
      'i.isOutOfStock',
      'i.promotionId',
      sql<number>`greatest(coalesce((SELECT sum(s.available - s.reserved) FROM stock s JOIN warehouses w ON w.id = s.warehouse_id AND w.active WHERE s.product_id = i.product_id), 0), 0)`.as(
        'stockAvailable',
      ),
    ])
    .where('i.saleOrderId', '=', saleOrderId)
    .orderBy('i.id')
    .execute();
}

export async function reasonKind(trx: ScopedDb, reasonId: number): Promise<string | undefined> {
  const row = await trx.selectFrom('reasons').select('kind').where('id', '=', reasonId).executeTakeFirst();
  return row?.kind;
}

export async function saleOrderPayment(trx: ScopedDb, saleOrderId: number) {
  return trx
    .selectFrom('saleOrderPayments')
    .select(['bankId', 'transactionId'])
    .where('saleOrderId', '=', saleOrderId)
    .executeTakeFirst();
}

/** The same customer's orders in the org, by phone (SPEC.md 3 recent orders, DO view). */
export async function recentOrdersByPhone(
  trx: ScopedDb,
  orgId: number,
  phoneE164: string,
  language: Language,
) {
  return trx
    .selectFrom('leads as l')
    .innerJoin('saleOrders as so', 'so.leadId', 'l.id')
    .leftJoin('products as p', 'p.id', 'l.offerProductId')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('deliveryOrders as d')
          .$call(joinDeliveryStatus)
          .select(['d.id', localizedName('ds', language).as('statusName')])
          .whereRef('d.saleOrderId', '=', 'so.id')
          .orderBy('d.createdAt', 'desc')
          .limit(1)
          .as('dlv'),
      (join) => join.onTrue(),
    )
    .select([
      'p.name as prodName',
      'so.id as soId',
      'dlv.id as doId',
      'so.createdAt',
      'dlv.statusName as doStatus',
      'so.amount',
      'so.currency',
    ])
    .where('l.orgId', '=', orgId)
    .where('l.phoneE164', '=', phoneE164)
    .orderBy('so.createdAt', 'desc')
    .limit(20)
    .execute();
}
