import { CALLBACK_DUE_FILTERS, CALLBACK_SORT_KEYS, type CallbackListFilter } from '@leadline/contracts';
import { z } from 'zod';
import { FILTER_FIELD } from '../../shared/list/list-form';
import type { OrderAccess } from '../../shared/session/order-access';

/**
 * The callback screens' filter form as kept in the browser (one key per screen), with the
 * table's sort. A stored field that is missing or no longer valid falls back to its default.
 */
const { ids, day, search, orgId } = FILTER_FIELD;

const callbackFormSchema = z.object({
  search,
  orgId,
  due: z.enum(CALLBACK_DUE_FILTERS).catch('all'),
  reasonId: ids,
  campaignId: ids,
  agentId: ids,
  dateFrom: day,
  dateTo: day,
  sortBy: z.enum(CALLBACK_SORT_KEYS).catch('scheduledAt'),
  // Soonest first: the callback to make next is on top.
  sortDirection: z.enum(['asc', 'desc']).catch('asc'),
});
export type CallbackForm = z.infer<typeof callbackFormSchema>;

export const EMPTY_CALLBACK_FORM: CallbackForm = callbackFormSchema.parse({});

export function parseCallbackForm(stored: unknown): CallbackForm {
  const parsed = callbackFormSchema.safeParse(stored ?? {});
  return parsed.success ? parsed.data : EMPTY_CALLBACK_FORM;
}

const listOf = (values: number[]) => (values.length > 0 ? values : undefined);
const text = (value: string) => value.trim() || undefined;

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
    search: text(form.search),
    reasonId: listOf(form.reasonId),
    campaignId: listOf(form.campaignId),
    agentId: scope === 'team' ? listOf(form.agentId) : undefined,
    dateFrom: text(form.dateFrom),
    dateTo: text(form.dateTo),
    sortBy: form.sortBy,
    sortDirection: form.sortDirection,
    orgId: access.hq && form.orgId !== null ? form.orgId : undefined,
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
