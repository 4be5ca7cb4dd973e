import { PENDING_POSTBACK_STATES, type PendingPostbackFilter, POSTBACK_STATUSES } from '@leadline/contracts';
import { z } from 'zod';
import {
  NEWEST_FIRST,
  type Paging,
  readStoredForm,
  SEARCH_ORG_DAYS,
  sent,
} from '../../shared/list/list-form';
import type { OrderAccess } from '../../shared/session/order-access';

/** Where the screen keeps its filter form (SPEC.md 3: stored in the browser). */
export const PENDING_POSTBACK_FILTER_STORAGE_KEY = 'pendingPostbackFilter';

/**
 * Pending postback's filter form as kept in the browser. The list has one order (newest first):
 * sortBy is fixed, kept for the list kit's form shape.
 */
const formSchema = z.object({
  ...SEARCH_ORG_DAYS,
  state: z.enum(['', ...PENDING_POSTBACK_STATES]).catch(''),
  status: z.enum(['', ...POSTBACK_STATUSES]).catch(''),
  network: z.string().max(100).catch(''),
  ...NEWEST_FIRST,
});
export type PendingPostbackForm = z.infer<typeof formSchema>;

export const EMPTY_PENDING_POSTBACK_FORM: PendingPostbackForm = formSchema.parse({});

export function parsePendingPostbackForm(stored: unknown): PendingPostbackForm {
  return readStoredForm(formSchema, EMPTY_PENDING_POSTBACK_FORM, stored);
}

/** The body of POST SO/pending/postback: the filter, the org for HQ only, and the page. */
export function toPendingPostbackBody(
  form: PendingPostbackForm,
  paging: Paging,
  access: OrderAccess,
): PendingPostbackFilter {
  return {
    ...paging,
    ...sent.searchOrgDays(form, access),
    state: form.state ? [form.state] : undefined,
    status: form.status ? [form.status] : undefined,
    network: sent.text(form.network),
  };
}

/** The Sent tab's body (docs/postbacks.md): the same filter over the postbacks the networks accepted. */
export function toSentPostbackBody(
  form: PendingPostbackForm,
  paging: Paging,
  access: OrderAccess,
): PendingPostbackFilter {
  return { ...toPendingPostbackBody(form, paging, access), state: ['delivered'] };
}
