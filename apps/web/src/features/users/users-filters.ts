import { ROLE_CODES, USER_SORT_KEYS, type UserSearch } from '@leadline/contracts';
import { z } from 'zod';
import { FILTER_FIELD, readStoredForm, sent } from '../../shared/list/list-form';
import type { OrderAccess } from '../../shared/session/order-access';

/**
 * The users tab's filter form as kept in the browser (USER_FILTER_STORAGE_KEY), with the table's
 * sort. A stored field that is missing or no longer valid falls back to its default.
 */
const roleCodes = ROLE_CODES as readonly number[];

const usersFormSchema = z.object({
  search: FILTER_FIELD.search,
  orgId: FILTER_FIELD.orgId,
  role: z
    .number()
    .int()
    .refine((value) => roleCodes.includes(value))
    .nullable()
    .catch(null),
  /** A group id, 0 for no group, null for any. */
  groupId: z.number().int().min(0).nullable().catch(null),
  active: z.enum(['', 'active', 'inactive']).catch(''),
  sortBy: z.enum(USER_SORT_KEYS).catch('userName'),
  sortDirection: z.enum(['asc', 'desc']).catch('asc'),
});
export type UsersForm = z.infer<typeof usersFormSchema>;

export const EMPTY_USERS_FORM: UsersForm = usersFormSchema.parse({});

export function parseUsersForm(stored: unknown): UsersForm {
  return readStoredForm(usersFormSchema, EMPTY_USERS_FORM, stored);
}

/** The body of POST /api/users/search: the form, the page, and the org for HQ only. */
export function toUsersBody(
  form: UsersForm,
  paging: { page: number; size: number },
  access: OrderAccess,
): UserSearch {
  return {
    ...paging,
    search: form.search.trim() || undefined,
    role: form.role ?? undefined,
    groupId: form.groupId ?? undefined,
    active: form.active === '' ? undefined : form.active === 'active',
    sortBy: form.sortBy,
    sortDirection: form.sortDirection,
    orgId: sent.orgId(form.orgId, access),
  };
}
