import { z } from 'zod';
import { namedRef } from '../../list-filters.js';
import {
  codeText,
  dbId,
  dbIdList,
  dbIdParam,
  int4,
  listPaging,
  orgIdParam,
} from '../../schema-primitives.js';

export * from './errors.js';

/**
 * Campaigns (SPEC.md 2.1 /apps/campaign/management and /configurations; docs/campaigns.md): an
 * org's campaigns with their calling lists, the products they offer, and their configuration (call
 * attempts, callback rules, the postback network's name).
 */

export const CAMPAIGN_CODE_MAX = 40;
export const CAMPAIGN_NAME_MAX = 120;
export const CALLING_LIST_NAME_MAX = 120;
export const CAMPAIGN_NETWORK_MAX = 60;
/** The most calling lists a campaign is created with at once. */
export const CAMPAIGN_NEW_LISTS_MAX = 20;

/** Call attempts a lead of the campaign gets at most (configuration). */
export const CALL_ATTEMPTS_LIMIT = { min: 1, max: 50, default: 5 } as const;
/** Days ahead a callback may be scheduled at most (configuration; at least 2 by SPEC.md 4). */
export const CALLBACK_DAYS_AHEAD = { min: 2, max: 90, default: 14 } as const;

/** The campaign's code (CODE_PATTERN: networks send it with their leads). */
const code = codeText(CAMPAIGN_CODE_MAX, {
  required: 'CAMPAIGNS.ERROR.CODE_REQUIRED',
  format: 'CAMPAIGNS.ERROR.CODE_FORMAT',
});
const name = (max: number) => z.string().trim().min(1, { message: 'CAMPAIGNS.ERROR.NAME_REQUIRED' }).max(max);
const network = z.string().trim().max(CAMPAIGN_NETWORK_MAX);

export const campaignListFilterSchema = z.object({
  /** Code or name. */
  search: z.string().trim().max(100).optional(),
  active: z.enum(['all', 'active', 'inactive']).default('all').describe('Which campaigns by their state'),
  /** HQ (org 0) picks the org; other users' own org always applies. */
  orgId: orgIdParam().optional(),
  ...listPaging(),
});
export type CampaignListFilter = z.infer<typeof campaignListFilterSchema>;

export const campaignIdParamsSchema = z.object({ campaignId: dbIdParam() });
export const callingListParamsSchema = z.object({ campaignId: dbIdParam(), callingListId: dbIdParam() });

/** POST: a new campaign, with its first calling lists (names) and its products. */
export const campaignCreateSchema = z.object({
  code,
  name: name(CAMPAIGN_NAME_MAX),
  network: network.optional(),
  offerProductId: dbId().nullable().optional(),
  productIds: dbIdList().optional(),
  active: z.boolean().default(true),
  callingLists: z.array(name(CALLING_LIST_NAME_MAX)).max(CAMPAIGN_NEW_LISTS_MAX).optional(),
  /** HQ names the org the campaign belongs to; other users' own org always applies. */
  orgId: orgIdParam().optional(),
});
export type CampaignCreateInput = z.infer<typeof campaignCreateSchema>;

/** PUT: the campaign's fields and products (the code stays: leads and networks name it). */
export const campaignUpdateSchema = z.object({
  name: name(CAMPAIGN_NAME_MAX),
  network: network.optional(),
  offerProductId: dbId().nullable().optional(),
  productIds: dbIdList().optional(),
  active: z.boolean(),
});
export type CampaignUpdateInput = z.infer<typeof campaignUpdateSchema>;

/** PUT configuration: call attempts, callback rule, the postback network's name, status. */
export const campaignConfigurationSchema = z.object({
  callAttemptsLimit: int4({ min: CALL_ATTEMPTS_LIMIT.min, max: CALL_ATTEMPTS_LIMIT.max }),
  callbackDaysAhead: int4({ min: CALLBACK_DAYS_AHEAD.min, max: CALLBACK_DAYS_AHEAD.max }),
  network: network.optional(),
  active: z.boolean(),
});
export type CampaignConfigurationInput = z.infer<typeof campaignConfigurationSchema>;

/** POST or PUT a calling list: its name (unique in its campaign, whatever the case). */
export const callingListSaveSchema = z.object({ name: name(CALLING_LIST_NAME_MAX) });
export type CallingListSaveInput = z.infer<typeof callingListSaveSchema>;

export const campaignRowSchema = z.object({
  id: z.number().int(),
  orgId: z.number().int(),
  code: z.string(),
  name: z.string(),
  network: z.string().nullable(),
  offerProduct: namedRef.nullable(),
  active: z.boolean(),
  callAttemptsLimit: z.number().int(),
  callbackDaysAhead: z.number().int(),
  callingLists: z.array(namedRef.extend({ leadCount: z.number().int() })),
  products: z.array(namedRef),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CampaignRow = z.infer<typeof campaignRowSchema>;
