import { z } from 'zod';
import { XLSX_CONTENT_TYPE } from '../../constants.js';
import type { EndpointDefinition } from '../../endpoint-definition.js';
import { VALIDATION_ROLES } from '../../roles.js';
import { orgIdParam } from '../../schema-primitives.js';
import {
  ffmPartnerSchema,
  resendResultSchema,
  SHIPPING_PENDING_EXPORT_FILE_NAME,
  shippingPendingExportSchema,
  shippingPendingFilterSchema,
  shippingPendingRemoveSchema,
  shippingPendingResendSchema,
  shippingPendingRowSchema,
} from './shipping-pending.js';

/**
 * Pending shipping (SPEC.md 7.5: GET list, POST filtered list, GET fulfilment partner data, PUT
 * resend, POST remove DO, export; docs/shipping-pending.md). SPEC.md 6 'validation and shipping'.
 */
export const SHIPPING_PENDING_ENDPOINTS = {
  shippingPendingList: {
    method: 'GET',
    path: '/api/shipping-pending',
    summary: 'Delivery orders that could not be sent, newest first, filtered and paged',
    tag: 'shipping-pending',
    access: VALIDATION_ROLES,
    query: shippingPendingFilterSchema,
    data: z.array(shippingPendingRowSchema),
    paged: true,
  },
  shippingPendingListFilter: {
    method: 'POST',
    path: '/api/shipping-pending',
    summary: 'Pending shipping with the filter form in the body, paged',
    tag: 'shipping-pending',
    access: VALIDATION_ROLES,
    effect: 'read',
    body: shippingPendingFilterSchema,
    data: z.array(shippingPendingRowSchema),
    paged: true,
  },
  shippingPendingFfm: {
    method: 'GET',
    path: '/api/shipping-pending/ffm',
    summary: 'listFfm: the fulfilment partners with their last-mile partners and warehouses',
    tag: 'shipping-pending',
    access: VALIDATION_ROLES,
    query: z.object({ orgId: orgIdParam().optional() }),
    data: z.array(ffmPartnerSchema),
  },
  shippingPendingResend: {
    method: 'PUT',
    path: '/api/shipping-pending/resend',
    summary: 'Applies the chosen partner and warehouse, then sends each DO again; one result a DO',
    tag: 'shipping-pending',
    access: VALIDATION_ROLES,
    body: shippingPendingResendSchema,
    data: z.array(resendResultSchema),
  },
  shippingPendingRemove: {
    method: 'POST',
    path: '/api/shipping-pending/remove',
    summary: 'Cancels the DOs (all or none); data true when every one was removed',
    tag: 'shipping-pending',
    access: VALIDATION_ROLES,
    body: shippingPendingRemoveSchema,
    data: z.boolean(),
  },
  shippingPendingExport: {
    method: 'POST',
    path: '/api/shipping-pending/export',
    summary: 'Exports the filtered pending shipping list as shippingPending.xlsx, streamed',
    tag: 'shipping-pending',
    access: VALIDATION_ROLES,
    effect: 'read',
    body: shippingPendingExportSchema,
    file: { contentType: XLSX_CONTENT_TYPE, fileName: SHIPPING_PENDING_EXPORT_FILE_NAME },
    data: z.null(),
  },
} as const satisfies Record<string, EndpointDefinition>;
