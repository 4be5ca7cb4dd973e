import { z } from 'zod';
import {
  createdDaysSearchAndOrg,
  exportFilter,
  orderCustomerColumns,
  pagedListFilter,
  statusRef,
} from '../../list-filters.js';
import { dbIdList, dbIdParam, int4 } from '../../schema-primitives.js';

/**
 * The shipping lists (SPEC.md 2.1, 4 'Shipping', 7.5; DOMAIN.md 'Delivery orders'; docs/shipping.md):
 * delivery orders of every partner (/apps/orders/shipping) or of one (-dhl, -kerry, -sap), their
 * detail, history and items, cancel, import of tracking codes, DHL's change of status, the export.
 * Who: SHIPPING_ROLES (its roles.ts).
 */

export const SHIPPING_EXPORT_FILE_NAME = 'shipping.xlsx';
export const SHIPPING_IMPORT_TEMPLATE_FILE_NAME = 'shipping-import-template.xlsx';

/** `delivery_orders.partner` as the lists filter it (null in the table = GENERAL). */
export const SHIPPING_PARTNERS = ['GENERAL', 'DHL', 'KERRY', 'SAP'] as const;
export type ShippingPartner = (typeof SHIPPING_PARTNERS)[number];

/** A DO can be cancelled while New (1) or Sent to partner (2); later the parcel is on its way. */
export const CANCELLABLE_DO_STATUSES: readonly number[] = [1, 2];

/** What a person may set on a DHL DO by hand (after calling DHL): Picked to Lost, not Cancelled. */
export const DHL_MANUAL_STATUSES = [3, 4, 5, 6, 8] as const;

/** The import of DOs shipped outside the product (docs/shipping.md). */
export const SHIPPING_IMPORT_LIMITS = { maxBytes: 2 * 1024 * 1024, maxRows: 5_000 } as const;
/** A tracking code as partners write them: letters, digits, '-', '_', '.', '/'; 3 to 50 characters. */
export const TRACKING_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._/-]{2,49}$/;

const filterFields = {
  /** One partner's list; absent = every partner. */
  partner: z.enum(SHIPPING_PARTNERS).optional(),
  /** DO statuses (synonym list 5); absent = every status. */
  status: dbIdList(20)
    .describe('Delivery order status codes to keep (repeat the parameter for several)')
    .optional(),
  ...createdDaysSearchAndOrg(),
};

/** GET /api/shipping/orders (query) and POST /api/shipping/orders (body). */
export const shippingListFilterSchema = pagedListFilter(filterFields);
export type ShippingListFilter = z.infer<typeof shippingListFilterSchema>;

/** POST /api/shipping/orders/export: the same filter; offset and limit are accepted and dropped. */
export const shippingExportFilterSchema = exportFilter(filterFields);
/** The filter fields alone, as the server applies them. */
export type ShippingFilter = z.infer<z.ZodObject<typeof filterFields>>;

/** One row of a shipping list. */
export const shippingRowSchema = z.object({
  doId: z.number().int(),
  ...orderCustomerColumns(),
  /** Street, ward, district, province, as one line. */
  address: z.string(),
  partner: z.enum(SHIPPING_PARTNERS),
  trackingCode: z.string().nullable(),
  status: statusRef,
  codAmount: z.number().int(),
  /** The sale order's amount. */
  amount: z.number().int(),
  currency: z.string(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  /** When the DO's status last changed (its latest tracking-log entry, else its creation). */
  lastStatusAt: z.string(),
  /** Why the last send failed (pending shipping's reason); null once sent. */
  lastSendError: z.string().nullable(),
});
export type ShippingRow = z.infer<typeof shippingRowSchema>;

/** `:doId` of the DO calls. */
export const shippingOrderParamsSchema = z.object({ doId: dbIdParam() });

/** GET /api/shipping/orders/:doId: SPEC.md 3 'the order-detail response holds leadData and doData'. */
export const shippingOrderDetailSchema = z.object({
  leadData: z.object({
    leadId: z.number().int(),
    typeLead: z.enum(['lead', 'so']),
    customerName: z.string(),
    phone: z.string(),
    address: z.string(),
    campaign: z.string().nullable(),
    prodName: z.string().nullable(),
  }),
  doData: z.object({
    doId: z.number().int(),
    soId: z.number().int(),
    orgId: z.number().int(),
    status: statusRef,
    partner: z.enum(SHIPPING_PARTNERS),
    trackingCode: z.string().nullable(),
    codAmount: z.number().int(),
    amount: z.number().int(),
    currency: z.string(),
    paymentMethod: z.string(),
    warehouse: z.string().nullable(),
    createdAt: z.string(),
    sentAt: z.string().nullable(),
    sentVia: z.string().nullable(),
    sendAttempts: z.number().int(),
    lastSendError: z.string().nullable(),
    partnerReference: z.string().nullable(),
    /** True while the DO may be cancelled (New or Sent to partner). */
    cancellable: z.boolean(),
  }),
});
export type ShippingOrderDetail = z.infer<typeof shippingOrderDetailSchema>;

/** One entry of a DO's history: a row of the sale order's history or of the tracking-code log. */
export const shippingHistoryEntrySchema = z.object({
  at: z.string(),
  /** 'order': the sale order's history; 'tracking': the tracking-code log. */
  source: z.enum(['order', 'tracking']),
  /** The history action ('do_sent', 'do_cancelled', ...) or, for the log, 'tracking'. */
  action: z.string(),
  actor: z.string().nullable(),
  /** The DO status it set, with its name, when it set one. */
  status: statusRef.nullable(),
  trackingCode: z.string().nullable(),
  partner: z.string().nullable(),
  /** The partner's own words, the failure's reason, or the note of a person. */
  detail: z.string().nullable(),
});
export type ShippingHistoryEntry = z.infer<typeof shippingHistoryEntrySchema>;

/** SPEC.md 3 'Shipping item'; the total amount is the sum of prodAmount. */
export const shippingItemSchema = z.object({
  prodId: z.number().int(),
  prodName: z.string(),
  quantity: z.number().int(),
  price: z.number().int(),
  prodAmount: z.number().int(),
  productType: z.number().int(),
  productTypeName: z.string(),
});
export type ShippingItem = z.infer<typeof shippingItemSchema>;

export const shippingItemsSchema = z.object({
  items: z.array(shippingItemSchema),
  /** Sum of prodAmount, minor units. */
  totalAmount: z.number().int(),
  currency: z.string(),
});
export type ShippingItems = z.infer<typeof shippingItemsSchema>;

/** What a change of a DO answers (cancel, DHL status). */
export const shippingChangeResultSchema = z.object({
  doId: z.number().int(),
  status: statusRef,
});
export type ShippingChangeResult = z.infer<typeof shippingChangeResultSchema>;

/** PUT /api/shipping/orders/:doId/dhl-status. */
export const dhlStatusChangeSchema = z.object({
  status: int4({ min: 1, max: 8 }).refine(
    (value) => (DHL_MANUAL_STATUSES as readonly number[]).includes(value),
    {
      message: 'status must be Picked (3), In transit (4), Delivered (5), Returned (6) or Lost (8)',
    },
  ),
  note: z.string().trim().max(500).optional(),
});
export type DhlStatusChange = z.infer<typeof dhlStatusChangeSchema>;

/** POST /api/shipping/import: how many DOs took their tracking code. */
export const shippingImportResultSchema = z.object({ imported: z.number().int() });
export type ShippingImportResult = z.infer<typeof shippingImportResultSchema>;
