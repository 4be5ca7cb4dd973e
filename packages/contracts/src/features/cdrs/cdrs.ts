import { z } from 'zod';
import { exportFilter, pagedListFilter } from '../../list-filters.js';
import { calendarDate, dbIdList, dbIdParam, orgIdParam } from '../../schema-primitives.js';
import { CALL_DISPOSITIONS, CALL_STATES, TELEPHONY_PROVIDERS } from '../telephony/index.js';

/**
 * Call detail records (SPEC.md 2.1 /apps/customers/cdrs, 7.6 lead/{id}/cdr; docs/telephony.md).
 * Who reads them: CDR_LIST_ROLES and LEAD_CDR_ROLES (its roles.ts).
 */

/** Rows per page of the CDR list, remembered in the browser like the order lists'. */
export const CDR_ROWS_PER_PAGE_KEY = 'rowsPerPageCdrs';
export const CDR_EXPORT_FILE_NAME = 'cdrs.xlsx';

const isoDate = calendarDate();
const idList = dbIdList();
const dispositionList = z
  .union([z.array(z.enum(CALL_DISPOSITIONS)), z.enum(CALL_DISPOSITIONS)])
  .transform((value) => (Array.isArray(value) ? value : [value]));

const filterFields = {
  /** Days in the org's time zone, both included. */
  dateFrom: isoDate.optional(),
  dateTo: isoDate.optional(),
  agentId: idList.optional(),
  disposition: dispositionList.optional(),
  /** Digits anywhere in the called number. */
  phone: z
    .string()
    .trim()
    .max(32)
    .transform((value) => value.replace(/\D/g, ''))
    .optional(),
  leadId: dbIdParam().optional(),
  /** HQ (org 0) picks the org; other users' own org always applies. */
  orgId: orgIdParam().optional(),
};

/** GET /api/cdrs: the filter and the page; newest first. */
export const cdrListQuerySchema = pagedListFilter(filterFields);
export type CdrListQuery = z.infer<typeof cdrListQuerySchema>;

/** POST /api/cdrs/export: the same filter; paging fields are accepted and dropped. */
export const cdrExportFilterSchema = exportFilter(filterFields);
/** The filter fields alone, as the server applies them. */
export type CdrFilter = z.infer<z.ZodObject<typeof filterFields>>;

export const cdrSchema = z.object({
  callId: z.number().int(),
  orgId: z.number().int(),
  leadId: z.number().int().nullable(),
  customerName: z.string().nullable(),
  agentId: z.number().int(),
  agentName: z.string(),
  phone: z.string(),
  state: z.enum(CALL_STATES),
  disposition: z.enum(CALL_DISPOSITIONS).nullable(),
  startedAt: z.string(),
  answeredAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  durationSeconds: z.number().int().nullable(),
  provider: z.enum(TELEPHONY_PROVIDERS),
  endReason: z.string().nullable(),
  /**
   * Where an <audio> element plays the recording: this API's recording endpoint with a
   * short-lived signature of the caller (an <audio> cannot send a bearer token); null = none.
   */
  recordingUrl: z.string().nullable(),
});
export type Cdr = z.infer<typeof cdrSchema>;

export const cdrRecordingParamsSchema = z.object({ callId: dbIdParam() });
export const cdrRecordingQuerySchema = z.object({
  /** Expiry (epoch seconds) and signature of a recordingUrl; not needed with a bearer token. */
  exp: z.coerce.number().int().positive().optional(),
  uid: dbIdParam().optional(),
  /** The session the recordingUrl was given to (its token's issue time, epoch ms): it ends with it. */
  sid: z.coerce.number().int().nonnegative().optional(),
  sig: z
    .string()
    .max(100)
    .regex(/^[A-Za-z0-9_-]{20,100}$/)
    .optional(),
});
