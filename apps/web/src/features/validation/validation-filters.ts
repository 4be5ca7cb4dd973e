import type { ValidationListFilter } from '@leadline/contracts';
import { z } from 'zod';
import { FILTER_FIELD, readStoredForm, sent } from '../../shared/list/list-form';
import type { OrderAccess } from '../../shared/session/order-access';

/**
 * The validation list's filter form as kept in the browser (VALIDATION_FILTER_STORAGE_KEY). The
 * list is newest first on the server (no column sorts), so the sort fields are fixed: the list kit
 * expects them on every form.
 */
export const VALIDATION_FILTER_STORAGE_KEY = 'validationFilter';

const { ids, day, search, orgId } = FILTER_FIELD;

const validationFormSchema = z.object({
  search,
  orgId,
  status: ids,
  validationStatus: ids,
  campaignId: ids,
  agentId: ids,
  paymentMethodId: ids,
  dateFrom: day,
  dateTo: day,
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
    search: sent.text(form.search),
    status: sent.ids(form.status),
    validationStatus: sent.ids(form.validationStatus),
    campaignId: sent.ids(form.campaignId),
    agentId: sent.ids(form.agentId),
    paymentMethodId: sent.ids(form.paymentMethodId),
    dateFrom: sent.text(form.dateFrom),
    dateTo: sent.text(form.dateTo),
    orgId: sent.orgId(form.orgId, access),
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
