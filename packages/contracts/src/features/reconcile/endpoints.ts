import { z } from 'zod';
import { XLSX_CONTENT_TYPE } from '../../constants.js';
import type { EndpointDefinition } from '../../endpoint-definition.js';
import {
  RECONCILE_TEMPLATE_FILE_NAME,
  RECONCILE_UPLOAD_LIMITS,
  reconcileExportFilterSchema,
  reconcileListDataSchema,
  reconcileListFilterSchema,
  reconcileListPagingSchema,
  reconcileLogsDataSchema,
  reconcileLogsQuerySchema,
  reconcileOrderResultSchema,
  reconcileOrderSchema,
  reconcileUploadQuerySchema,
  reconcileUploadResultSchema,
} from './reconcile.js';
import { RECONCILE_ROLES } from './roles.js';

/** DO reconcile (SPEC.md 7.7; docs/reconcile.md). */
export const RECONCILE_ENDPOINTS = {
  reconcileList: {
    method: 'POST',
    path: '/api/reconciliations/delivery-orders',
    summary: 'Reconciled rows of partner COD files by tab (all, matched, mismatched, pending), newest first',
    tag: 'reconcile',
    access: RECONCILE_ROLES,
    effect: 'read',
    query: reconcileListPagingSchema,
    body: reconcileListFilterSchema,
    data: reconcileListDataSchema,
    paged: true,
  },
  reconcileExport: {
    method: 'POST',
    path: '/api/reconciliations/delivery-orders/export',
    summary: 'Exports a tab of the reconciled rows as reconcile-{tab}-{timestamp}.xlsx, streamed',
    tag: 'reconcile',
    access: RECONCILE_ROLES,
    effect: 'read',
    body: reconcileExportFilterSchema,
    file: { contentType: XLSX_CONTENT_TYPE, fileName: 'reconcile-all.xlsx' },
    data: z.null(),
  },
  reconcileTemplate: {
    method: 'GET',
    path: '/api/reconciliations/template',
    summary: 'The file a partner fills in: its headers in the caller’s language and an example row',
    tag: 'reconcile',
    access: RECONCILE_ROLES,
    file: { contentType: XLSX_CONTENT_TYPE, fileName: RECONCILE_TEMPLATE_FILE_NAME },
    data: z.null(),
  },
  reconcileUpload: {
    method: 'POST',
    path: '/api/reconciliations/upload',
    summary:
      'A partner COD file (.xlsx): mode=preview shows what it would change, mode=apply stores it, all or nothing',
    tag: 'reconcile',
    access: RECONCILE_ROLES,
    query: reconcileUploadQuerySchema,
    upload: { field: 'file', maxBytes: RECONCILE_UPLOAD_LIMITS.maxBytes },
    data: reconcileUploadResultSchema,
  },
  reconcileOrder: {
    method: 'POST',
    path: '/api/reconciliations/reconcile-order',
    summary: 'Matches one delivery order’s reconciled rows again against the order as it is now',
    tag: 'reconcile',
    access: RECONCILE_ROLES,
    body: reconcileOrderSchema,
    refusals: [{ status: 404, error: 'not_found', when: 'no delivery order the caller may see has the id' }],
    data: reconcileOrderResultSchema,
  },
  reconcileCodeLogs: {
    method: 'GET',
    path: '/api/reconciliations/codes/logs',
    summary: 'Every status a tracking code has had (the tracking-code log), oldest first',
    tag: 'reconcile',
    access: RECONCILE_ROLES,
    query: reconcileLogsQuerySchema,
    data: reconcileLogsDataSchema,
  },
} as const satisfies Record<string, EndpointDefinition>;
