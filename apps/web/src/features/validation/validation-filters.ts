import { DELIVERY_RISK_BANDS, type ValidationListFilter } from '@leadline/contracts';
import { z } from 'zod';
import { FILTER_FIELD, readStoredForm, SEARCH_ORG_DAYS, sent } from '../../shared/list/list-form';
import type { OrderAccess } from '../../shared/session/order-access';

/**
 * The validation list's filter form as kept in the browser (VALIDATION_FILTER_STORAGE_KEY). The
 * list has no column sorts: newest first, or riskiest first when `sort` says so (the server's
 * `sort=risk`); the sortBy/sortDirection fields are fixed: the list kit expects them on every form.
 */
export const VALIDATION_FILTER_STORAGE_KEY = 'validationFilter';

const { ids } = FILTER_FIELD;

const validationFormSchema = z.object({
  ...SEARCH_ORG_DAYS,
  status: ids,
  validationStatus: ids,
  campaignId: ids,
  agentId: ids,
  paymentMethodId: ids,
  /** One delivery-risk band, or '' for every order (the server's `riskBand`, docs/delivery-risk.md). */
  riskBand: z.enum(['', ...DELIVERY_RISK_BANDS]).catch(''),
  /** Newest first, or riskiest first (docs/delivery-risk.md): a choice of the form, sent as `sort`. */
  sort: z.enum(['newest', 'risk']).catch('newest'),
  sortBy: z.literal('createdAt').catch('createdAt'),
  sortDirection: z.literal('desc').catch('desc'),
});
export type ValidationForm = z.infer<typeof validationFormSchema>;

export const EMPTY_VALIDATION_FORM: ValidationForm = validationFormSchema.parse({});

export function parseValidationForm(stored: unknown): ValidationForm {
  return readStoredForm(validationFormSchema, EMPTY_VALIDATION_FORM, stored);
}

/** The filter of the list and of the export: the form, and the org for HQ only. */
export function toValidationFilter(form: ValidationForm, access: OrderAccess) {
  return {
    ...sent.searchOrgDays(form, access),
    status: sent.ids(form.status),
    validationStatus: sent.ids(form.validationStatus),
    campaignId: sent.ids(form.campaignId),
    agentId: sent.ids(form.agentId),
    paymentMethodId: sent.ids(form.paymentMethodId),
    ...(form.riskBand ? { riskBand: [form.riskBand] } : {}),
    ...(form.sort === 'risk' ? { sort: 'risk' as const } : {}),
  };
}

/** The body of POST SO/ValidationList: the filter and the page. */
export function toValidationBody(
  form: ValidationForm,
  paging: { page: number; size: number },
  access: OrderAccess,
): ValidationListFilter {
  return { ...toValidationFilter(form, access), ...paging };
}
