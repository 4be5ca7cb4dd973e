import { TRASH_SORT_KEYS, type TrashListFilter } from '@leadline/contracts';
import { z } from 'zod';
import { FILTER_FIELD, readStoredForm, SEARCH_ORG_DAYS, sent } from '../../shared/list/list-form';
import type { OrderAccess } from '../../shared/session/order-access';

/**
 * The trash list's filter form as kept in the browser (TRASH_FILTER_STORAGE_KEY), with the
 * table's sort. A stored field that is missing or no longer valid falls back to its default.
 */
const { ids, direction } = FILTER_FIELD;

const trashFormSchema = z.object({
  ...SEARCH_ORG_DAYS,
  campaignId: ids,
  reasonId: ids,
  trashedBy: ids,
  typeLead: z.enum(['', 'lead', 'so']).catch(''),
  sortBy: z.enum(TRASH_SORT_KEYS).catch('trashedAt'),
  sortDirection: direction,
});
export type TrashForm = z.infer<typeof trashFormSchema>;

export const EMPTY_TRASH_FORM: TrashForm = trashFormSchema.parse({});

export function parseTrashForm(stored: unknown): TrashForm {
  return readStoredForm(trashFormSchema, EMPTY_TRASH_FORM, stored);
}

/** The body of POST trash list: the form, the page, and the org for HQ only. */
export function toTrashBody(
  form: TrashForm,
  paging: { page: number; size: number },
  access: OrderAccess,
): TrashListFilter {
  return {
    ...paging,
    ...sent.searchOrgDays(form, access),
    campaignId: sent.ids(form.campaignId),
    reasonId: sent.ids(form.reasonId),
    trashedBy: sent.ids(form.trashedBy),
    typeLead: form.typeLead || undefined,
    sortBy: form.sortBy,
    sortDirection: form.sortDirection,
  };
}
