import { z } from 'zod';
import { CALLBACK_LEAD_STATUSES, TYPE_LEADS } from '../../leads.js';
import { leadCustomerColumns, namedRef } from '../../list-filters.js';
import { PHONE_RAW_MAX_LENGTH } from '../../phone.js';
import { dateTime, dbCode, dbId, dbIdParam, int4, rowVersion } from '../../schema-primitives.js';
import { createLeadSchema, LEAD_TEXT_MAX } from '../lead-intake/index.js';
import { saleOrderInputSchema, soDataSchema } from '../sale-orders/index.js';

export * from './errors.js';

/**
 * The order edit screen's data (SPEC.md 3, 7.2 'Order edit'). Business outcomes of a detail
 * load travel in the envelope's code (SPEC.md 2.4 and 8): 404001 the lead is in trash, 400 the
 * caller may not see the lead, 403 the caller may not work it now.
 */
export const LEAD_DETAIL_CODE = { IN_TRASH: 404001, DENIED: 400, FORBIDDEN: 403, CONFLICT: 409 } as const;

/** The outcomes of a call on a lead the caller must be allowed to work (leadForCaller), for the API document. */
export const LEAD_ACCESS_OUTCOMES = [
  {
    code: LEAD_DETAIL_CODE.DENIED,
    when: 'the lead is not the caller’s to see (another org, or an agent’s lead of someone else): the web app shows deny-lead-access',
  },
  {
    code: LEAD_DETAIL_CODE.FORBIDDEN,
    when: 'the lead is held by another agent: the web app goes back to the order list after 5 s',
  },
  {
    code: LEAD_DETAIL_CODE.IN_TRASH,
    when: 'the lead is in trash: the web app goes to trash management after 0.8 s',
  },
] as const;

/** A save of a row the caller read at an older version. */
export const VERSION_CONFLICT_OUTCOME = {
  code: LEAD_DETAIL_CODE.CONFLICT,
  when: 'the row changed since the caller read it (`version`): read it again',
} as const;

export const leadTypeParamsSchema = z.object({
  typeLead: z.enum(TYPE_LEADS),
  leadId: dbIdParam(),
});

export const leadDataSchema = z.object({
  ...leadCustomerColumns(),
  phoneE164: z.string().nullable(),
  provinceId: z.number().int().nullable(),
  districtId: z.number().int().nullable(),
  wardId: z.number().int().nullable(),
  neighborhood: z.string().nullable(),
  zipcode: z.string().nullable(),
  street: z.string().nullable(),
  campaign: namedRef.nullable(),
  offerProductId: z.number().int().nullable(),
  prodName: z.string().nullable(),
  status: z.number().int(),
  leadStatusNew: z.number().int(),
  reasonId: z.number().int().nullable(),
  agent: namedRef.nullable(),
  assignedAt: z.string().nullable(),
  callAttempts: z.number().int(),
  lastCallAt: z.string().nullable(),
  nextCallbackAt: z.string().nullable(),
  /** When the auto-dialer dials this lead again after a Busy or No answer save (null: due). */
  nextAttemptAt: z.string().nullable(),
  ageRange: z.number().int().nullable(),
  customerJob: z.number().int().nullable(),
  note: z.string().nullable(),
  duplicateOfId: z.number().int().nullable(),
  source: z.object({
    network: z.string().nullable(),
    publisher: z.string().nullable(),
    clickId: z.string().nullable(),
  }),
  version: z.number().int(),
  /** A call was made on the lead in its current assignment (the save rule of SPEC.md 5). */
  called: z.boolean(),
});
export type LeadData = z.infer<typeof leadDataSchema>;

export const doDataSchema = z.object({
  deliveryOrderId: z.number().int(),
  soId: z.number().int(),
  currentStatusName: z.string(),
  trackingCode: z.string().nullable(),
  createdAt: z.string(),
});

export const orderDetailSchema = z.object({
  leadData: leadDataSchema,
  doData: doDataSchema.nullable(),
  soData: soDataSchema.nullable(),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

/** PUT lead info (v2 when saleOrder is present): lead fields, the new status and its reason. */
export const saveLeadSchema = z.object({
  version: rowVersion(),
  customerName: z.string().trim().min(1).max(LEAD_TEXT_MAX.customerName).optional(),
  provinceId: dbId().nullable().optional(),
  districtId: dbId().nullable().optional(),
  wardId: dbId().nullable().optional(),
  neighborhood: z.string().trim().max(200).nullable().optional(),
  zipcode: z.string().trim().max(20).nullable().optional(),
  street: z.string().trim().max(LEAD_TEXT_MAX.street).nullable().optional(),
  ageRange: dbCode().nullable().optional(),
  customerJob: dbCode().nullable().optional(),
  note: z.string().trim().max(LEAD_TEXT_MAX.note).nullable().optional(),
  leadStatus: int4({ min: 1 }).optional(),
  reasonId: dbId().optional(),
  callbackAt: dateTime().optional(),
  saleOrder: saleOrderInputSchema.optional(),
});
export type SaveLeadInput = z.infer<typeof saveLeadSchema>;

export const startCallParamsSchema = z.object({ phone: z.string().trim().min(3).max(32) });
export const startCallQuerySchema = z.object({
  leadId: dbIdParam(),
  /** The auto-dialer's call (docs/auto-dialer.md): refused over a live call or for an agent not Available. */
  auto: z.literal('true').optional(),
});

/**
 * One changed field of a history entry, its values made readable by the server (ids resolved to
 * names in the caller's language; dates as ISO strings, which the screen shows in the org's zone).
 */
export const historyChangeSchema = z.object({
  field: z.string(),
  /** The field's name in the caller's language. */
  label: z.string(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  /** The partner's own words behind a translated value (shown as a tooltip). */
  hint: z.string().nullable().optional(),
});
export type HistoryChange = z.infer<typeof historyChangeSchema>;

export const historyEntrySchema = z.object({
  id: z.number().int(),
  action: z.string(),
  actor: z.string().nullable(),
  changes: z.record(z.string(), z.unknown()),
  /**
   * The entry as one sentence in the caller's language: who did what, from which state to which,
   * with names (statuses, partners, people), never codes (docs/decisions.md).
   */
  summary: z.string(),
  /** The partner's own words behind a translated summary (a send's failure reason), for a tooltip. */
  hint: z.string().nullable().optional(),
  /** What else changed, as readable fields: those the summary does not say. */
  fields: z.array(historyChangeSchema),
  createdAt: z.string(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

/** PUT lead/{id}/phone: the new phone as typed, normalised for the org's region by the server. */
export const changePhoneSchema = z.object({
  version: rowVersion(),
  phone: z.string().trim().min(1).max(PHONE_RAW_MAX_LENGTH),
});
export type ChangePhoneInput = z.infer<typeof changePhoneSchema>;

/** POST callback schedule (SPEC.md 4 'Callback': the schedule first, then the lead info). */
export const callbackScheduleSchema = z.object({
  leadId: dbId(),
  leadStatus: z.union(CALLBACK_LEAD_STATUSES.map((value) => z.literal(value))),
  reasonId: dbId('MESSAGES.CHOOSE_REASON'),
  scheduledAt: dateTime(),
  note: z.string().trim().max(2000).optional(),
});
export type CallbackScheduleInput = z.infer<typeof callbackScheduleSchema>;

export const callbackScheduleResultSchema = z.object({
  callbackId: z.number().int(),
  leadId: z.number().int(),
  scheduledAt: z.string(),
});

/** Order creation (/apps/orders/create/{typeLead}): a new lead with its sale order, in one go. */
export const createOrderParamsSchema = z.object({ typeLead: z.enum(TYPE_LEADS) });
export const createOrderSchema = createLeadSchema
  .pick({
    customerName: true,
    phone: true,
    campaignId: true,
    provinceId: true,
    districtId: true,
    wardId: true,
    zipcode: true,
    street: true,
    note: true,
  })
  .extend({ saleOrder: saleOrderInputSchema });
export type CreateOrderInput = z.infer<typeof createOrderSchema>;

export const createOrderResultSchema = z.object({ leadId: z.number().int(), soId: z.number().int() });
export type CreateOrderResult = z.infer<typeof createOrderResultSchema>;

/** A recent order of the same customer (SPEC.md 3 'Recent-order row (DO view)'). */
export const recentOrderSchema = z.object({
  prodName: z.string().nullable(),
  soId: z.number().int(),
  doId: z.number().int().nullable(),
  createdAt: z.string(),
  doStatus: z.string().nullable(),
  amount: z.number().int(),
  currency: z.string(),
});
