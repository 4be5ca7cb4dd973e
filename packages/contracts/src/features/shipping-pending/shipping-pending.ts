import { z } from 'zod';
import {
  createdDaysSearchAndOrg,
  exportFilter,
  namedRef,
  orderCustomerColumns,
  pagedListFilter,
} from '../../list-filters.js';
import { dbId, dbIdList, enumList } from '../../schema-primitives.js';

export * from './errors.js';

/**
 * Pending shipping (SPEC.md 3 listFfm, 7.5, 8; DOMAIN.md 'Delivery orders'; docs/shipping-pending.md):
 * delivery orders that could not be sent to their partner (New with a send error), the fulfilment
 * partners to choose from, resend, remove, export. Who: VALIDATION_ROLES (SPEC.md 6 'validation
 * and shipping').
 */

export const SHIPPING_PENDING_EXPORT_FILE_NAME = 'shippingPending.xlsx';

/** At most this many delivery orders per resend or removal (one screen's selection). */
export const SHIPPING_PENDING_BATCH_MAX = 100;

/** Last-mile partners: the values of delivery_orders.partner, which also picks the adapter. */
export const LAST_MILE_PARTNERS = ['GENERAL', 'DHL', 'KERRY', 'SAP'] as const;
export type LastMilePartner = (typeof LAST_MILE_PARTNERS)[number];

/**
 * Why a send failed, from the DO's last_send_error (docs/logistics.md's reasons): the partner did
 * not answer in time, could not be reached, failed on its side (5xx, 408, 429: retried), refused
 * the DO (4xx or its own refusal code: a person must fix it), or is not configured.
 */
export const SEND_FAILURE_KINDS = [
  'timeout',
  'unreachable',
  'partner_error',
  'refused',
  'not_configured',
] as const;
export type SendFailureKind = (typeof SEND_FAILURE_KINDS)[number];

const filterFields = {
  /** The DO's last-mile partner. */
  partner: enumList(LAST_MILE_PARTNERS).optional(),
  reasonKind: enumList(SEND_FAILURE_KINDS).optional(),
  ffmPartnerId: dbIdList().optional(),
  ...createdDaysSearchAndOrg(),
};

/** GET (query) and POST (body) pending shipping: the filter and the page. */
export const shippingPendingFilterSchema = pagedListFilter(filterFields);
export type ShippingPendingListFilter = z.infer<typeof shippingPendingFilterSchema>;
/** The filter fields alone, as the server applies them. */
export type ShippingPendingFilter = z.infer<z.ZodObject<typeof filterFields>>;

/** The export: the same filter; offset and limit are accepted and dropped (SPEC.md 7.2). */
export const shippingPendingExportSchema = exportFilter(filterFields);

/** One DO that could not be sent. */
export const shippingPendingRowSchema = z.object({
  doId: z.number().int(),
  ...orderCustomerColumns(),
  /** Last-mile partner (GENERAL when none was chosen). */
  partner: z.enum(LAST_MILE_PARTNERS),
  ffmPartner: namedRef.nullable(),
  warehouse: namedRef.nullable(),
  /** The partner's reason as kept on the DO ('timeout', 'http_400: …', 'kerry_101: …'). */
  reason: z.string(),
  reasonKind: z.enum(SEND_FAILURE_KINDS),
  attempts: z.number().int(),
  lastAttemptAt: z.string().nullable(),
  /** When the next automatic send is queued; null when none is (a person must resend). */
  nextRetryAt: z.string().nullable(),
  createdAt: z.string(),
  /** Collected on delivery, integer minor units. */
  codAmount: z.number().int(),
  /** The sale order's amount, integer minor units. */
  amount: z.number().int(),
  currency: z.string(),
});
export type ShippingPendingRow = z.infer<typeof shippingPendingRowSchema>;

/** listFfm (SPEC.md 3): a fulfilment partner, its last-mile partners and its warehouses. */
export const ffmPartnerSchema = z.object({
  ffmPartnerId: z.number().int(),
  name: z.string(),
  orgId: z.number().int(),
  listLastSmile: z.array(z.object({ lmPartnerId: z.enum(LAST_MILE_PARTNERS), nameLm: z.string() })),
  listWarehouse: z.array(z.object({ warehouseId: z.number().int(), warehouseName: z.string() })),
});
export type FfmPartner = z.infer<typeof ffmPartnerSchema>;

const doIds = z.array(dbId()).min(1).max(SHIPPING_PENDING_BATCH_MAX);

/** PUT resend: the DOs, and optionally the partner and warehouse to apply to each first. */
export const shippingPendingResendSchema = z.object({
  doIds,
  ffmPartnerId: dbId().optional(),
  lmPartner: z.enum(LAST_MILE_PARTNERS).optional(),
  warehouseId: dbId().optional(),
});
export type ShippingPendingResendInput = z.infer<typeof shippingPendingResendSchema>;

/** One row of the resend's answer: SPEC.md 8's toast table (So ID, Lead ID, Result). */
export const resendResultSchema = z.object({
  doId: z.number().int(),
  /** Null when the DO was not found (another org's, or no such DO). */
  soId: z.number().int().nullable(),
  leadId: z.number().int().nullable(),
  result: z.boolean(),
  /** Why it failed, or the tracking code it was sent with, in the caller's language. */
  message: z.string(),
  trackingCode: z.string().nullable(),
});
export type ResendResult = z.infer<typeof resendResultSchema>;

/** POST remove: the DOs to cancel. */
export const shippingPendingRemoveSchema = z.object({ doIds });
export type ShippingPendingRemoveInput = z.infer<typeof shippingPendingRemoveSchema>;

/** Where the screen keeps its filter form (SPEC.md 3: stored in the browser). */
export const SHIPPING_PENDING_FILTER_STORAGE_KEY = 'shippingPendingFilter';
