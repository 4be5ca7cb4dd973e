import {
  CALLBACK_STATUSES,
  callbackReasonKind,
  ENDPOINTS,
  isAppointmentFarEnough,
  isRecordableOutcome,
  type Language,
  LEAD_DETAIL_CODE,
  LEAD_DETAIL_ERRORS,
  LEAD_STATUS,
  mayCallEndpoint,
  type OrderDetail,
  type SaveLeadInput,
  type UpdateSaleOrderInput,
} from '@leadline/contracts';
import type { ScopedDb } from '../../db/org-scope.js';
import { BusinessOutcome, ruleViolation } from '../../http/app-error.js';
import type { SessionUser } from '../../http/session-user.js';
import { writeHistory } from '../../shared/history/history.repository.js';
import { checkCallbackWithinCampaign } from '../campaigns/index.js';
import { leadForCaller } from '../leads/index.js';
import { queuePostback } from '../postbacks/index.js';
import { findProductsForLines } from '../products/index.js';
import {
  addressIncomplete,
  createSaleOrderFor,
  findSaleOrderForUpdate,
  missingAddressOfLead,
  reviseSaleOrder,
} from '../sale-orders/index.js';
import {
  detailBesideLead,
  lastCallInAssignment,
  reasonKind,
  saleOrderItems,
  saleOrderPayment,
} from './lead-detail.repository.js';
import { updateLeadRow, upsertOpenCallback } from './lead-save.repository.js';

export async function orderDetail(
  trx: ScopedDb,
  user: SessionUser,
  leadId: number,
  language: Language,
  allowTrash = false,
): Promise<OrderDetail> {
  const lead = await leadForCaller(trx, user, leadId, false, allowTrash);
  const { called, so, dlv } = await detailBesideLead(trx, lead, language);
  const [items, payment] = so
    ? await Promise.all([saleOrderItems(trx, so.id), saleOrderPayment(trx, so.id)])
    : [[], undefined];
  // What the lines need of their products: type name, combo elements, tiers and stock (a
  // combo's stock is what its elements make, as the product picker shows it).
  const products = await findProductsForLines(
    trx,
    items.map((item) => item.productId),
    language,
  );
  return {
    leadData: {
      leadId: lead.id,
      typeLead: lead.typeLead,
      orgId: lead.orgId,
      customerName: lead.customerName,
      phone: lead.phoneE164 ?? lead.phoneRaw,
      phoneE164: lead.phoneE164,
      provinceId: lead.provinceId,
      districtId: lead.districtId,
      wardId: lead.wardId,
      neighborhood: lead.neighborhood,
      zipcode: lead.zipcode,
      street: lead.street,
      campaign: lead.campaignId !== null ? { id: lead.campaignId, name: lead.campaignName ?? '' } : null,
      offerProductId: lead.offerProductId,
      prodName: lead.prodName,
      status: lead.leadStatus,
      leadStatusNew: lead.leadStatus === LEAD_STATUS.NEW ? 1 : 0,
      reasonId: lead.reasonId,
      agent: lead.assigneeId !== null ? { id: lead.assigneeId, name: lead.agentName ?? '' } : null,
      assignedAt: lead.assignedAt?.toISOString() ?? null,
      callAttempts: lead.callAttempts,
      lastCallAt: lead.lastCallAt?.toISOString() ?? null,
      nextCallbackAt: lead.nextCallbackAt?.toISOString() ?? null,
      nextAttemptAt: lead.nextAttemptAt?.toISOString() ?? null,
      ageRange: lead.ageRange,
      customerJob: lead.customerJob,
      note: lead.note,
      duplicateOfId: lead.duplicateOfId,
      source: { network: lead.sourceNetwork, publisher: lead.sourcePublisher, clickId: lead.clickId },
      version: lead.version,
      called,
    },
    doData: dlv
      ? {
          deliveryOrderId: dlv.id,
          soId: dlv.saleOrderId,
          currentStatusName: dlv.statusName ?? '',
          trackingCode: dlv.trackingCode,
          createdAt: dlv.createdAt.toISOString(),
        }
      : null,
    // The lead's latest sale order, whatever the route's typeLead: an approved lead shows its
    // order's lines (read-only once validated, editable while pending validation).
    soData: so
      ? {
          id: so.id,
          status: so.status,
          amount: Number(so.amount),
          subtotal: Number(so.subtotal),
          discount: Number(so.discount),
          currency: so.currency,
          paymentMethod: { id: so.paymentMethodId, name: so.paymentMethodName ?? '' },
          bankId: payment?.bankId ?? null,
          transactionId: payment?.transactionId ?? null,
          version: so.version,
          deliveryTiming: so.deliveryTiming as 'SAME_DAY' | 'NEXT_DAY' | 'STANDARD',
          note: so.note,
          createdAt: so.createdAt.toISOString(),
          items: items.map((item) => {
            const product = products.get(item.productId);
            return {
              prodId: item.productId,
              productType: item.productType,
              prodName: item.name,
              quantity: item.quantity,
              price: Number(item.price),
              discount: Number(item.discount),
              amount: Number(item.amount),
              stockAvailable: product?.stockAvailable ?? Number(item.stockAvailable),
              isOutOfStock: item.isOutOfStock,
              promotionId: item.promotionId,
              productTypeName: product?.productTypeName ?? '',
              productInCombo: product?.productInCombo ?? [],
              productPrice: product?.price ?? String(item.price),
              dscrForAgent: product?.dscrForAgent ?? null,
            };
          }),
        }
      : null,
  };
}

/** The reason a status needs (SPEC.md 4 and DOMAIN.md): reject, trash and callback reasons. */
function requiredReasonKind(status: number): string | null {
  if (status === LEAD_STATUS.REJECTED) return 'REJECT';
  if (status === LEAD_STATUS.TRASH) return 'TRASH';
  if (CALLBACK_STATUSES.includes(status)) return callbackReasonKind(status);
  return null;
}

/**
 * PUT lead info (and v2 with a sale order). The server applies the client's rules itself: a new
 * status needs a call in this assignment, its reason, a callback 2 days ahead, and Approved a sale
 * order with lines and a payment method in an open delivery timing.
 */
export async function saveLead(
  trx: ScopedDb,
  user: SessionUser,
  leadId: number,
  input: SaveLeadInput,
  language: Language,
  now = new Date(),
) {
  const lead = await leadForCaller(trx, user, leadId, true);
  if (lead.version !== input.version)
    throw new BusinessOutcome(LEAD_DETAIL_CODE.CONFLICT, LEAD_DETAIL_ERRORS.VERSION_CONFLICT);
  const newStatus =
    input.leadStatus !== undefined && input.leadStatus !== lead.leadStatus ? input.leadStatus : null;

  if (newStatus !== null) {
    if (!isRecordableOutcome(newStatus)) throw ruleViolation(LEAD_DETAIL_ERRORS.STATUS_NOT_RECORDABLE);
    // A callback is the callback group's to schedule (SPEC.md 6), through this call as through its own.
    if (CALLBACK_STATUSES.includes(newStatus) && !mayCallEndpoint(ENDPOINTS.scheduleCallback, user.roles))
      throw ruleViolation(LEAD_DETAIL_ERRORS.CALLBACK_NOT_ALLOWED);
    if (!(await lastCallInAssignment(trx, lead)))
      throw ruleViolation(LEAD_DETAIL_ERRORS.MAKE_CALL_BEFORE_SAVE);
    const kind = requiredReasonKind(newStatus);
    if (kind) {
      if (input.reasonId === undefined) throw ruleViolation(LEAD_DETAIL_ERRORS.CHOOSE_REASON);
      if ((await reasonKind(trx, input.reasonId)) !== kind)
        throw ruleViolation(LEAD_DETAIL_ERRORS.REASON_NOT_FOR_STATUS);
    }
    if (CALLBACK_STATUSES.includes(newStatus)) {
      if (!input.callbackAt) throw ruleViolation(LEAD_DETAIL_ERRORS.CALLBACK_AT_MISSING);
      if (!isAppointmentFarEnough(new Date(input.callbackAt), now))
        throw ruleViolation(LEAD_DETAIL_ERRORS.APPOINTMENT_TOO_SOON);
      // The campaign's configuration (docs/campaigns.md): how far ahead a callback may be.
      await checkCallbackWithinCampaign(trx, lead.id, new Date(input.callbackAt), now);
    }
    if (newStatus === LEAD_STATUS.APPROVED && !input.saleOrder)
      throw ruleViolation(LEAD_DETAIL_ERRORS.ITEMS_REQUIRED);
  }

  const orgId = lead.orgId;
  const ordering = input.saleOrder !== undefined && (newStatus ?? lead.leadStatus) === LEAD_STATUS.APPROVED;
  if (ordering && input.saleOrder) {
    await createSaleOrderFor(trx, user, lead, input.saleOrder, now);
  }

  const changes = await updateLeadRow(trx, lead, input, newStatus, now, user.userId);
  // An order is taken only to a deliverable address: the lead as this save leaves it (the refusal
  // rolls the whole save back and names the missing fields).
  if (ordering) {
    const missing = await missingAddressOfLead(trx, lead.id);
    if (missing.length > 0) throw addressIncomplete(language, missing, LEAD_DETAIL_ERRORS.ADDRESS_INCOMPLETE);
  }
  await writeHistory(trx, [
    {
      orgId,
      entityType: 'lead',
      entityId: lead.id,
      actorId: user.userId,
      action: newStatus !== null ? 'status' : 'update',
      changes,
    },
  ]);
  // The network the lead came from is told its outcome (docs/postbacks.md); an approval is told
  // when the validator confirms the order.
  if (newStatus === LEAD_STATUS.REJECTED || newStatus === LEAD_STATUS.TRASH)
    await queuePostback(trx, {
      leadId: lead.id,
      status: newStatus === LEAD_STATUS.TRASH ? 'trash' : 'rejected',
      now,
    });
  if (newStatus !== null && CALLBACK_STATUSES.includes(newStatus) && input.callbackAt) {
    await upsertOpenCallback(trx, {
      orgId,
      leadId: lead.id,
      agentId: user.userId,
      scheduledAt: new Date(input.callbackAt),
      reasonId: input.reasonId ?? null,
      note: null,
    });
  }
  // A save to Trash answers the lead as saved: reading it through the edit screen's guard would
  // answer 404001 and roll the save back (docs/trash.md).
  return orderDetail(trx, user, lead.id, language, newStatus === LEAD_STATUS.TRASH);
}

/**
 * PUT update order SO: the order's lead must be the caller's to work (the order locked first,
 * then its lead) and the order the version the screen showed; the answer is the screen again.
 */
export async function updateSaleOrder(
  trx: ScopedDb,
  user: SessionUser,
  saleOrderId: number,
  input: UpdateSaleOrderInput,
  language: Language,
  now = new Date(),
): Promise<OrderDetail> {
  const order = await findSaleOrderForUpdate(trx, saleOrderId);
  if (!order) throw new BusinessOutcome(LEAD_DETAIL_CODE.DENIED, LEAD_DETAIL_ERRORS.DENY_LEAD_ACCESS);
  await leadForCaller(trx, user, order.leadId, true);
  if (order.version !== input.version)
    throw new BusinessOutcome(LEAD_DETAIL_CODE.CONFLICT, LEAD_DETAIL_ERRORS.VERSION_CONFLICT);
  await reviseSaleOrder(trx, user, order, input, now);
  return orderDetail(trx, user, order.leadId, language);
}
