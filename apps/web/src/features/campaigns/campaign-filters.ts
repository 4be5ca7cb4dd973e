import type { CampaignListFilter } from '@leadline/contracts';
import { z } from 'zod';
import { FILTER_FIELD, readStoredForm, sent } from '../../shared/list/list-form';
import type { OrderAccess } from '../../shared/session/order-access';

/** The campaign screens' filter form as kept in the browser; the list has one order (active, code). */
const { search, orgId, direction } = FILTER_FIELD;

const campaignFormSchema = z.object({
  search,
  orgId,
  active: z.enum(['all', 'active', 'inactive']).catch('all'),
  sortBy: z.literal('code').catch('code'),
  sortDirection: direction,
});
export type CampaignForm = z.infer<typeof campaignFormSchema>;

export const EMPTY_CAMPAIGN_FORM: CampaignForm = campaignFormSchema.parse({});
export const CAMPAIGN_FILTER_STORAGE_KEY = 'campaignManagementFilter';

export function parseCampaignForm(stored: unknown): CampaignForm {
  return readStoredForm(campaignFormSchema, EMPTY_CAMPAIGN_FORM, stored);
}

export function toCampaignBody(
  form: CampaignForm,
  paging: { page: number; size: number },
  access: OrderAccess,
): CampaignListFilter {
  return {
    ...paging,
    search: form.search.trim() || undefined,
    active: form.active,
    orgId: sent.orgId(form.orgId, access),
  };
}
