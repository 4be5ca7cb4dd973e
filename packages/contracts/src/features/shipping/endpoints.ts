import { z } from 'zod';
import { XLSX_CONTENT_TYPE } from '../../constants.js';
import type { EndpointDefinition } from '../../endpoint-definition.js';
import { SHIPPING_ROLES } from '../../roles.js';
import {
  dhlStatusChangeSchema,
  SHIPPING_EXPORT_FILE_NAME,
  SHIPPING_IMPORT_LIMITS,
  SHIPPING_IMPORT_TEMPLATE_FILE_NAME,
  shippingChangeResultSchema,
  shippingExportFilterSchema,
  shippingHistoryEntrySchema,
  shippingImportResultSchema,
  shippingItemsSchema,
  shippingListFilterSchema,
  shippingOrderDetailSchema,
  shippingOrderParamsSchema,
  shippingRowSchema,
} from './shipping.js';

/**
 * Shipping (SPEC.md 7.5): the lists of every partner or one, the order detail, history and items,
 * cancel, import DO, DHL's change of status and the export. The status list is the DO-status
 * reference list (`doStatuses`, synonym type 5).
 */
export const SHIPPING_ENDPOINTS = {
  shippingList: {
    method: 'GET',
    path: '/api/shipping/orders',
    summary: 'Delivery orders of every partner or one, newest first, filtered and paged',
    tag: 'shipping',
    access: SHIPPING_ROLES,
    query: shippingListFilterSchema,
    data: z.array(shippingRowSchema),
    paged: true,
  },
  shippingListSearch: {
    method: 'POST',
    path: '/api/shipping/orders',
    summary: 'The shipping list with the filter form in the body',
    tag: 'shipping',
    access: SHIPPING_ROLES,
    effect: 'read',
    body: shippingListFilterSchema,
    data: z.array(shippingRowSchema),
    paged: true,
  },
  shippingExport: {
    method: 'POST',
    path: '/api/shipping/orders/export',
    summary: 'Exports the filtered shipping list as shipping.xlsx, streamed',
    tag: 'shipping',
    access: SHIPPING_ROLES,
    effect: 'read',
    body: shippingExportFilterSchema,
    file: { contentType: XLSX_CONTENT_TYPE, fileName: SHIPPING_EXPORT_FILE_NAME },
    data: z.null(),
  },
  shippingOrderDetail: {
    method: 'GET',
    path: '/api/shipping/orders/:doId',
    summary: 'A delivery order with its lead (leadData, doData)',
    tag: 'shipping',
    access: SHIPPING_ROLES,
    params: shippingOrderParamsSchema,
    data: shippingOrderDetailSchema,
  },
  shippingOrderHistory: {
    method: 'GET',
    path: '/api/shipping/orders/:doId/history',
    summary:
      'The history of a delivery order: its sale order’s history and its tracking-code log, newest first',
    tag: 'shipping',
    access: SHIPPING_ROLES,
    params: shippingOrderParamsSchema,
    data: z.array(shippingHistoryEntrySchema),
  },
  shippingOrderItems: {
    method: 'GET',
    path: '/api/shipping/orders/:doId/items',
    summary: 'The shipping items of a delivery order and their total (sum of prodAmount)',
    tag: 'shipping',
    access: SHIPPING_ROLES,
    params: shippingOrderParamsSchema,
    data: shippingItemsSchema,
  },
  shippingCancel: {
    method: 'PUT',
    path: '/api/shipping/orders/:doId/cancel',
    summary: 'Cancels a delivery order while it is New or Sent to partner',
    tag: 'shipping',
    access: SHIPPING_ROLES,
    params: shippingOrderParamsSchema,
    data: shippingChangeResultSchema,
  },
  shippingDhlStatus: {
    method: 'PUT',
    path: '/api/shipping/orders/:doId/dhl-status',
    summary: 'Sets a DHL delivery order’s status by hand, as a DHL report (tracking log and history)',
    tag: 'shipping',
    access: SHIPPING_ROLES,
    params: shippingOrderParamsSchema,
    body: dhlStatusChangeSchema,
    data: shippingChangeResultSchema,
  },
  shippingImport: {
    method: 'POST',
    path: '/api/shipping/import',
    summary: 'Imports tracking codes of delivery orders shipped outside the product (.xlsx), all or nothing',
    tag: 'shipping',
    access: SHIPPING_ROLES,
    upload: { field: 'file', maxBytes: SHIPPING_IMPORT_LIMITS.maxBytes },
    data: shippingImportResultSchema,
  },
  shippingImportTemplate: {
    method: 'GET',
    path: '/api/shipping/import/template',
    summary: 'The import template: its column headers in the caller’s language and an example row',
    tag: 'shipping',
    access: SHIPPING_ROLES,
    file: { contentType: XLSX_CONTENT_TYPE, fileName: SHIPPING_IMPORT_TEMPLATE_FILE_NAME },
    data: z.null(),
  },
} as const satisfies Record<string, EndpointDefinition>;
