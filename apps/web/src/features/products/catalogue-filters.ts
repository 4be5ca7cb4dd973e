import type { ProductManagementFilter, PromotionFilter } from '@leadline/contracts';
import { z } from 'zod';
import { FILTER_FIELD, readStoredForm, sent } from '../../shared/list/list-form';
import type { OrderAccess } from '../../shared/session/order-access';

/**
 * The filter forms of the catalogue screens as kept in the browser; a stored field that is
 * missing or no longer valid falls back to its default. The lists have one order (by type and
 * name; promotions by start), so the sort fields are fixed.
 */
const { search, orgId, direction } = FILTER_FIELD;

const productFormSchema = z.object({
  search,
  orgId,
  productType: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal('')]).catch(''),
  status: z.union([z.literal(0), z.literal(1), z.literal('')]).catch(''),
  trashed: z.boolean().catch(false),
  sortBy: z.literal('name').catch('name'),
  sortDirection: direction,
});
export type ProductForm = z.infer<typeof productFormSchema>;

export const EMPTY_PRODUCT_FORM: ProductForm = productFormSchema.parse({});

export function parseProductForm(stored: unknown): ProductForm {
  return readStoredForm(productFormSchema, EMPTY_PRODUCT_FORM, stored);
}

export function toProductBody(
  form: ProductForm,
  paging: { page: number; size: number },
  access: OrderAccess,
): ProductManagementFilter {
  return {
    ...paging,
    search: sent.text(form.search),
    productType: form.productType === '' ? undefined : form.productType,
    status: form.status === '' ? undefined : form.status,
    trashed: form.trashed,
    orgId: sent.orgId(form.orgId, access),
  };
}

/** The combo screen: the same form, always combos. */
export const toComboBody = (
  form: ProductForm,
  paging: { page: number; size: number },
  access: OrderAccess,
) => ({
  ...toProductBody(form, paging, access),
  productType: 2 as const,
});

const promotionFormSchema = z.object({
  search,
  orgId,
  state: z.enum(['all', 'inForce', 'inactive']).catch('all'),
  sortBy: z.literal('startsAt').catch('startsAt'),
  sortDirection: direction,
});
export type PromotionForm = z.infer<typeof promotionFormSchema>;

export const EMPTY_PROMOTION_FORM: PromotionForm = promotionFormSchema.parse({});

export function parsePromotionForm(stored: unknown): PromotionForm {
  return readStoredForm(promotionFormSchema, EMPTY_PROMOTION_FORM, stored);
}

export function toPromotionBody(
  form: PromotionForm,
  paging: { page: number; size: number },
  access: OrderAccess,
): PromotionFilter {
  return {
    ...paging,
    search: sent.text(form.search),
    state: form.state,
    orgId: sent.orgId(form.orgId, access),
  };
}
