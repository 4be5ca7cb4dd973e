import { z } from 'zod';
import { XLSX_CONTENT_TYPE } from '../../constants.js';
import type { EndpointDefinition } from '../../endpoint-definition.js';
import { VALIDATION_ROLES } from '../../roles.js';
import {
  VALIDATION_CONFLICT_OUTCOME,
  VALIDATION_EXPORT_FILE_NAME,
  validateOrderSchema,
  validateResultSchema,
  validationDetailQuerySchema,
  validationDetailSchema,
  validationExportFilterSchema,
  validationListFilterSchema,
  validationRowSchema,
} from './validation.js';

/** Order validation (SPEC.md 7.6). The play-recording dialog reads lead/{id}/cdr (cdrs). */
export const VALIDATION_ENDPOINTS = {
  validationList: {
    method: 'GET',
    path: '/api/SO/ValidationList',
    summary: 'Sale orders to validate, newest first, filtered and paged',
    tag: 'validation',
    access: VALIDATION_ROLES,
    query: validationListFilterSchema,
    data: z.array(validationRowSchema),
    paged: true,
  },
  validationListSearch: {
    method: 'POST',
    path: '/api/SO/ValidationList',
    summary: 'The validation list with the filter form in the body',
    tag: 'validation',
    access: VALIDATION_ROLES,
    effect: 'read',
    body: validationListFilterSchema,
    data: z.array(validationRowSchema),
    paged: true,
  },
  validationDetail: {
    method: 'GET',
    path: '/api/SO/ValidationDetail',
    summary: 'One sale order to validate with its lines, by its id or by its lead (the newest)',
    tag: 'validation',
    access: VALIDATION_ROLES,
    query: validationDetailQuerySchema,
    refusals: [{ status: 404, error: 'not_found', when: 'no sale order the caller may see has the id' }],
    data: validationDetailSchema,
  },
  validateOrder: {
    method: 'PUT',
    path: '/api/SO/Validate',
    summary:
      'Approves a sale order (its delivery order now, or at createDoAt) or cancels it with a reason; safe to repeat',
    tag: 'validation',
    access: VALIDATION_ROLES,
    body: validateOrderSchema,
    outcomes: [VALIDATION_CONFLICT_OUTCOME],
    data: validateResultSchema,
  },
  validationExport: {
    method: 'POST',
    path: '/api/SO/ValidationList/csv',
    summary: 'Exports the filtered validation list as validation.xlsx, streamed',
    tag: 'validation',
    access: VALIDATION_ROLES,
    effect: 'read',
    body: validationExportFilterSchema,
    file: { contentType: XLSX_CONTENT_TYPE, fileName: VALIDATION_EXPORT_FILE_NAME },
    data: z.null(),
  },
} as const satisfies Record<string, EndpointDefinition>;
