import { z } from 'zod';
import { XLSX_CONTENT_TYPE } from '../../constants.js';
import type { EndpointDefinition } from '../../endpoint-definition.js';
import { leadParamsSchema } from '../../leads.js';
import { LEAD_ACCESS_OUTCOMES } from '../lead-detail/index.js';
import {
  CDR_EXPORT_FILE_NAME,
  cdrExportFilterSchema,
  cdrListQuerySchema,
  cdrRecordingParamsSchema,
  cdrRecordingQuerySchema,
  cdrSchema,
} from './cdrs.js';
import { CDR_LIST_ROLES, LEAD_CDR_ROLES } from './roles.js';

/** Call detail records (SPEC.md 2.1, 7.6; docs/telephony.md). */
export const CDR_ENDPOINTS = {
  cdrList: {
    method: 'GET',
    path: '/api/cdrs',
    summary: 'Calls of the org, newest first, filtered and paged (agents: their own calls)',
    tag: 'cdrs',
    access: CDR_LIST_ROLES,
    query: cdrListQuerySchema,
    data: z.array(cdrSchema),
    paged: true,
  },
  cdrExport: {
    method: 'POST',
    path: '/api/cdrs/export',
    summary: 'Exports the filtered calls as cdrs.xlsx, streamed',
    tag: 'cdrs',
    access: CDR_LIST_ROLES,
    effect: 'read',
    body: cdrExportFilterSchema,
    file: { contentType: XLSX_CONTENT_TYPE, fileName: CDR_EXPORT_FILE_NAME },
    data: z.null(),
  },
  leadCdr: {
    method: 'GET',
    path: '/api/lead/:leadId/cdr',
    summary: 'The calls made on a lead, newest first',
    tag: 'cdrs',
    access: LEAD_CDR_ROLES,
    params: leadParamsSchema,
    outcomes: [LEAD_ACCESS_OUTCOMES[0]],
    data: z.array(cdrSchema),
  },
  cdrRecording: {
    method: 'GET',
    path: '/api/cdrs/:callId/recording',
    summary:
      'The recording of a call (audio/wav, Range requests answered 206); a bearer token or the signature of a recordingUrl',
    tag: 'cdrs',
    // Checked by the handler: an <audio> element cannot send the bearer token, so a recordingUrl
    // carries a short-lived signature of the user it was given to (docs/telephony.md).
    access: 'public',
    params: cdrRecordingParamsSchema,
    query: cdrRecordingQuerySchema,
    description:
      'Answers 206 with the part a Range header asks for, and redirects (302) to the PBX when the PBX keeps the recording.',
    refusals: [
      { status: 401, error: 'unauthorized', when: 'neither a bearer token nor a valid signature' },
      {
        status: 401,
        error: 'invalid_token',
        when: 'the token expired, or the session the URL was signed for ended',
      },
    ],
    data: z.null(),
  },
} as const satisfies Record<string, EndpointDefinition>;
