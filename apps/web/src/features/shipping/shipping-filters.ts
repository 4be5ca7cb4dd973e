import type { ShippingListFilter, ShippingPartner } from '@leadline/contracts';
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
 * A shipping list's filter form as kept in the browser, one per screen (`shippingFilter.<list>`).
 * The lists are newest first only: sortBy is there for the list kit, never sent.
 */
const { ids } = FILTER_FIELD;

/** Which list a screen shows: every partner (with a partner filter) or one. */
export type ShippingListKind = 'ALL' | Exclude<ShippingPartner, 'GENERAL'>;

const shippingFormSchema = z.object({
  ...SEARCH_ORG_DAYS,
  partner: z.enum(['', 'GENERAL', 'DHL', 'KERRY', 'SAP']).catch(''),
  status: ids,
  ...NEWEST_FIRST,
});
export type ShippingForm = z.infer<typeof shippingFormSchema>;

export const EMPTY_SHIPPING_FORM: ShippingForm = shippingFormSchema.parse({});

export const shippingStorageKey = (kind: ShippingListKind) => `shippingFilter.${kind.toLowerCase()}`;

export function parseShippingForm(stored: unknown): ShippingForm {
  return readStoredForm(shippingFormSchema, EMPTY_SHIPPING_FORM, stored);
}

/** The filter of the list call or the export: the form, and the org for HQ only. */
export function toShippingFilter(
  kind: ShippingListKind,
  form: ShippingForm,
  access: OrderAccess,
): ShippingListFilter {
  return {
    partner: kind === 'ALL' ? form.partner || undefined : kind,
    status: sent.ids(form.status),
    ...sent.searchOrgDays(form, access),
  };
}

type BodyOf = (form: ShippingForm, paging: Paging, access: OrderAccess) => ShippingListFilter;

/** One body builder per list, made once (useListScreen memoises on it). */
export const SHIPPING_BODY: Record<ShippingListKind, BodyOf> = {
  ALL: (form, paging, access) => ({ ...paging, ...toShippingFilter('ALL', form, access) }),
  DHL: (form, paging, access) => ({ ...paging, ...toShippingFilter('DHL', form, access) }),
  KERRY: (form, paging, access) => ({ ...paging, ...toShippingFilter('KERRY', form, access) }),
  SAP: (form, paging, access) => ({ ...paging, ...toShippingFilter('SAP', form, access) }),
};
