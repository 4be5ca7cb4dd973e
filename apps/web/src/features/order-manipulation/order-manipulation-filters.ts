import { HISTORY_ACTIONS, type HistoryAction, type OrderManipulationFilter } from '@leadline/contracts';
import { z } from 'zod';
import { FILTER_FIELD, readStoredForm, sent } from '../../shared/list/list-form';
import type { OrderAccess } from '../../shared/session/order-access';

/**
 * Order manipulation's filter form as kept in the browser (ORDER_MANIPULATION_FILTER_STORAGE_KEY),
 * with the table's order. A stored field that is missing or no longer valid falls back to its
 * default. No dates: the server shows the last 7 days (docs/order-manipulation.md).
 */
const { ids, day, orgId, direction } = FILTER_FIELD;

const manipulationFormSchema = z.object({
  orgId,
  dateFrom: day,
  dateTo: day,
  entityType: z.enum(['', 'lead', 'so']).catch(''),
  action: z.enum(['', ...HISTORY_ACTIONS] as [string, ...string[]]).catch(''),
  actorId: ids,
  /** As typed: 'SO 123' or '#123' is id 123. */
  entityId: z.string().max(20).catch(''),
  sortBy: z.enum(['createdAt']).catch('createdAt'),
  sortDirection: direction,
});
export type OrderManipulationForm = z.infer<typeof manipulationFormSchema>;

export const EMPTY_ORDER_MANIPULATION_FORM: OrderManipulationForm = manipulationFormSchema.parse({});

export function parseOrderManipulationForm(stored: unknown): OrderManipulationForm {
  return readStoredForm(manipulationFormSchema, EMPTY_ORDER_MANIPULATION_FORM, stored);
}

/** The id's digits, when there are any a database id can be. */
function typedId(text: string): number | undefined {
  const digits = text.replace(/\D/g, '');
  return /^[1-9]\d{0,8}$/.test(digits) ? Number(digits) : undefined;
}

/** The body of POST order manipulation: the form, the page, and the org for HQ only. */
export function toOrderManipulationBody(
  form: OrderManipulationForm,
  paging: { page: number; size: number },
  access: OrderAccess,
): OrderManipulationFilter {
  return {
    ...paging,
    ...sent.days(form),
    entityType: form.entityType || undefined,
    action: (form.action || undefined) as HistoryAction | undefined,
    actorId: sent.ids(form.actorId),
    entityId: typedId(form.entityId),
    sortBy: form.sortBy,
    sortDirection: form.sortDirection,
    orgId: sent.orgId(form.orgId, access),
  };
}
