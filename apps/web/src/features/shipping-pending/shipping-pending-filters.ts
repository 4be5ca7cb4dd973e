import { LAST_MILE_PARTNERS, SEND_FAILURE_KINDS, type ShippingPendingListFilter } from '@leadline/contracts';
import { z } from 'zod';
import {
  FILTER_FIELD,
  NEWEST_FIRST,
  type Paging,
  readStoredForm,
  SEARCH_ORG_DAYS,
  sent,
} from '../../shared/list/list-form';
import type { OrderAccess } from '../../shared/session/order-access';

/**
 * Pending shipping's filter form as kept in the browser (SHIPPING_PENDING_FILTER_STORAGE_KEY). The
 * list has one order (newest DO first): sortBy is fixed, kept for the list kit's form shape.
 */
const { ids } = FILTER_FIELD;

const formSchema = z.object({
  ...SEARCH_ORG_DAYS,
  partner: z.enum(['', ...LAST_MILE_PARTNERS]).catch(''),
  reasonKind: z.enum(['', ...SEND_FAILURE_KINDS]).catch(''),
  ffmPartnerId: ids,
  ...NEWEST_FIRST,
});
export type ShippingPendingForm = z.infer<typeof formSchema>;

export const EMPTY_SHIPPING_PENDING_FORM: ShippingPendingForm = formSchema.parse({});

export function parseShippingPendingForm(stored: unknown): ShippingPendingForm {
  return readStoredForm(formSchema, EMPTY_SHIPPING_PENDING_FORM, stored);
}

/** The filter of the list and of the export: the form, and the org for HQ only. */
export function toShippingPendingFilter(form: ShippingPendingForm, access: OrderAccess) {
  return {
    ...sent.searchOrgDays(form, access),
    partner: form.partner ? [form.partner] : undefined,
    reasonKind: form.reasonKind ? [form.reasonKind] : undefined,
    ffmPartnerId: sent.ids(form.ffmPartnerId),
  } satisfies ShippingPendingListFilter;
}

/** The body of POST pending shipping: the filter and the page. */
export function toShippingPendingBody(
  form: ShippingPendingForm,
  paging: Paging,
  access: OrderAccess,
): ShippingPendingListFilter {
  return { ...paging, ...toShippingPendingFilter(form, access) };
}
