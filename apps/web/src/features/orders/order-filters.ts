import type { OrderListFilter, OrderManagementFilter } from '@leadline/contracts';
import { z } from 'zod';
import { FILTER_FIELD } from '../../shared/list/list-form';
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

const { ids, day, search, orgId, direction } = FILTER_FIELD;

const orderListFormSchema = z.object({
  search,
  leadStatus: ids,
  campaignId: ids,
  agentId: ids,
  orgId,
  dateField: z.enum(DATE_FIELDS).catch('createdAt'),
  dateFrom: day,
  dateTo: day,
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
  search,
  soStatus: ids,
  doStatus: ids,
  leadStatus: ids,
  campaignId: ids,
  agentId: ids,
  paymentMethodId: ids,
  orgId,
  dateFrom: day,
  dateTo: day,
  sortBy: z.enum(MANAGEMENT_SORT_KEYS).catch('createdAt'),
  sortDirection: direction,
});
export type OrderManagementForm = z.infer<typeof orderManagementFormSchema>;

export const EMPTY_ORDER_LIST_FORM: OrderListForm = orderListFormSchema.parse({});
export const EMPTY_ORDER_MANAGEMENT_FORM: OrderManagementForm = orderManagementFormSchema.parse({});

export function parseOrderListForm(stored: unknown): OrderListForm {
  const parsed = orderListFormSchema.safeParse(stored ?? {});
  return parsed.success ? parsed.data : EMPTY_ORDER_LIST_FORM;
}

export function parseOrderManagementForm(stored: unknown): OrderManagementForm {
  const parsed = orderManagementFormSchema.safeParse(stored ?? {});
  return parsed.success ? parsed.data : EMPTY_ORDER_MANAGEMENT_FORM;
}

const listOf = (values: number[]) => (values.length > 0 ? values : undefined);
const text = (value: string) => value.trim() || undefined;

interface Paging {
  page: number;
  size: number;
}

/** The body of POST order list: the form, the page and what the user's access allows. */
export function toOrderListBody(form: OrderListForm, paging: Paging, access: OrderAccess): OrderListFilter {
  return {
    ...paging,
    search: text(form.search),
    leadStatus: listOf(form.leadStatus),
    campaignId: listOf(form.campaignId),
    agentId: access.agentOnly ? undefined : listOf(form.agentId),
    dateField: form.dateField,
    dateFrom: text(form.dateFrom),
    dateTo: text(form.dateTo),
    sortBy: form.sortBy,
    sortDirection: form.sortDirection,
    orgId: access.hq && form.orgId !== null ? form.orgId : undefined,
  };
}

export function toOrderManagementBody(
  form: OrderManagementForm,
  paging: Paging,
  access: OrderAccess,
): OrderManagementFilter {
  return {
    ...paging,
    search: text(form.search),
    soStatus: listOf(form.soStatus),
    doStatus: listOf(form.doStatus),
    leadStatus: listOf(form.leadStatus),
    campaignId: listOf(form.campaignId),
    agentId: access.agentOnly ? undefined : listOf(form.agentId),
    paymentMethodId: listOf(form.paymentMethodId),
    dateFrom: text(form.dateFrom),
    dateTo: text(form.dateTo),
    sortBy: form.sortBy,
    sortDirection: form.sortDirection,
    orgId: access.hq && form.orgId !== null ? form.orgId : undefined,
  };
}
