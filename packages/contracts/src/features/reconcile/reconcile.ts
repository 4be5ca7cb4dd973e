import { z } from 'zod';
import { DATE_ORDER, dateOrder, statusRef } from '../../list-filters.js';
import { calendarDate, dbId, listPaging, orgIdParam } from '../../schema-primitives.js';

/**
 * DO reconcile (SPEC.md 7.7; DOMAIN.md 'Reconciliation'; docs/reconcile.md): a partner's COD
 * statement (tracking code, DO id, status, COD collected, fee, date) matched row by row to the
 * delivery orders. Who: RECONCILE_ROLES (its roles.ts: 11 and 20).
 */

export const RECONCILE_TEMPLATE_FILE_NAME = 'reconcilation_template.xlsx';

/** The tabs of the list; `all` is every reconciled row. */
export const RECONCILE_TABS = ['all', 'matched', 'mismatched', 'pending'] as const;
export type ReconcileTab = (typeof RECONCILE_TABS)[number];
/** What matching gave a row (DOMAIN.md): the tab it appears under. */
export const RECONCILE_RESULTS = ['matched', 'mismatched', 'pending'] as const;
export type ReconcileResult = (typeof RECONCILE_RESULTS)[number];

/** Why a row is pending or mismatched (docs/reconcile.md). */
export const RECONCILE_REASONS = [
  'NO_DO',
  'NOT_FINAL',
  'STATUS_DIFFERS',
  'AMOUNT_DIFFERS',
  'STATUS_AND_AMOUNT_DIFFER',
] as const;
export type ReconcileReason = (typeof RECONCILE_REASONS)[number];

/** The upload: a partner file of up to 50,000 rows (docs/reconcile.md has the measured cost). */
export const RECONCILE_UPLOAD_LIMITS = { maxBytes: 8 * 1024 * 1024, maxRows: 50_000 } as const;

/** The rows a preview shows; the counts cover the whole file. */
export const RECONCILE_PREVIEW_ROWS = 50;

/** The export's file name: reconcile-{tab}-{timestamp}.xlsx (SPEC.md 7.7). */
export const reconcileExportFileName = (tab: ReconcileTab, at = new Date()) =>
  `reconcile-${tab}-${at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, '')}.xlsx`;

const isoDate = calendarDate();

const filterFields = {
  tab: z.enum(RECONCILE_TABS).optional(),
  /** The advanced filter: a tracking code, DO or SO id; reported day range; the reason. */
  search: z.string().trim().max(100).optional(),
  dateFrom: isoDate.optional(),
  dateTo: isoDate.optional(),
  reason: z.enum(RECONCILE_REASONS).optional(),
  orgId: orgIdParam().optional(),
};

/** POST /api/reconciliations/delivery-orders?page=&size= (paging in the query, the filter in the body). */
export const reconcileListPagingSchema = z.object(listPaging());
export const reconcileListFilterSchema = z.object(filterFields).refine(dateOrder, DATE_ORDER);
export type ReconcileListFilter = z.infer<typeof reconcileListFilterSchema>;

/** POST /api/reconciliations/delivery-orders/export: the same filter, its tab names the file. */
export const reconcileExportFilterSchema = reconcileListFilterSchema;

/** One reconciled row (a line of a partner file matched to its DO). */
export const reconcileRowSchema = z.object({
  id: z.number().int(),
  importId: z.number().int(),
  /** The row of the file it came from (1 is the header). */
  fileRow: z.number().int(),
  orgId: z.number().int(),
  trackingCode: z.string().nullable(),
  doId: z.number().int().nullable(),
  soId: z.number().int().nullable(),
  result: z.enum(RECONCILE_RESULTS),
  reason: z.enum(RECONCILE_REASONS).nullable(),
  /** The status the partner reported, and the DO's own when it has one. */
  reportedStatus: statusRef,
  doStatus: statusRef.nullable(),
  /** Minor units of the currency. */
  codCollected: z.number().int(),
  fee: z.number().int(),
  /** What the DO should have collected: its COD when delivered, 0 otherwise; null without a DO. */
  expectedCod: z.number().int().nullable(),
  /** codCollected − expectedCod; null without a DO. */
  difference: z.number().int().nullable(),
  currency: z.string(),
  reportedOn: z.string().nullable(),
  reconciledAt: z.string(),
});
export type ReconcileRow = z.infer<typeof reconcileRowSchema>;

/** data of the list: {deliveryOrders} (SPEC.md 3 'Reconcile'). */
export const reconcileListDataSchema = z.object({ deliveryOrders: z.array(reconcileRowSchema) });

/** POST /api/reconciliations/upload?mode=preview|apply. */
export const reconcileUploadQuerySchema = z.object({ mode: z.enum(['preview', 'apply']).optional() });

export const reconcileCountsSchema = z.object({
  rows: z.number().int(),
  matched: z.number().int(),
  mismatched: z.number().int(),
  pending: z.number().int(),
});
export type ReconcileCounts = z.infer<typeof reconcileCountsSchema>;

/** The answer of an upload: the preview (nothing stored) or what was applied. */
export const reconcileUploadResultSchema = z.object({
  /** True when this file (same content) was imported already: nothing is stored again. */
  isReconciled: z.boolean(),
  applied: z.boolean(),
  importId: z.number().int().nullable(),
  counts: reconcileCountsSchema,
  /** The first RECONCILE_PREVIEW_ROWS rows as they would be stored (preview), else empty. */
  preview: z.array(reconcileRowSchema.omit({ id: true, importId: true, reconciledAt: true })),
});
export type ReconcileUploadResult = z.infer<typeof reconcileUploadResultSchema>;
export type ReconcilePreviewRow = ReconcileUploadResult['preview'][number];

/** POST /api/reconciliations/reconcile-order: matches one DO's rows again against the DO as it is now. */
export const reconcileOrderSchema = z.object({ doId: dbId() });
export const reconcileOrderResultSchema = z.object({
  doId: z.number().int(),
  rows: z.number().int(),
  counts: reconcileCountsSchema,
});
export type ReconcileOrderResult = z.infer<typeof reconcileOrderResultSchema>;

/** GET /api/reconciliations/codes/logs?trackingCode=. */
export const reconcileLogsQuerySchema = z.object({
  trackingCode: z.string().trim().min(1).max(50),
});
export const trackingCodeLogSchema = z.object({
  at: z.string(),
  doId: z.number().int(),
  status: statusRef,
  partner: z.string(),
  partnerStatus: z.string(),
});
export type TrackingCodeLog = z.infer<typeof trackingCodeLogSchema>;
export const reconcileLogsDataSchema = z.object({ trackingCodeLogs: z.array(trackingCodeLogSchema) });
