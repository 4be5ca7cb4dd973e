import { z } from 'zod';
import { XLSX_CONTENT_TYPE } from '../../constants.js';
import type { EndpointDefinition } from '../../endpoint-definition.js';
import { CODE_CREATED_LEAD } from '../../envelope.js';
import {
  callingListSchema,
  campaignParamsSchema,
  createLeadResultSchema,
  createLeadSchema,
  failedRowsRequestSchema,
  LEAD_IMPORT_FILES,
  LEAD_IMPORT_LIMITS,
  leadImportParamsSchema,
  leadImportResultSchema,
} from './lead-intake.js';
import { CALLING_LIST_ROLES, LEAD_CREATE_ROLES, LEAD_IMPORT_ROLES } from './roles.js';

/** Calls of lead intake (SPEC.md 7.2 'Phone and lead creation', 7.3 calling lists). */
export const LEAD_INTAKE_ENDPOINTS = {
  createLead: {
    method: 'POST',
    path: '/api/lead',
    summary:
      'Creates a lead (landing pages, networks, agents); answers code 0. A phone matching an open lead or an order of the last 30 days makes it Duplicated',
    tag: 'lead-intake',
    access: LEAD_CREATE_ROLES,
    body: createLeadSchema,
    successCode: CODE_CREATED_LEAD,
    data: createLeadResultSchema,
  },
  importLeads: {
    method: 'POST',
    path: '/api/lead/excel/upload/:campaignId/:callingListId',
    summary:
      'Imports leads from an .xlsx file (multipart part "file", 5 MB, 20,000 rows) into a calling list; failed rows are kept for download',
    tag: 'lead-intake',
    access: LEAD_IMPORT_ROLES,
    params: leadImportParamsSchema,
    upload: { field: 'file', maxBytes: LEAD_IMPORT_LIMITS.maxBytes },
    data: leadImportResultSchema,
  },
  importFailedRows: {
    method: 'POST',
    path: '/api/lead/excel/download',
    summary: 'The failed rows of an import as downloadImportFailed.xlsx, with a Reason column',
    tag: 'lead-intake',
    access: LEAD_IMPORT_ROLES,
    effect: 'read',
    body: failedRowsRequestSchema,
    file: { contentType: XLSX_CONTENT_TYPE, fileName: LEAD_IMPORT_FILES.failedRows },
    data: z.null(),
    refusals: [{ status: 404, error: 'not_found', when: 'no import of the caller’s org has the importId' }],
  },
  importTemplate: {
    method: 'GET',
    path: '/api/lead/excel/template',
    summary: 'The import template: the column headers in the caller’s language and one example row',
    tag: 'lead-intake',
    access: LEAD_IMPORT_ROLES,
    file: { contentType: XLSX_CONTENT_TYPE, fileName: LEAD_IMPORT_FILES.template },
    data: z.null(),
  },
  campaignCallingLists: {
    method: 'GET',
    path: '/api/campaign/:id/callinglist',
    summary: 'Calling lists of a campaign of the caller’s org',
    tag: 'reference',
    access: CALLING_LIST_ROLES,
    params: campaignParamsSchema,
    data: z.array(callingListSchema),
  },
} as const satisfies Record<string, EndpointDefinition>;
