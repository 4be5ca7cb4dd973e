import { CALLBACK_DUE_FILTERS, CALLBACK_SORT_KEYS, type CallbackListFilter } from '@leadline/contracts';
import { z } from 'zod';
import { FILTER_FIELD, readStoredForm, SEARCH_ORG_DAYS, sent } from '../../shared/list/list-form';
import type { OrderAccess } from '../../shared/session/order-access';

/**
 * The callback screens' filter form as kept in the browser (one key per screen), with the
 * table's sort. A stored field that is missing or no longer valid falls back to its default.
 */
const { ids } = FILTER_FIELD;

const callbackFormSchema = z.object({
  ...SEARCH_ORG_DAYS,
  due: z.enum(CALLBACK_DUE_FILTERS).catch('all'),
  reasonId: ids,
  campaignId: ids,
  agentId: ids,
  sortBy: z.enum(CALLBACK_SORT_KEYS).catch('scheduledAt'),
  // Soonest first: the callback to make next is on top.
  sortDirection: z.enum(['asc', 'desc']).catch('asc'),
});
export type CallbackForm = z.infer<typeof callbackFormSchema>;

export const EMPTY_CALLBACK_FORM: CallbackForm = callbackFormSchema.parse({});

export function parseCallbackForm(stored: unknown): CallbackForm {
  return readStoredForm(callbackFormSchema, EMPTY_CALLBACK_FORM, stored);
}

function bodyOf(
  scope: 'mine' | 'team',
  form: CallbackForm,
  paging: { page: number; size: number },
  access: OrderAccess,
): CallbackListFilter {
  return {
    ...paging,
    scope,
    due: form.due,
    ...sent.searchOrgDays(form, access),
    reasonId: sent.ids(form.reasonId),
    campaignId: sent.ids(form.campaignId),
    agentId: scope === 'team' ? sent.ids(form.agentId) : undefined,
    sortBy: form.sortBy,
    sortDirection: form.sortDirection,
  };
}

/** The list: the caller's own callbacks. */
export const toMyCallbacksBody = (
  form: CallbackForm,
  paging: { page: number; size: number },
  access: OrderAccess,
) => bodyOf('mine', form, paging, access);

/** Management: every agent's (the server keeps an agent to their own). */
export const toTeamCallbacksBody = (
  form: CallbackForm,
  paging: { page: number; size: number },
  access: OrderAccess,
) => bodyOf('team', form, paging, access);
