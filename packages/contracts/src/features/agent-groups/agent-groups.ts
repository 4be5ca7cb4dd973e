import { z } from 'zod';
import { namedRef } from '../../list-filters.js';
import { dbId, dbIdParam, orgIdParam } from '../../schema-primitives.js';

export * from './errors.js';

/**
 * Agent groups (/apps/system/agent-group/all; docs/agent-groups.md): an org's teams. An agent is in
 * at most one group (users.agent_group_id); a group works the campaigns linked to it. Team leaders
 * distribute leads to groups (DOMAIN.md Distribution).
 */

export const AGENT_GROUP_NAME_MAX = 80;
export const AGENT_GROUP_DESCRIPTION_MAX = 300;

export const agentGroupSchema = z.object({
  id: z.number().int(),
  orgId: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  active: z.boolean(),
  memberCount: z.number().int(),
  campaigns: z.array(namedRef),
});
export type AgentGroup = z.infer<typeof agentGroupSchema>;

/** An agent of a group (SPEC.md 7.8 GET groups/{id}/agents). */
export const groupAgentSchema = z.object({
  userId: z.number().int(),
  userName: z.string(),
  fullName: z.string(),
  roles: z.array(z.number().int()),
  active: z.boolean(),
});
export type GroupAgent = z.infer<typeof groupAgentSchema>;

export const agentGroupListQuerySchema = z.object({
  /** HQ (org 0) picks the org; everyone else sees their own. */
  orgId: orgIdParam().optional(),
  /** Only the active groups (choices for a form), or all (the screen). */
  activeOnly: z.enum(['true', 'false']).optional(),
});

const agentGroupId = () => dbIdParam().describe('The agent group’s id');
export const agentGroupParamsSchema = z.object({ id: agentGroupId() });
export const agentGroupMemberParamsSchema = z.object({ id: agentGroupId(), userId: dbIdParam() });

const groupFields = {
  name: z.string().trim().min(1).max(AGENT_GROUP_NAME_MAX),
  description: z.string().trim().max(AGENT_GROUP_DESCRIPTION_MAX).nullable().default(null),
};

export const createAgentGroupSchema = z.object({
  ...groupFields,
  /** HQ creates in the org it picks; anyone else in their own org. */
  orgId: orgIdParam().optional(),
});
export type CreateAgentGroupInput = z.infer<typeof createAgentGroupSchema>;

/** Rename, describe, deactivate or reactivate. */
export const updateAgentGroupSchema = z.object({ ...groupFields, active: z.boolean() });
export type UpdateAgentGroupInput = z.infer<typeof updateAgentGroupSchema>;

/** Agents to add: each leaves the group they were in (an agent is in one group). */
export const addGroupAgentsSchema = z.object({ userIds: z.array(dbId()).min(1).max(200) });

/** The campaigns the group works: the whole list, replacing the previous one. */
export const groupCampaignsSchema = z.object({ campaignIds: z.array(dbId()).max(200) });
