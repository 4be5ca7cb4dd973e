import { z } from 'zod';
import { TYPE_LEADS } from '../../leads.js';
import {
  daysSortAndOrg,
  leadCustomerColumns,
  namedRef,
  pagedListFilter,
  statusRef,
} from '../../list-filters.js';
import { dbIdList, rowVersion } from '../../schema-primitives.js';
import { historyEntrySchema } from '../lead-detail/index.js';

export * from './errors.js';

/**
 * Trash management (SPEC.md 2.1 /apps/orders/trash-management, 2.2 /apps/orders/trash/{typeLead}/
 * {leadId}, 7.5; DOMAIN.md 'Trash needs a trash reason and moves the lead to trash management,
 * restorable'). A lead is in trash while its status is Trash (7); docs/trash.md.
 */

/** The trash list's filter form, kept in the browser like the order lists' (SPEC.md 3). */
export const TRASH_FILTER_STORAGE_KEY = 'trashManagementFilter';

export const TRASH_SORT_KEYS = ['trashedAt', 'leadId', 'customerName'] as const;
export type TrashSortKey = (typeof TRASH_SORT_KEYS)[number];

/** The most a restore note may hold. */
export const RESTORE_NOTE_MAX = 500;

const filterFields = {
  /** Lead id, customer name or phone digits. */
  search: z.string().trim().max(100).optional(),
  campaignId: dbIdList().optional(),
  /** Trash reasons (reasons of kind TRASH). */
  reasonId: dbIdList().optional(),
  /** Who moved the lead to trash. */
  trashedBy: dbIdList().optional(),
  typeLead: z.enum(TYPE_LEADS).optional(),
  /** Days the lead was trashed. */
  ...daysSortAndOrg(TRASH_SORT_KEYS, 'trashedAt', 'desc'),
};

/** GET (query) and POST (body) trash list: the filter and the page (offset/limit or page/size). */
export const trashListFilterSchema = pagedListFilter(filterFields);
export type TrashListFilter = z.infer<typeof trashListFilterSchema>;

/** One trashed lead of the list. */
export const trashRowSchema = z.object({
  ...leadCustomerColumns(),
  campaign: namedRef.nullable(),
  prodName: z.string().nullable(),
  /** The trash reason; null for a lead trashed before reasons were required. */
  reason: namedRef.nullable(),
  trashedBy: namedRef.nullable(),
  trashedAt: z.string().nullable(),
  /** The status a restore brings the lead back to (New when it is not known). */
  previousStatus: statusRef,
  version: z.number().int(),
});
export type TrashRow = z.infer<typeof trashRowSchema>;

/** /apps/orders/trash/{typeLead}/{leadId}: the trashed lead, read-only, with its history. */
export const trashDetailSchema = z.object({
  lead: trashRowSchema.extend({
    agent: namedRef.nullable(),
    createdAt: z.string(),
    address: z.string().nullable(),
    note: z.string().nullable(),
    callAttempts: z.number().int(),
    lastCallAt: z.string().nullable(),
  }),
  history: z.array(historyEntrySchema),
});
export type TrashDetail = z.infer<typeof trashDetailSchema>;

/** PUT restore: the version the screen showed and why the lead comes back (required). */
export const trashRestoreSchema = z.object({
  version: rowVersion(),
  note: z.string().trim().min(1, { message: 'TRASH.RESTORE.NOTE_REQUIRED' }).max(RESTORE_NOTE_MAX),
});
export type TrashRestoreInput = z.infer<typeof trashRestoreSchema>;

export const trashRestoreResultSchema = z.object({
  leadId: z.number().int(),
  leadStatus: statusRef,
  version: z.number().int(),
});
export type TrashRestoreResult = z.infer<typeof trashRestoreResultSchema>;

/** The users who trashed a lead still in trash: the 'Trashed by' filter's choices. */
export const trashTrasherSchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  orgId: z.number().int(),
});
export type TrashTrasher = z.infer<typeof trashTrasherSchema>;
