import type { OrderListFilter, OrderManagementFilter } from '@leadline/contracts';
import { z } from 'zod';
import {
  FILTER_FIELD,
  type Paging,
  readStoredForm,
  SEARCH_ORG_DAYS,
  sent,
} from '../../shared/list/list-form';
import type { OrderAccess } from '../../shared/session/order-access';

/**
 * The filter forms of the order list and order management as kept in the browser
 * (STORAGE_KEYS.orderListFilter / orderManagementFilter, SPEC.md 3), with the table's sort.
 * Stored values are read through these schemas: a field that is missing or no longer valid
 * falls back to its default instead of breaking the page.
 */

export const DATE_FIELDS = [
  'createdAt',
  'assignedAt',
  'lastCallAt',
  'nextCallbackAt',
] as const satisfies readonly OrderListFilter['dateField'][];
export type DateField = (typeof DATE_FIELDS)[number];

export const LIST_SORT_KEYS = [
  'createdAt',
  'assignedAt',
  'lastCallAt',
  'nextCallbackAt',
  'customerName',
  'leadStatus',
] as const satisfies readonly OrderListFilter['sortBy'][];
export type ListSortKey = (typeof LIST_SORT_KEYS)[number];

export const MANAGEMENT_SORT_KEYS = [
  'createdAt',
  'amount',
  'soId',
] as const satisfies readonly OrderManagementFilter['sortBy'][];
export type ManagementSortKey = (typeof MANAGEMENT_SORT_KEYS)[number];

const { ids, direction } = FILTER_FIELD;

const orderListFormSchema = z.object({
  ...SEARCH_ORG_DAYS,
  leadStatus: ids,
  campaignId: ids,
  agentId: ids,
  dateField: z.enum(DATE_FIELDS).catch('createdAt'),
  /**
   * SPEC.md 2.4's auto-open flag. SPEC.md does not say where it comes from: it is this form's
   * checkbox "Open the first lead automatically", off by default and kept with the form.
   */
  autoOpen: z.boolean().catch(false),
  sortBy: z.enum(LIST_SORT_KEYS).catch('createdAt'),
  sortDirection: direction,
});
export type OrderListForm = z.infer<typeof orderListFormSchema>;

const orderManagementFormSchema = z.object({
  ...SEARCH_ORG_DAYS,
  soStatus: ids,
  doStatus: ids,
  leadStatus: ids,
  campaignId: ids,
  agentId: ids,
  paymentMethodId: ids,
  sortBy: z.enum(MANAGEMENT_SORT_KEYS).catch('createdAt'),
  sortDirection: direction,
});
export type OrderManagementForm = z.infer<typeof orderManagementFormSchema>;

export const EMPTY_ORDER_LIST_FORM: OrderListForm = orderListFormSchema.parse({});
export const EMPTY_ORDER_MANAGEMENT_FORM: OrderManagementForm = orderManagementFormSchema.parse({});

export function parseOrderListForm(stored: unknown): OrderListForm {
  return readStoredForm(orderListFormSchema, EMPTY_ORDER_LIST_FORM, stored);
}

export function parseOrderManagementForm(stored: unknown): OrderManagementForm {
  return readStoredForm(orderManagementFormSchema, EMPTY_ORDER_MANAGEMENT_FORM, stored);
}

/** The body of POST order list: the form, the page and what the user's access allows. */
export function toOrderListBody(form: OrderListForm, paging: Paging, access: OrderAccess): OrderListFilter {
  return {
    ...paging,
    ...sent.searchOrgDays(form, access),
    leadStatus: sent.ids(form.leadStatus),
    campaignId: sent.ids(form.campaignId),
    agentId: access.agentOnly ? undefined : sent.ids(form.agentId),
    dateField: form.dateField,
    sortBy: form.sortBy,
    sortDirection: form.sortDirection,
  };
}

export function toOrderManagementBody(
  form: OrderManagementForm,
  paging: Paging,
  access: OrderAccess,
): OrderManagementFilter {
  return {
    ...paging,
    ...sent.searchOrgDays(form, access),
    soStatus: sent.ids(form.soStatus),
    doStatus: sent.ids(form.doStatus),
    leadStatus: sent.ids(form.leadStatus),
    campaignId: sent.ids(form.campaignId),
    agentId: access.agentOnly ? undefined : sent.ids(form.agentId),
    paymentMethodId: sent.ids(form.paymentMethodId),
    sortBy: form.sortBy,
    sortDirection: form.sortDirection,
  };
}
