import { z } from 'zod';
import {
  createdDaysSearchAndOrg,
  exportFilter,
  namedRef,
  orderCustomerColumns,
  pagedListFilter,
  statusRef,
} from '../../list-filters.js';
import { dateTime, dbId, dbIdList, dbIdParam, enumList, int4, rowVersion } from '../../schema-primitives.js';
import { addressFieldSchema, paymentStateSchema } from '../sale-orders/index.js';
import { DELIVERY_RISK_BANDS, deliveryRiskSchema } from './delivery-risk.js';

export * from './delivery-risk.js';
export * from './errors.js';

/**
 * Order validation (SPEC.md 2.2, 4, 7.6; DOMAIN.md 'Sale orders and validation'; docs/validation.md).
 * A sale order waits for validation (SO status 1, synonym list 50 'Pending validation'); a validator
 * approves it, which creates its delivery order now or at a chosen time, or cancels it with a
 * reason of synonym list 49. Who: VALIDATION_ROLES (roles.ts).
 */

export const VALIDATION_EXPORT_FILE_NAME = 'validation.xlsx';

/** Synonym list 50 values the server sets (the others are there for the screen to show). */
export const VALIDATION_STATUS = { APPROVED: 1, PENDING: 2, DELAYED_DELIVERY: 6 } as const;

/** Answers of PUT SO/Validate the client branches on by the envelope's code (SPEC.md 8). */
export const VALIDATION_CODE = {
  /** The order was validated already with the other action, or the version is stale. */
  CONFLICT: 409,
} as const;

/** The outcome of a validation that came too late, for the API document. */
export const VALIDATION_CONFLICT_OUTCOME = {
  code: VALIDATION_CODE.CONFLICT,
  when: 'the order was approved or cancelled already, is no longer pending, or changed since it was read (`version`)',
} as const;

export const VALIDATION_ACTIONS = ['approve', 'cancel'] as const;
export type ValidationAction = (typeof VALIDATION_ACTIONS)[number];

const idList = dbIdList();

const filterFields = {
  /** SO status (SO_STATUS): 1 pending, 2 approved, 3 cancelled; absent = every status. */
  status: idList.describe('Sale order status codes to keep (repeat the parameter for several)').optional(),
  /** Synonym list 50 value (pending, approved, delayed delivery, ...). */
  validationStatus: idList.optional(),
  campaignId: idList.optional(),
  /** The agent who sold the order (its creator). */
  agentId: idList.optional(),
  paymentMethodId: idList.optional(),
  /**
   * 'risk': riskiest first (docs/delivery-risk.md): pending orders by their risk now, the others by
   * the risk kept at approval, orders without one last, newest first among equals; over the
   * filter's newest VALIDATION_RISK_SORT_CAP orders. Absent or 'newest': newest first.
   */
  sort: z
    .enum(['newest', 'risk'])
    .describe(
      "'newest' (the default): newest first; 'risk': riskiest first (delivery risk), over the filter's newest 10,000 orders",
    )
    .optional(),
  /**
   * Delivery-risk bands to keep (docs/delivery-risk.md): pending orders by their risk now, the
   * others by the band kept at approval; orders without one are left out. Like the risk sort, over
   * the filter's newest VALIDATION_RISK_SORT_CAP orders (scored in memory, the total counted there).
   */
  riskBand: enumList(DELIVERY_RISK_BANDS)
    .describe(
      "Delivery-risk bands to keep: low, medium, high (repeat the parameter for several); over the filter's newest 10,000 orders",
    )
    .optional(),
  ...createdDaysSearchAndOrg(),
};

/** The risk sort scores at most this many of the filter's orders (the newest). */
export const VALIDATION_RISK_SORT_CAP = 10_000;

/** GET SO/ValidationList (query) and POST SO/ValidationList (body): the filter and the page. */
export const validationListFilterSchema = pagedListFilter(filterFields);
export type ValidationListFilter = z.infer<typeof validationListFilterSchema>;

/** POST SO/ValidationList/csv: the same filter; offset and limit are accepted and dropped. */
export const validationExportFilterSchema = exportFilter(filterFields);
/** The filter fields alone, as the server applies them. */
export type ValidationFilter = z.infer<z.ZodObject<typeof filterFields>>;

/** One row of the validation list. */
export const validationRowSchema = z.object({
  ...orderCustomerColumns(),
  /** Street, ward, district, province, as one line. */
  address: z.string(),
  /** '2 x Product A, 1 x Combo B'. */
  products: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  paymentMethod: namedRef,
  /** The agent who sold the order. */
  agent: namedRef.nullable(),
  campaign: namedRef.nullable(),
  createdAt: z.string(),
  /** SO status (ORDERS.SO_STATUS names). */
  status: statusRef,
  /** List 50 while pending or approved; list 49 (the reason) once cancelled. */
  validationStatus: statusRef.extend({ typeId: z.number().int() }).nullable(),
  validatedBy: namedRef.nullable(),
  validatedAt: z.string().nullable(),
  /** When the delayed create-DO dialog asked for the delivery order. */
  deliveryOrderDueAt: z.string().nullable(),
  deliveryOrderId: z.number().int().nullable(),
  /** True when a line is out of stock: the order cannot be approved. */
  isOutOfStock: z.boolean(),
  /**
   * COD, paid (its verified transfers cover the amount) or awaiting transfer: a prepaid order is
   * approved only once paid, or shipped before payment by SHIP_BEFORE_PAYMENT_ROLES.
   */
  paymentState: paymentStateSchema,
  /** The sum of the order's verified bank transfers (minor units). */
  verifiedAmount: z.number().int(),
  /** What the address lacks to be delivered (province and ward of the org's country, a street). */
  missingAddress: z.array(addressFieldSchema),
  /**
   * Delivery risk (docs/delivery-risk.md): scored now while the order is pending, the score kept at
   * approval once approved; null otherwise (cancelled, or approved before the score existed).
   */
  risk: deliveryRiskSchema.nullable(),
  /** Optimistic lock for PUT SO/Validate. */
  version: z.number().int(),
});
export type ValidationRow = z.infer<typeof validationRowSchema>;

/** PUT SO/Validate. */
export const validateOrderSchema = z.object({
  soId: dbId(),
  action: z.enum(VALIDATION_ACTIONS),
  /** Synonym list 49 value: required to cancel. */
  reasonId: int4({ min: 1 }).optional(),
  /** The delayed create-DO dialog: the delivery order is created at this time (approve only). */
  createDoAt: dateTime({ offset: true }).optional(),
  /** The version the validator saw (the list's row). */
  version: rowVersion(),
  /**
   * Approve a prepaid order whose transfer is not verified yet, with the reason (SHIP_BEFORE_PAYMENT_ROLES
   * only): its delivery order collects what is still due.
   */
  shipBeforePaymentReason: z.string().trim().min(3).max(500).optional(),
});
export type ValidateOrderInput = z.infer<typeof validateOrderSchema>;

export const validateResultSchema = z.object({
  soId: z.number().int(),
  status: z.number().int(),
  validationStatus: z.number().int().nullable(),
  /** The delivery order made now (or earlier, for a repeated approval); null when delayed or cancelled. */
  deliveryOrderId: z.number().int().nullable(),
  /** When the delayed delivery order will be created. */
  deliveryOrderDueAt: z.string().nullable(),
  version: z.number().int(),
});
export type ValidateResult = z.infer<typeof validateResultSchema>;

/**
 * GET SO/ValidationDetail: the detail pages' read, by the sale order's id
 * (/validation/detail/{orderId}) or by its lead (/validation/{typeLead}/{leadId}: the lead's
 * newest sale order). Exactly one of the two.
 */
export const validationDetailQuerySchema = z
  .object({ soId: dbIdParam().optional(), leadId: dbIdParam().optional() })
  .refine((query) => (query.soId === undefined) !== (query.leadId === undefined), {
    message: 'Give soId or leadId, not both',
    path: ['soId'],
  });
export type ValidationDetailQuery = z.infer<typeof validationDetailQuerySchema>;

/** One line of the order on the detail page. */
export const validationLineSchema = z.object({
  prodId: z.number().int(),
  prodName: z.string(),
  /** 1 plain product, 2 combo, 3 free-of-charge item. */
  productType: z.number().int(),
  quantity: z.number().int(),
  price: z.number().int(),
  amount: z.number().int(),
  isOutOfStock: z.boolean(),
});
export type ValidationLine = z.infer<typeof validationLineSchema>;

/** The detail pages: the list's row of the order and its lines. */
export const validationDetailSchema = z.object({
  order: validationRowSchema,
  lines: z.array(validationLineSchema),
});
export type ValidationDetail = z.infer<typeof validationDetailSchema>;
