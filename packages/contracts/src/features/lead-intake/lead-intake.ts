import { z } from 'zod';
import { LEAD_STATUS } from '../../leads.js';
import { PHONE_RAW_MAX_LENGTH } from '../../phone.js';
import { dbIdParam } from '../../schema-primitives.js';

/**
 * Lead intake (SPEC.md 7.2 'Phone and lead creation'): one lead from a landing page, a network
 * or an agent (POST /api/lead), or many from a spreadsheet (POST /api/lead/excel/upload). See
 * docs/lead-intake.md.
 */

/** DOMAIN.md: a lead matching an open lead or an order of the last 30 days is Duplicated. */
export const DUPLICATE_WINDOW_DAYS = 30;

/**
 * Lead statuses that end a lead's work: it no longer blocks a new lead of the same phone
 * (docs/lead-intake.md). Approved is final too: its sale order is what counts, for 30 days.
 */
export const FINAL_LEAD_STATUSES: readonly number[] = [
  LEAD_STATUS.APPROVED,
  LEAD_STATUS.REJECTED,
  LEAD_STATUS.TRASH,
  LEAD_STATUS.DUPLICATED,
];

/** Limits of one import file. */
export const LEAD_IMPORT_LIMITS = {
  maxBytes: 5 * 1024 * 1024,
  maxRows: 20_000,
} as const;

/** File names of the spreadsheets the import answers (SPEC.md 7.2 names the failed-rows one). */
export const LEAD_IMPORT_FILES = {
  failedRows: 'downloadImportFailed.xlsx',
  template: 'leadImportTemplate.xlsx',
} as const;

/** A database id: positive and within PostgreSQL's integer; numeric strings of forms are accepted. */
const idSchema = dbIdParam();
/** Forms and networks send null or '' for a field they do not have: both mean absent. */
const absentAsUndefined = (value: unknown) => (value === null || value === '' ? undefined : value);
const optionalId = z.preprocess(absentAsUndefined, idSchema.optional());
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : undefined));

/** Longest texts of a lead's fields (the import refuses a longer cell with the column's name). */
export const LEAD_TEXT_MAX = {
  customerName: 200,
  street: 500,
  zipcode: 10,
  sourceNetwork: 100,
  sourcePublisher: 200,
  clickId: 200,
  note: 2000,
} as const;

/** POST /api/lead: one lead; the org is the caller's (headquarters: the campaign's). */
export const createLeadSchema = z.object({
  customerName: z.string().trim().min(1).max(LEAD_TEXT_MAX.customerName),
  /** As typed; normalised for the org's phone region (phone.ts), refused when not a mobile of it. */
  phone: z.string().trim().min(1).max(PHONE_RAW_MAX_LENGTH),
  campaignId: idSchema,
  /** A calling list of the campaign; the campaign's first list when absent. */
  callingListId: optionalId,
  provinceId: optionalId,
  districtId: optionalId,
  wardId: optionalId,
  zipcode: optionalText(LEAD_TEXT_MAX.zipcode),
  street: optionalText(LEAD_TEXT_MAX.street),
  /** A product of the org; the campaign's offer when absent. */
  offerProductId: optionalId,
  /** The campaign's network when absent. */
  sourceNetwork: optionalText(LEAD_TEXT_MAX.sourceNetwork),
  sourcePublisher: optionalText(LEAD_TEXT_MAX.sourcePublisher),
  /** The network's click id, sent back in the conversion postback. */
  clickId: optionalText(LEAD_TEXT_MAX.clickId),
  note: optionalText(LEAD_TEXT_MAX.note),
});
export type CreateLeadInput = z.infer<typeof createLeadSchema>;

export const createLeadResultSchema = z.object({
  leadId: z.number().int(),
  /** Stored as Duplicated (lead status 8) because of an earlier lead of the same phone. */
  duplicate: z.boolean(),
  duplicateOfId: z.number().int().nullable(),
});
export type CreateLeadResult = z.infer<typeof createLeadResultSchema>;

export const leadImportParamsSchema = z.object({ campaignId: idSchema, callingListId: idSchema });

export const leadImportResultSchema = z.object({
  importId: z.number().int(),
  totalRows: z.number().int(),
  importedRows: z.number().int(),
  /** Imported as Duplicated (counted in importedRows too). */
  duplicateRows: z.number().int(),
  failedRows: z.number().int(),
});
export type LeadImportResult = z.infer<typeof leadImportResultSchema>;

export const failedRowsRequestSchema = z.object({ importId: idSchema });

export const campaignParamsSchema = z.object({ id: idSchema.describe('The campaign’s id') });

export const callingListSchema = z.object({
  id: z.number().int(),
  orgId: z.number().int(),
  campaignId: z.number().int(),
  name: z.string(),
});
export type CallingList = z.infer<typeof callingListSchema>;

/**
 * The columns of the import template, in order. A header matches the column's label in English
 * or Vietnamese (LEAD_INTAKE.COLUMNS.<key>) or one of its aliases, ignoring case and accents.
 */
export const LEAD_IMPORT_COLUMNS = [
  { key: 'name', required: true, aliases: ['Customer name', 'Customer', 'Họ tên', 'Họ và tên', 'Tên'] },
  { key: 'phone', required: true, aliases: ['Phone number', 'Mobile', 'SĐT', 'Điện thoại'] },
  { key: 'province', required: false, aliases: ['City', 'Tỉnh', 'Tỉnh thành', 'Thành phố'] },
  { key: 'district', required: false, aliases: ['Amphoe', 'Quận', 'Huyện'] },
  { key: 'ward', required: false, aliases: ['Sub-district', 'Commune', 'Tambon', 'Phường', 'Xã'] },
  { key: 'street', required: false, aliases: ['Address', 'Street address', 'Số nhà, đường'] },
  { key: 'note', required: false, aliases: ['Notes', 'Comment'] },
  { key: 'network', required: false, aliases: ['Source', 'Source network', 'Mạng'] },
  { key: 'publisher', required: false, aliases: ['Publisher ID', 'Sub ID'] },
  { key: 'clickId', required: false, aliases: ['Click', 'ClickID', 'Click_id'] },
] as const;
export type LeadImportColumnKey = (typeof LEAD_IMPORT_COLUMNS)[number]['key'];

/** Why an import row failed: LEAD_INTAKE.REASONS.<reason> in the locales. */
export const LEAD_IMPORT_REASONS = [
  'NAME_REQUIRED',
  'PHONE_REQUIRED',
  'PHONE_INVALID',
  'TOO_LONG',
  'PROVINCE_NOT_FOUND',
  'DISTRICT_NOT_FOUND',
  'WARD_NOT_FOUND',
  'ADDRESS_INCOMPLETE',
] as const;
export type LeadImportReason = (typeof LEAD_IMPORT_REASONS)[number];

/** One failed row as lead_imports.failures keeps it: its row number, its cells and the reason. */
export interface LeadImportFailure {
  row: number;
  values: Partial<Record<LeadImportColumnKey, string>>;
  reason: LeadImportReason;
  /** The column the reason is about (TOO_LONG). */
  column?: LeadImportColumnKey;
}
