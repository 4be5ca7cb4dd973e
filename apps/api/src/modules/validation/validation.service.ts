import type { Language } from '@leadline/contracts';
import {
  amountStillDue,
  deliveryCutoffDueAt,
  findOrg,
  paymentStateOf,
  SHIP_BEFORE_PAYMENT_ROLES,
  SO_STATUS,
  translate,
  VALIDATION_CODE,
  VALIDATION_ERRORS,
  VALIDATION_RISK_SORT_CAP,
  VALIDATION_STATUS,
  type ValidateOrderInput,
  type ValidateResult,
  type ValidationDetail,
  type ValidationDetailQuery,
  type ValidationListFilter,
  type ValidationRow,
} from '@leadline/contracts';
import type { ScopedDb } from '../../db/org-scope.js';
import {
  BusinessOutcome,
  forbidden,
  notFound,
  ruleViolation,
  translatedRefusal,
} from '../../http/app-error.js';
import type { SessionUser } from '../../http/session-user.js';
import { enqueueJob } from '../../shared/jobs/index.js';
import { type ListScope, listScope } from '../../shared/lists/list-scope.js';
import type { PagedList } from '../../shared/lists/paged-list.js';
import { writeAudit } from '../audit/index.js';
import {
  createDeliveryOrder,
  DELIVERY_ORDER_CREATE_JOB,
  type DeliveryOrderCreatePayload,
  loadDeliveryCutoff,
} from '../delivery-orders/index.js';
import { type RiskScore, scoreSaleOrders } from '../delivery-risk/index.js';
import { queuePostback } from '../postbacks/index.js';
import { releaseStock } from '../products/index.js';
import { addressIncomplete } from '../sale-orders/index.js';
import {
  cancelReasonExists,
  findValidationDetail,
  type LockedSaleOrder,
  liveDeliveryOrderId,
  lockSaleOrder,
  validationRows,
  validationRowsByIds,
  validationSortKeys,
  writeValidation,
} from './validation.repository.js';

/**
 * The validation list (SPEC.md 7.6): every sale order of the org, newest first. Validators see the
 * whole org (their roles are not agent roles); HQ picks the org or reads all.
 */
export const validationList: PagedList<ValidationListFilter, ListScope, ValidationRow> = {
  scope: (user, filter) => listScope(user, filter.orgId),
  ...validationRows,
  page: async (trx, filter, scope, page, language) =>
    (await validationPageWithCount(trx, filter, scope, page, language)).rows,
  // The band filter and the risk sort answer their own count (the scored keys), so the total
  // agrees with the page; the other filters count in SQL as every list (counted null).
  pageWithCount: (trx, filter, scope, page, language) =>
    validationPageWithCount(trx, filter, scope, page, language),
};

async function validationPageWithCount(
  trx: ScopedDb,
  filter: ValidationListFilter,
  scope: ListScope,
  page: { offset: number; limit: number },
  language: Language,
): Promise<{ rows: ValidationRow[]; counted: number | null }> {
  if (filter.sort === 'risk' || filter.riskBand?.length)
    return scoredPage(trx, filter, scope, page, language);
  const rows = await withDeliveryRisk(trx, await validationRows.page(trx, filter, scope, page, language));
  return { rows, counted: null };
}

/**
 * A page of the risk sort or the band filter: the filter's newest VALIDATION_RISK_SORT_CAP orders,
 * the pending ones scored now (one call per org), the others by the risk kept at approval, orders
 * with none last (and out of any band); newest first among equals (the keys come newest first and
 * the sort is stable). The page's rows take the scores computed here: scored once.
 */
async function scoredPage(
  trx: ScopedDb,
  filter: ValidationListFilter,
  scope: ListScope,
  page: { offset: number; limit: number },
  language: Language,
): Promise<{ rows: ValidationRow[]; counted: number }> {
  const keys = await validationSortKeys(trx, filter, scope, VALIDATION_RISK_SORT_CAP);
  const pendingByOrg = new Map<number, number[]>();
  for (const key of keys) {
    if (key.status !== SO_STATUS.PENDING) continue;
    const ids = pendingByOrg.get(key.orgId);
    if (ids) ids.push(key.id);
    else pendingByOrg.set(key.orgId, [key.id]);
  }
  const scores = new Map<number, RiskScore>();
  for (const [orgId, ids] of pendingByOrg)
    for (const [id, score] of await scoreSaleOrders(trx, orgId, ids)) scores.set(id, score);
  const riskOf = (key: (typeof keys)[number]) =>
    scores.get(key.id)?.probability ?? (key.deliveryRisk === null ? -1 : Number(key.deliveryRisk));
  const bands = filter.riskBand?.length ? new Set<string>(filter.riskBand) : null;
  const kept = bands
    ? keys.filter((key) => {
        const band = scores.get(key.id)?.band ?? key.keptBand;
        return band !== null && bands.has(band);
      })
    : keys;
  const ordered = filter.sort === 'risk' ? [...kept].sort((a, b) => riskOf(b) - riskOf(a)) : kept;
  const ids = ordered.slice(page.offset, page.offset + page.limit).map((key) => key.id);
  const rows = await validationRowsByIds(trx, ids, language);
  for (const row of rows) row.risk = scores.get(row.soId) ?? row.risk;
  return { rows, counted: ordered.length };
}

/**
 * Pending orders get their delivery risk as of now (docs/delivery-risk.md): one scoring of the
 * page per org (HQ's page may hold several), three statements each. Other rows keep the score
 * kept at their approval.
 */
async function withDeliveryRisk<R extends ValidationRow>(trx: ScopedDb, rows: R[]): Promise<R[]> {
  const pendingByOrg = new Map<number, number[]>();
  for (const row of rows) {
    if (row.status.value !== SO_STATUS.PENDING) continue;
    const ids = pendingByOrg.get(row.orgId);
    if (ids) ids.push(row.soId);
    else pendingByOrg.set(row.orgId, [row.soId]);
  }
  for (const [orgId, ids] of pendingByOrg) {
    const scores = await scoreSaleOrders(trx, orgId, ids);
    for (const row of rows) row.risk = scores.get(row.soId) ?? row.risk;
  }
  return rows;
}

/** GET SO/ValidationDetail: the order of a detail page with its lines; 404 when not found. */
export async function validationDetailFor(
  trx: ScopedDb,
  _user: SessionUser,
  query: ValidationDetailQuery,
  language: Language,
): Promise<ValidationDetail> {
  const detail = await findValidationDetail(trx, query, language);
  if (!detail) throw notFound();
  await withDeliveryRisk(trx, [detail.order]);
  return detail;
}

const conflict = (messageKey: string) => new BusinessOutcome(VALIDATION_CODE.CONFLICT, messageKey);

/** The answer of a validation, for the first call and every repeat alike. */
function resultOf(
  order: Pick<LockedSaleOrder, 'id' | 'status' | 'validationStatus' | 'deliveryOrderDueAt' | 'version'>,
  deliveryOrderId: number | null,
): ValidateResult {
  return {
    soId: order.id,
    status: order.status,
    validationStatus: order.validationStatus,
    deliveryOrderId,
    deliveryOrderDueAt: order.deliveryOrderDueAt?.toISOString() ?? null,
    version: order.version,
  };
}

/**
 * PUT SO/Validate (DOMAIN.md 'Sale orders and validation'; docs/validation.md). The order is locked
 * first, so two validators of one order run one after the other: the second finds it validated.
 * Safe to repeat: an order already validated with the same action answers the same result (and
 * keeps its one delivery order); with the other action it is refused (code 409). A pending order
 * is validated only at the version the validator saw.
 */
export async function validateOrder(
  trx: ScopedDb,
  user: SessionUser,
  input: ValidateOrderInput,
  now = new Date(),
  language: Language = 'en',
): Promise<ValidateResult> {
  const order = await lockSaleOrder(trx, input.soId);
  if (!order) throw notFound();
  const target = input.action === 'approve' ? SO_STATUS.APPROVED : SO_STATUS.CANCELLED;

  if (order.status === target) return resultOf(order, await liveDeliveryOrderId(trx, order.id));
  if (order.status === SO_STATUS.APPROVED) throw conflict(VALIDATION_ERRORS.ALREADY_APPROVED);
  if (order.status === SO_STATUS.CANCELLED) throw conflict(VALIDATION_ERRORS.ALREADY_CANCELLED);
  if (order.status !== SO_STATUS.PENDING) throw conflict(VALIDATION_ERRORS.NOT_PENDING);
  if (order.version !== input.version) throw conflict(VALIDATION_ERRORS.VERSION_CONFLICT);

  return input.action === 'approve'
    ? approve(trx, user, order, input, now, language)
    : cancel(trx, user, order, input, now);
}

/**
 * Whether the order may ship now (docs/validation.md 'Ready to ship'): a deliverable address, and a
 * prepaid order's transfer verified, unless a supervisor ships it before payment with a reason.
 * Answers that reason when the order ships before payment (for the audit), else null.
 */
function checkReadyToShip(
  user: SessionUser,
  order: LockedSaleOrder,
  input: ValidateOrderInput,
  language: Language,
): { reason: string; amountDue: number } | null {
  const missing = order.missingAddress ?? [];
  if (missing.length > 0) throw addressIncomplete(language, missing, VALIDATION_ERRORS.ADDRESS_INCOMPLETE);
  const amount = Number(order.amount);
  const verified = Number(order.verifiedAmount);
  if (paymentStateOf(order.paymentCode, amount, verified) !== 'awaiting_transfer') return null;
  const reason = input.shipBeforePaymentReason;
  if (reason === undefined)
    throw translatedRefusal(translate(language, VALIDATION_ERRORS.AWAITING_TRANSFER), {
      paymentState: 'awaiting_transfer',
    });
  if (!user.roles.some((role) => (SHIP_BEFORE_PAYMENT_ROLES as readonly number[]).includes(role)))
    throw forbidden(VALIDATION_ERRORS.SHIP_BEFORE_PAYMENT_NOT_ALLOWED);
  return { reason, amountDue: amountStillDue(order.paymentCode, amount, verified) };
}

async function approve(
  trx: ScopedDb,
  user: SessionUser,
  order: LockedSaleOrder,
  input: ValidateOrderInput,
  now: Date,
  language: Language,
): Promise<ValidateResult> {
  const short = (order.lines ?? []).filter((line) => line.isOutOfStock);
  if (short.length > 0)
    throw ruleViolation(VALIDATION_ERRORS.OUT_OF_STOCK, {
      products: short.map((line) => line.name).join(', '),
    });
  const beforePayment = checkReadyToShip(user, order, input, language);
  const chosen = input.createDoAt ? new Date(input.createDoAt) : null;
  if (chosen && chosen.getTime() <= now.getTime()) throw ruleViolation(VALIDATION_ERRORS.DO_TIME_PAST);
  // "Create now" after the org's delivery cut-off (or on a day off) waits for the next working day
  // (docs/settings.md): the same delayed path as a chosen time.
  const dueAt =
    chosen ??
    deliveryCutoffDueAt(
      await loadDeliveryCutoff(trx, order.orgId),
      now,
      findOrg(order.orgId)?.timeZone ?? 'UTC',
    );

  const validationStatus = dueAt ? VALIDATION_STATUS.DELAYED_DELIVERY : VALIDATION_STATUS.APPROVED;
  // The risk the validator saw, kept on the order so it can be judged against the parcel's outcome.
  const risk = (await scoreSaleOrders(trx, order.orgId, [order.id])).get(order.id);
  const version = await writeValidation(
    trx,
    order.id,
    {
      status: SO_STATUS.APPROVED,
      validationStatus,
      cancelReasonId: null,
      validatedBy: user.userId,
      validatedAt: now,
      deliveryOrderDueAt: dueAt,
      ...(risk
        ? {
            deliveryRisk: Math.round(risk.probability * 10_000) / 10_000,
            deliveryRiskDetail: JSON.stringify({ ...risk, asOf: now.toISOString() }),
          }
        : {}),
    },
    {
      action: 'validated',
      changes: {
        status: { from: order.status, to: SO_STATUS.APPROVED },
        validationStatus: { from: order.validationStatus, to: validationStatus },
        ...(dueAt ? { deliveryOrderDueAt: dueAt.toISOString() } : {}),
        ...(beforePayment ? { shipBeforePayment: beforePayment } : {}),
      },
    },
  );
  // Shipping unpaid goods is a decision someone answers for: the audit log keeps who, why and
  // what the courier is to collect (the order's history row above says it too).
  if (beforePayment)
    await writeAudit(trx, {
      orgId: order.orgId,
      userId: user.userId,
      action: 'ship_before_payment',
      entityType: 'so',
      entityId: String(order.id),
      details: { ...beforePayment, paymentCode: order.paymentCode, amount: Number(order.amount) },
    });
  await queuePostback(trx, { leadId: order.leadId, saleOrderId: order.id, status: 'approved', now });

  let deliveryOrderId: number | null = null;
  if (dueAt) {
    const payload: DeliveryOrderCreatePayload = {
      saleOrderId: order.id,
      actorId: user.userId,
      scheduledFor: dueAt.toISOString(),
    };
    await enqueueJob(trx, {
      kind: DELIVERY_ORDER_CREATE_JOB,
      payload: { ...payload },
      runAt: dueAt,
      orgId: order.orgId,
    });
  } else {
    // The order locked above, now approved: createDeliveryOrder does not read it again.
    const created = await createDeliveryOrder(trx, {
      saleOrderId: order.id,
      actorId: user.userId,
      now,
      order: {
        id: order.id,
        orgId: order.orgId,
        status: SO_STATUS.APPROVED,
        amount: Number(order.amount),
        paymentCode: order.paymentCode,
        partner: order.partner,
        verifiedAmount: order.verifiedAmount,
        missingAddress: order.missingAddress ?? [],
      },
      language,
    });
    deliveryOrderId = created?.deliveryOrderId ?? null;
  }
  return resultOf(
    {
      id: order.id,
      status: SO_STATUS.APPROVED,
      validationStatus,
      deliveryOrderDueAt: dueAt,
      version,
    },
    deliveryOrderId,
  );
}

async function cancel(
  trx: ScopedDb,
  user: SessionUser,
  order: LockedSaleOrder,
  input: ValidateOrderInput,
  now: Date,
): Promise<ValidateResult> {
  if (input.reasonId === undefined) throw ruleViolation(VALIDATION_ERRORS.REASON_REQUIRED);
  if (!(await cancelReasonExists(trx, input.reasonId))) throw ruleViolation(VALIDATION_ERRORS.UNKNOWN_REASON);

  // The reservation made when the order was created is given back (DOMAIN.md), once: only this
  // status change from pending releases it, under the order's lock.
  await releaseStock(
    trx,
    (order.lines ?? []).map((line) => ({ productId: line.productId, quantity: line.quantity })),
  );
  const version = await writeValidation(
    trx,
    order.id,
    {
      status: SO_STATUS.CANCELLED,
      validationStatus: null,
      cancelReasonId: input.reasonId,
      validatedBy: user.userId,
      validatedAt: now,
      deliveryOrderDueAt: null,
    },
    {
      action: 'validation_cancelled',
      changes: {
        status: { from: order.status, to: SO_STATUS.CANCELLED },
        cancelReasonId: { from: null, to: input.reasonId },
      },
    },
  );
  await queuePostback(trx, { leadId: order.leadId, saleOrderId: order.id, status: 'rejected', now });
  return resultOf(
    {
      id: order.id,
      status: SO_STATUS.CANCELLED,
      validationStatus: null,
      deliveryOrderDueAt: null,
      version,
    },
    null,
  );
}

/** The call as the route makes it: one transaction scoped to the caller. */
export function validateOrderFor(
  trx: ScopedDb,
  user: SessionUser,
  input: ValidateOrderInput,
  language: Language = 'en',
): Promise<ValidateResult> {
  return validateOrder(trx, user, input, new Date(), language);
}
