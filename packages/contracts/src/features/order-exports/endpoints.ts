import { z } from 'zod';
import { XLSX_CONTENT_TYPE } from '../../constants.js';
import type { EndpointDefinition } from '../../endpoint-definition.js';
import { ORDER_EXPORT_FILE_NAMES, type OrderExportKind, orderExportFilterSchema } from './order-exports.js';
import { ORDER_EXPORT_ROLES } from './roles.js';

/**
 * The four order-management exports (SPEC.md 7.2): `POST /api/orders/management/export/{kind}`
 * with the order-management filter in the body. Each answers an .xlsx streamed row by row; a
 * refusal (bad filter, role) answers the envelope before any byte of the file. One row per kind,
 * so each kind has its own access list (docs/exports.md).
 */
export const ORDER_EXPORT_ENDPOINTS = {
  orderExportManagement: {
    method: 'POST',
    path: '/api/orders/management/export/management',
    summary:
      'Exports the filtered sale orders as management.xlsx: order, customer, products, amount, delivery, agent',
    tag: 'orders',
    access: ORDER_EXPORT_ROLES.management,
    effect: 'read',
    body: orderExportFilterSchema,
    file: { contentType: XLSX_CONTENT_TYPE, fileName: ORDER_EXPORT_FILE_NAMES.management },
    data: z.null(),
  },
  orderExportMarketer: {
    method: 'POST',
    path: '/api/orders/management/export/marketer',
    summary:
      'Exports the filtered sale orders as marketer.xlsx: campaign, network, publisher, click id, lead',
    tag: 'orders',
    access: ORDER_EXPORT_ROLES.marketer,
    effect: 'read',
    body: orderExportFilterSchema,
    file: { contentType: XLSX_CONTENT_TYPE, fileName: ORDER_EXPORT_FILE_NAMES.marketer },
    data: z.null(),
  },
  orderExportCommission: {
    method: 'POST',
    path: '/api/orders/management/export/commission',
    summary:
      'Exports the filtered sale orders as commission.xlsx: one row per order and a summary sheet per agent',
    tag: 'orders',
    access: ORDER_EXPORT_ROLES.commission,
    effect: 'read',
    body: orderExportFilterSchema,
    file: { contentType: XLSX_CONTENT_TYPE, fileName: ORDER_EXPORT_FILE_NAMES.commission },
    data: z.null(),
  },
  orderExportCollection: {
    method: 'POST',
    path: '/api/orders/management/export/collection',
    summary: 'Exports the filtered sale orders as collection.xlsx: delivery order, tracking code, COD amount',
    tag: 'orders',
    access: ORDER_EXPORT_ROLES.collection,
    effect: 'read',
    body: orderExportFilterSchema,
    file: { contentType: XLSX_CONTENT_TYPE, fileName: ORDER_EXPORT_FILE_NAMES.collection },
    data: z.null(),
  },
} as const satisfies Record<string, EndpointDefinition>;

/** The endpoint of each export kind. */
export const ORDER_EXPORT_ENDPOINT_BY_KIND = {
  management: ORDER_EXPORT_ENDPOINTS.orderExportManagement,
  marketer: ORDER_EXPORT_ENDPOINTS.orderExportMarketer,
  commission: ORDER_EXPORT_ENDPOINTS.orderExportCommission,
  collection: ORDER_EXPORT_ENDPOINTS.orderExportCollection,
} as const satisfies Record<OrderExportKind, EndpointDefinition>;
