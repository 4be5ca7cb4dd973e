import { z } from 'zod';
import { LEAD_STATUS, TYPE_LEADS } from '../../leads.js';
import { dbIdList, dbIdParam, int4, int4Param, orgIdParam } from '../../schema-primitives.js';

export * from './errors.js';

/**
 * Bulk distribution (SPEC.md 2.5, 3 "Distribution row", 7.8; DOMAIN.md Distribution;
 * docs/distribution.md). A team leader hands undistributed leads of a campaign to a group or to
 * agents in even shares, and recalls them by group or agent, filtered by lead status.
 */

/** The three tabs of /apps/orders/distribution/{id} (SPEC.md 9). */
export const DISTRIBUTION_TABS = ['LEADS_TAB', 'GROUPS_TAB', 'AGENTS_TAB'] as const;
export type DistributionTab = (typeof DISTRIBUTION_TABS)[number];
/** Recall views exist for groups and agents only (SPEC.md 7.8). */
export const RECALL_TABS = ['GROUPS_TAB', 'AGENTS_TAB'] as const;
export type RecallTab = (typeof RECALL_TABS)[number];

/** The most leads one distribution hands out (the benchmark's 100,000 and room above). */
export const DISTRIBUTE_MAX = 500_000;
/** The most agents one distribution deals to (DOMAIN.md: 300 agents an org). */
export const DISTRIBUTE_AGENTS_MAX = 1000;

/** :campaignId of the campaign's calls. */
export const distributionCampaignParamsSchema = z.object({ campaignId: dbIdParam() });

/** :campaignId/:callingListId of the distribute calls; calling list 0 means every list of the campaign. */
export const distributeParamsSchema = z.object({
  campaignId: dbIdParam(),
  callingListId: int4Param({ min: 0 }),
});

/**
 * The statuses a lead can be handed out in: still to be worked. A lead Approved, Rejected, in
 * Trash or Duplicated is done with and never distributed.
 */
export const DISTRIBUTABLE_LEAD_STATUSES: readonly number[] = [
  LEAD_STATUS.NEW,
  LEAD_STATUS.BUSY,
  LEAD_STATUS.NO_ANSWER,
  LEAD_STATUS.UNREACHABLE,
  LEAD_STATUS.CALLBACK_POTENTIAL,
  LEAD_STATUS.CALLBACK_PROSPECT,
  LEAD_STATUS.CALLBACK_CONSULTING,
];

/**
 * The products filter (GET bulk-distribution/products: leads whose offer is one of these) and
 * the kind of leads (fresh 'lead' or resell 'so'; both when absent).
 */
const productFilter = { productIds: dbIdList().optional(), typeLead: z.enum(TYPE_LEADS).optional() };

/** POST bulk-distribution/{campaignId}?tab=: the tab, and the products filter in the body. */
export const distributionTabQuerySchema = z.object({ tab: z.enum(DISTRIBUTION_TABS) });
export const distributionTabBodySchema = z.object({ ...productFilter });
export type DistributionTabBody = z.infer<typeof distributionTabBodySchema>;

export const recallViewQuerySchema = z.object({ tab: z.enum(RECALL_TABS) });

/** 'status (count);' of SPEC.md 3, as data: the client writes the text in its language. */
export const leadStatusCountSchema = z.object({
  leadStatusMark: z.number().int(),
  name: z.string(),
  sizeOfLeadsStatus: z.number().int(),
});
export type LeadStatusCount = z.infer<typeof leadStatusCountSchema>;

/**
 * A row of a tab (SPEC.md 3 "Distribution row"): the source fields and the derived ones. The
 * leads tab has one row per calling list; the groups tab one per group; the agents tab one per
 * agent. distributedLeads counts the campaign's leads held (by the list's, group's or agent's
 * agents); undistributedLeads those nobody holds (leads tab only, else 0).
 */
export const distributionRowSchema = z.object({
  calling: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  bulkAttributes: z.object({
    sizeOfDistributedLeads: z.number().int(),
    sizeOfUnDistributeLeads: z.number().int(),
  }),
  groups: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  user: z.object({ id: z.number().int(), userName: z.string(), fullName: z.string() }).nullable(),
  recallAttributes: z.array(leadStatusCountSchema),
  callingListID: z.number().int().nullable(),
  callingList: z.string().nullable(),
  distributedLeads: z.number().int(),
  undistributedLeads: z.number().int(),
  groupName: z.string().nullable(),
  agent: z.string().nullable(),
  /** 'New (12); Busy (3);' in the language of the call. */
  leadStatus: z.string(),
});
export type DistributionRow = z.infer<typeof distributionRowSchema>;

/** A campaign of the /all page (fresh leads, or resell leads with rule=bdr). */
export const distributionCampaignSchema = z.object({
  id: z.number().int(),
  orgId: z.number().int(),
  code: z.string(),
  name: z.string(),
  distributedLeads: z.number().int(),
  undistributedLeads: z.number().int(),
});
export type DistributionCampaign = z.infer<typeof distributionCampaignSchema>;

export const distributionCampaignsQuerySchema = z.object({ orgId: orgIdParam().optional() });
/** campaigns/all/resells?rule=bdr: the campaigns with resell leads (bdr: the only rule known). */
export const resellCampaignsQuerySchema = z.object({
  rule: z.enum(['bdr']),
  orgId: orgIdParam().optional(),
});

/** A product of the products filter: the offers of the org's leads. */
export const distributionProductSchema = z.object({ id: z.number().int(), name: z.string() });
export type DistributionProduct = z.infer<typeof distributionProductSchema>;
export const distributionProductsQuerySchema = z.object({ campaignId: dbIdParam().optional() });

/** GET bulk-distribution/{id}/groups: the groups working the campaign, with their active agents. */
export const distributionGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  agentCount: z.number().int(),
});
export type DistributionGroup = z.infer<typeof distributionGroupSchema>;

/** GET bulk-distribution/{id}/agents: the active agents of those groups, with their state. */
export const distributionAgentSchema = z.object({
  id: z.number().int(),
  userName: z.string(),
  fullName: z.string(),
  groupId: z.number().int(),
  groupName: z.string(),
  /** The agent state (activity 53) name, 'Logout' when the agent never logged in. */
  state: z.string(),
  stateCode: z.number().int(),
  /** On Break or logged out: the dialogs may leave them out. */
  away: z.boolean(),
});
export type DistributionAgent = z.infer<typeof distributionAgentSchema>;

const distributeCommon = {
  /** How many undistributed leads to hand out; all of them when absent. */
  count: int4({ min: 1, max: DISTRIBUTE_MAX }).optional(),
  /** Leave out agents on Break or logged out. */
  skipAway: z.boolean().default(false),
  ...productFilter,
};

/** POST bulk-distribution/{a}/{b}/group: every active agent of the group gets an even share. */
export const distributeToGroupSchema = z.object({ groupId: int4({ min: 1 }), ...distributeCommon });
export type DistributeToGroupInput = z.infer<typeof distributeToGroupSchema>;

/** POST bulk-distribution/{a}/{b}/agent: the chosen agents get even shares. */
export const distributeToAgentsSchema = z.object({
  agentIds: z
    .array(int4({ min: 1 }))
    .min(1)
    .max(DISTRIBUTE_AGENTS_MAX),
  ...distributeCommon,
});
export type DistributeToAgentsInput = z.infer<typeof distributeToAgentsSchema>;

export const distributionShareSchema = z.object({ agentId: z.number().int(), count: z.number().int() });
export type DistributionShare = z.infer<typeof distributionShareSchema>;

export const distributeResultSchema = z.object({
  distributed: z.number().int(),
  /** One entry per agent dealt to, in dealing order; they differ by at most one. */
  shares: z.array(distributionShareSchema),
  /** Agents left out because they were on Break or logged out. */
  skippedAgentIds: z.array(z.number().int()),
});
export type DistributeResult = z.infer<typeof distributeResultSchema>;

/**
 * POST bulk-distribution/{id}/recall: the leads of the campaign held by the group's agents or by
 * one agent, in the chosen lead statuses, become undistributed again.
 */
export const recallSchema = z
  .object({
    groupId: int4({ min: 1 }).optional(),
    agentId: int4({ min: 1 }).optional(),
    leadStatuses: z
      .array(int4({ min: 0 }))
      .min(1)
      .max(50),
    ...productFilter,
  })
  .refine((input) => (input.groupId === undefined) !== (input.agentId === undefined), {
    message: 'give either groupId or agentId',
    path: ['groupId'],
  });
export type RecallInput = z.infer<typeof recallSchema>;

export const recallResultSchema = z.object({
  recalled: z.number().int(),
  leadIds: z.array(z.number().int()),
  /** How many were taken from each agent. */
  shares: z.array(distributionShareSchema),
});
export type RecallResult = z.infer<typeof recallResultSchema>;

/** The 'status (count);' text of SPEC.md 3. */
export function leadStatusText(counts: readonly { name: string; sizeOfLeadsStatus: number }[]): string {
  return counts.map((count) => `${count.name} (${count.sizeOfLeadsStatus});`).join(' ');
}
