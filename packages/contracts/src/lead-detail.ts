import { z } from 'zod';
import { DELIVERY_TIMINGS } from './delivery-timing.js';
import { TYPE_LEADS } from './orders.js';

/**
 * The order edit screen's data (SPEC.md 3, 7.2 'Order edit'). Business outcomes of a detail
 * load travel in the envelope's code (SPEC.md 2.4 and 8): 404001 the lead is in trash, 400 the
 * caller may not see the lead, 403 the caller may not work it now.
 */
export const LEAD_DETAIL_CODE = { IN_TRASH: 404001, DENIED: 400, FORBIDDEN: 403, CONFLICT: 409 } as const;

export const leadParamsSchema = z.object({ leadId: z.coerce.number().int().positive() });
export const leadTypeParamsSchema = z.object({
  typeLead: z.enum(TYPE_LEADS),
  leadId: z.coerce.number().int().positive(),
});

const namedRef = z.object({ id: z.number().int(), name: z.string() });

export const leadDataSchema = z.object({
  leadId: z.number().int(),
  typeLead: z.enum(TYPE_LEADS),
  orgId: z.number().int(),
  customerName: z.string(),
  phone: z.string(),
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

export const saleOrderItemSchema = z.object({
  prodId: z.number().int(),
  productType: z.number().int(),
  prodName: z.string(),
  quantity: z.number().int(),
  price: z.number().int(),
  discount: z.number().int(),
  amount: z.number().int(),
  stockAvailable: z.number().int(),
  isOutOfStock: z.boolean(),
});

export const soDataSchema = z.object({
  id: z.number().int(),
  status: z.number().int(),
  amount: z.number().int(),
  subtotal: z.number().int(),
  discount: z.number().int(),
  currency: z.string(),
  paymentMethod: namedRef,
  deliveryTiming: z.enum(DELIVERY_TIMINGS),
  note: z.string().nullable(),
  createdAt: z.string(),
  items: z.array(saleOrderItemSchema),
});

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

/** A line as the edit screen sends it: the server prices it from the product, never the client. */
export const orderLineInputSchema = z.object({
  prodId: z.number().int().positive(),
  quantity: z.number().int().min(1).max(999),
  promotionId: z.number().int().positive().optional(),
});

export const saleOrderInputSchema = z.object({
  items: z.array(orderLineInputSchema).min(1).max(50),
  paymentMethodId: z.number().int().positive({ message: 'MESSAGES.CHOOSE_PAYMENT_METHOD' }),
  deliveryTiming: z.enum(DELIVERY_TIMINGS).default('STANDARD'),
  /** An order-level discount: percent 0..100 or an amount in minor units. */
  discountPercent: z.number().min(0).max(100, { message: 'MESSAGES.DISCOUNT_OVER_100' }).optional(),
  discountAmount: z.number().int().min(0).optional(),
  note: z.string().trim().max(1000).optional(),
});
export type SaleOrderInput = z.infer<typeof saleOrderInputSchema>;

/** PUT lead info (v2 when saleOrder is present): lead fields, the new status and its reason. */
export const saveLeadSchema = z.object({
  version: z.number().int().positive(),
  customerName: z.string().trim().min(1).max(200).optional(),
  provinceId: z.number().int().positive().nullable().optional(),
  districtId: z.number().int().positive().nullable().optional(),
  wardId: z.number().int().positive().nullable().optional(),
  neighborhood: z.string().trim().max(200).nullable().optional(),
  zipcode: z.string().trim().max(20).nullable().optional(),
  street: z.string().trim().max(300).nullable().optional(),
  ageRange: z.number().int().nullable().optional(),
  customerJob: z.number().int().nullable().optional(),
  note: z.string().trim().max(2000).nullable().optional(),
  leadStatus: z.number().int().min(1).optional(),
  reasonId: z.number().int().positive().optional(),
  callbackAt: z.iso.datetime().optional(),
  saleOrder: saleOrderInputSchema.optional(),
});
export type SaveLeadInput = z.infer<typeof saveLeadSchema>;

export const startCallParamsSchema = z.object({ phone: z.string().trim().min(3).max(32) });
export const startCallQuerySchema = z.object({ leadId: z.coerce.number().int().positive() });

export const historyEntrySchema = z.object({
  id: z.number().int(),
  action: z.string(),
  actor: z.string().nullable(),
  changes: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});

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
