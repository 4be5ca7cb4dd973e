import {
  type FfmPartner,
  LAST_MILE_PARTNERS,
  type Language,
  type LastMilePartner,
  LOGISTICS_DO_STATUS,
  type ResendResult,
  SHIPPING_PENDING_ERRORS,
  type ShippingPendingListFilter,
  type ShippingPendingRemoveInput,
  type ShippingPendingResendInput,
  type ShippingPendingRow,
  translate,
} from '@leadline/contracts';
import type { AppContext } from '../../app-context.js';
import type { ScopedDb } from '../../db/org-scope.js';
import { ruleViolation } from '../../http/app-error.js';
import type { HandlerResult, ScopeRunner } from '../../http/register-endpoint.js';
import type { SessionUser } from '../../http/session-user.js';
import { writeHistory } from '../../shared/history/history.repository.js';
import { type ListScope, listScope } from '../../shared/lists/list-scope.js';
import type { PagedList } from '../../shared/lists/paged-list.js';
import { auditActor, writeAudit } from '../audit/index.js';
import { holdUndeliverableDeliveryOrder } from '../delivery-orders/index.js';
import { type SendOutcome, sendDeliveryOrder } from '../logistics/index.js';
import {
  activeFulfilmentPartners,
  activeWarehouse,
  activeWarehouses,
  cancelDeliveryOrders,
  deliveryOrderStates,
  fulfilmentPartner,
  type LockedDeliveryOrder,
  lockDeliveryOrders,
  pendingRows,
  setDeliveryChoice,
} from './shipping-pending.repository.js';

/** Sends of one resend running at once: the partner is not flooded, the caller not kept long. */
const RESEND_CONCURRENCY = 4;

/** Pending shipping (SPEC.md 7.5): the org's New DOs whose send failed, newest first. */
export const shippingPendingList: PagedList<ShippingPendingListFilter, ListScope, ShippingPendingRow> = {
  scope: (user, filter) => listScope(user, filter.orgId),
  ...pendingRows,
  pageWithCount: pendingRows.pageAndCount,
};

const KEY = 'SHIPPING_PENDING';
const text = (language: Language, key: string, values?: Record<string, string | number>) =>
  translate(language, `${KEY}.${key}`, values);

/** listFfm (SPEC.md 3): each active fulfilment partner with its last-mile partners and warehouses. */
export async function listFfm(
  trx: ScopedDb,
  user: SessionUser,
  requestedOrgId: number | undefined,
  language: Language,
): Promise<FfmPartner[]> {
  const { orgId } = listScope(user, requestedOrgId);
  const [partners, warehouses] = await Promise.all([
    activeFulfilmentPartners(trx, orgId),
    activeWarehouses(trx, orgId),
  ]);
  return partners.map((partner) => ({
    ffmPartnerId: partner.id,
    name: partner.name,
    orgId: partner.orgId,
    listLastSmile: LAST_MILE_PARTNERS.filter((kind) => partner.lastMilePartners.includes(kind)).map(
      (kind) => ({ lmPartnerId: kind, nameLm: text(language, `PARTNER.${kind}`) }),
    ),
    listWarehouse: warehouses
      .filter(
        (warehouse) =>
          warehouse.orgId === partner.orgId &&
          (partner.warehouseIds.length === 0 || partner.warehouseIds.includes(warehouse.id)),
      )
      .map((warehouse) => ({ warehouseId: warehouse.id, warehouseName: warehouse.name })),
  }));
}

/** What a resend applies to each DO, checked once for the whole call (bad input changes nothing). */
interface Choice {
  ffmPartnerId?: number;
  lmPartner?: LastMilePartner;
  warehouseId?: number;
  /** The org the chosen partner or warehouse belongs to: a DO of another org (HQ) is refused. */
  orgId: number | null;
}

async function checkChoice(trx: ScopedDb, input: ShippingPendingResendInput): Promise<Choice> {
  let orgId: number | null = null;
  if (input.ffmPartnerId !== undefined) {
    const partner = await fulfilmentPartner(trx, input.ffmPartnerId);
    if (!partner) throw ruleViolation(SHIPPING_PENDING_ERRORS.UNKNOWN_FFM_PARTNER);
    orgId = partner.orgId;
    if (input.lmPartner && !partner.lastMilePartners.includes(input.lmPartner))
      throw ruleViolation(SHIPPING_PENDING_ERRORS.LM_NOT_OFFERED, { partner: input.lmPartner });
    if (
      input.warehouseId !== undefined &&
      partner.warehouseIds.length > 0 &&
      !partner.warehouseIds.includes(input.warehouseId)
    )
      throw ruleViolation(SHIPPING_PENDING_ERRORS.WAREHOUSE_NOT_OFFERED);
  }
  if (input.warehouseId !== undefined) {
    const warehouse = await activeWarehouse(trx, input.warehouseId);
    if (!warehouse || (orgId !== null && warehouse.orgId !== orgId))
      throw ruleViolation(SHIPPING_PENDING_ERRORS.WAREHOUSE_NOT_OFFERED);
    orgId = warehouse.orgId;
  }
  return {
    ...(input.ffmPartnerId !== undefined ? { ffmPartnerId: input.ffmPartnerId } : {}),
    ...(input.lmPartner ? { lmPartner: input.lmPartner } : {}),
    ...(input.warehouseId !== undefined ? { warehouseId: input.warehouseId } : {}),
    orgId,
  };
}

/** Applies the choice to one New DO, with a history row naming what changed and who changed it. */
async function applyChoice(
  trx: ScopedDb,
  user: SessionUser,
  order: LockedDeliveryOrder,
  choice: Choice,
  at: Date,
): Promise<void> {
  const next = {
    partner: choice.lmPartner ?? order.partner,
    warehouseId: choice.warehouseId ?? order.warehouseId,
    ffmPartnerId: choice.ffmPartnerId ?? order.ffmPartnerId,
  };
  const changes: Record<string, unknown> = {};
  if (next.partner !== order.partner) changes.partner = { from: order.partner, to: next.partner };
  if (next.warehouseId !== order.warehouseId)
    changes.warehouseId = { from: order.warehouseId, to: next.warehouseId };
  if (next.ffmPartnerId !== order.ffmPartnerId)
    changes.ffmPartnerId = { from: order.ffmPartnerId, to: next.ffmPartnerId };
  await writeHistory(trx, [
    {
      orgId: order.orgId,
      entityType: 'so',
      entityId: order.saleOrderId,
      actorId: user.userId,
      action: 'do_resend',
      changes: { doId: order.id, ...changes },
    },
  ]);
  if (Object.keys(changes).length === 0) return;
  await setDeliveryChoice(
    trx,
    order.id,
    { ...next, ...(choice.lmPartner ? { lastMilePartner: choice.lmPartner } : {}) },
    at,
  );
}

/** Runs `work` over `items`, at most `limit` at a time, answers in the items' order. */
async function inBatches<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const runner = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, runner));
  return results;
}

/**
 * PUT resend (docs/shipping-pending.md): the choice is checked (a bad one refuses the whole call),
 * applied to each New DO of the caller's scope with a history row, and each is sent again through
 * logistics' one send, RESEND_CONCURRENCY at a time. One answer row per DO asked for, in order:
 * not found (another org's), not New (already sent or removed), in flight, sent, or the reason.
 */
export async function resendDeliveryOrders(
  ctx: AppContext,
  scope: ScopeRunner,
  user: SessionUser,
  input: ShippingPendingResendInput,
  language: Language,
): Promise<ResendResult[]> {
  const ids = [...new Set(input.doIds)];
  const now = new Date();
  const { orders, wrongOrg } = await scope(async (trx) => {
    const choice = await checkChoice(trx, input);
    const locked = await lockDeliveryOrders(trx, ids);
    const wrong = new Set<number>();
    for (const order of locked) {
      if (order.status !== LOGISTICS_DO_STATUS.NEW) continue;
      if (choice.orgId !== null && order.orgId !== choice.orgId) {
        wrong.add(order.id);
        continue;
      }
      await applyChoice(trx, user, order, choice, now);
    }
    return { orders: new Map(locked.map((order) => [order.id, order])), wrongOrg: wrong };
  });

  const toSend = ids.filter((id) => orders.get(id)?.status === LOGISTICS_DO_STATUS.NEW && !wrongOrg.has(id));
  const outcomes = new Map<number, SendOutcome>();
  await inBatches(toSend, RESEND_CONCURRENCY, async (id) => {
    // A DO whose address cannot be delivered is not sent: it stays here with that reason.
    const held = await scope((trx) => holdUndeliverableDeliveryOrder(trx, id));
    outcomes.set(
      id,
      held
        ? { ok: false, reason: held, retryable: false, doId: id, attempts: 0, sentVia: null }
        : await sendDeliveryOrder(ctx, id),
    );
  });
  const states = new Map(
    (await scope((trx) => deliveryOrderStates(trx, [...orders.keys()], language))).map((row) => [
      row.id,
      row,
    ]),
  );

  return ids.map((id) => {
    const order = orders.get(id);
    const state = states.get(id);
    const row = (result: boolean, message: string): ResendResult => ({
      doId: id,
      soId: order?.saleOrderId ?? null,
      leadId: order?.leadId ?? null,
      result,
      message,
      trackingCode: result ? (state?.trackingCode ?? null) : null,
    });
    if (!order) return row(false, text(language, 'ERROR.NOT_FOUND'));
    if (wrongOrg.has(id)) return row(false, text(language, 'ERROR.WAREHOUSE_NOT_OFFERED'));
    const outcome = outcomes.get(id);
    if (!outcome || (!outcome.ok && outcome.reason === 'not_sendable'))
      return row(
        false,
        text(language, 'ERROR.ALREADY_SENT', { status: state?.statusName ?? String(order.status) }),
      );
    if (outcome.ok)
      return row(
        true,
        outcome.trackingCode
          ? text(language, 'RESEND.SENT', { code: outcome.trackingCode })
          : text(language, 'RESEND.SENT_NO_CODE'),
      );
    if (outcome.reason === 'in_flight') return row(false, text(language, 'ERROR.IN_FLIGHT'));
    return row(false, text(language, 'ERROR.SEND_FAILED', { reason: outcome.reason }));
  });
}

/**
 * POST remove DO (SPEC.md 5 'Tracking removal'): all or nothing. Every DO must be of the caller's
 * scope, New, and not being sent right now; then each becomes Cancelled with a history row and
 * the answer is data true. Otherwise nothing changes and data is false, naming the DOs refused.
 */
export async function removeDeliveryOrders(
  trx: ScopedDb,
  user: SessionUser,
  input: ShippingPendingRemoveInput,
  partnerTimeoutMs: number,
): Promise<HandlerResult<boolean>> {
  const ids = [...new Set(input.doIds)];
  const now = new Date();
  // A send holds its lease this long (docs/logistics.md): removing under it would be overwritten.
  const leaseStart = new Date(now.getTime() - (partnerTimeoutMs * 4 + 60_000));
  const locked = new Map((await lockDeliveryOrders(trx, ids)).map((order) => [order.id, order]));
  const refused = ids.filter((id) => {
    const order = locked.get(id);
    return (
      !order ||
      order.status !== LOGISTICS_DO_STATUS.NEW ||
      (order.sendStartedAt !== null && order.sendStartedAt > leaseStart)
    );
  });
  if (refused.length > 0)
    return {
      data: false,
      messageKey: SHIPPING_PENDING_ERRORS.NOT_REMOVABLE,
      messageValues: { ids: refused.join(', ') },
    };
  await cancelDeliveryOrders(trx, ids, now);
  await writeHistory(
    trx,
    [...locked.values()].map((order) => ({
      orgId: order.orgId,
      entityType: 'so' as const,
      entityId: order.saleOrderId,
      actorId: user.userId,
      action: 'do_removed',
      changes: {
        doId: order.id,
        status: { from: order.status, to: LOGISTICS_DO_STATUS.CANCELLED },
      },
    })),
  );
  for (const orgId of new Set([...locked.values()].map((order) => order.orgId)))
    await writeAudit(trx, {
      orgId,
      ...auditActor(user),
      action: 'delivery_orders_removed',
      entityType: 'delivery_order',
      details: {
        doIds: ids.filter((id) => locked.get(id)?.orgId === orgId),
        status: { to: LOGISTICS_DO_STATUS.CANCELLED },
      },
    });
  return { data: true };
}
