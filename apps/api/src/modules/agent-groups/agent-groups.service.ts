import {
  AGENT_GROUPS_ERRORS,
  type AgentGroup,
  type CreateAgentGroupInput,
  type GroupAgent,
  HQ_ORG_ID,
  ROLE_GROUPS,
  type UpdateAgentGroupInput,
} from '@leadline/contracts';
import type { ScopedDb } from '../../db/org-scope.js';
import { notFound, ruleViolation } from '../../http/app-error.js';
import { sqlStateOf } from '../../http/error-handler.js';
import type { SessionUser } from '../../http/session-user.js';
import { writeAudit } from '../audit/index.js';
import { orgForNewRow } from '../users/index.js';
import {
  agentsAmong,
  campaignsAmong,
  findGroup,
  groupCampaignIds,
  groupMembers,
  insertGroup,
  type LockedGroup,
  listGroups,
  lockGroup,
  nameTaken,
  replaceGroupCampaigns,
  setMembersGroup,
  updateGroupRow,
} from './agent-groups.repository.js';

/**
 * Agent groups (docs/agent-groups.md). Row-level security keeps everyone to their org (HQ: every
 * org); a member is an active agent (roles 12, 27) of the group's org and is in one group only,
 * so adding them moves them. Every change is audited.
 */

export interface Actor {
  user: SessionUser;
  ip: string;
}

const AGENT_ROLES: readonly number[] = ROLE_GROUPS.staff;

function orgOfList(user: SessionUser, requested: number | undefined): number | null {
  return user.orgId === HQ_ORG_ID ? (requested ?? null) : user.orgId;
}

async function lockVisible(trx: ScopedDb, id: number): Promise<LockedGroup> {
  // Another org's group is invisible under row-level security: answered as no group.
  const group = await lockGroup(trx, id);
  if (!group) throw notFound();
  return group;
}

async function answer(trx: ScopedDb, id: number): Promise<AgentGroup> {
  const group = await findGroup(trx, id);
  if (!group) throw notFound();
  return group;
}

/** The unique name index refuses a name another request took meanwhile: answered as taken. */
const nameTakenOnConflict = (error: unknown): never => {
  if (sqlStateOf(error) === '23505') throw ruleViolation(AGENT_GROUPS_ERRORS.NAME_TAKEN);
  throw error;
};

const audit = (
  trx: ScopedDb,
  actor: Actor,
  group: { id: number; orgId: number },
  action: string,
  details: object,
) =>
  writeAudit(trx, {
    orgId: group.orgId,
    userId: actor.user.userId,
    action,
    entityType: 'agent_group',
    entityId: String(group.id),
    details: details as Record<string, unknown>,
    ip: actor.ip,
  });

export async function agentGroupList(
  trx: ScopedDb,
  user: SessionUser,
  query: { orgId?: number | undefined; activeOnly?: 'true' | 'false' | undefined },
): Promise<AgentGroup[]> {
  const orgId = orgOfList(user, query.orgId);
  return listGroups(trx, { orgId, activeOnly: query.activeOnly === 'true' });
}

export async function createAgentGroup(
  trx: ScopedDb,
  actor: Actor,
  input: CreateAgentGroupInput,
): Promise<AgentGroup> {
  const orgId = orgForNewRow(actor.user, input.orgId);
  try {
    if (await nameTaken(trx, orgId, input.name)) throw ruleViolation(AGENT_GROUPS_ERRORS.NAME_TAKEN);
    const id = await insertGroup(trx, { orgId, name: input.name, description: input.description });
    await audit(trx, actor, { id, orgId }, 'agent_group_created', {
      name: input.name,
      description: input.description,
    });
    return answer(trx, id);
  } catch (error) {
    return nameTakenOnConflict(error);
  }
}

export async function updateAgentGroup(
  trx: ScopedDb,
  actor: Actor,
  id: number,
  input: UpdateAgentGroupInput,
): Promise<AgentGroup> {
  try {
    const group = await lockVisible(trx, id);
    if (await nameTaken(trx, group.orgId, input.name, id))
      throw ruleViolation(AGENT_GROUPS_ERRORS.NAME_TAKEN);
    const changes: Record<string, { from: unknown; to: unknown }> = {};
    for (const key of ['name', 'description', 'active'] as const)
      if (group[key] !== input[key]) changes[key] = { from: group[key], to: input[key] };
    if (Object.keys(changes).length === 0) return answer(trx, id);
    await updateGroupRow(trx, id, input, new Date());
    const action =
      changes.active === undefined
        ? 'agent_group_updated'
        : input.active
          ? 'agent_group_reactivated'
          : 'agent_group_deactivated';
    await audit(trx, actor, group, action, { changes });
    return answer(trx, id);
  } catch (error) {
    return nameTakenOnConflict(error);
  }
}

export async function agentsOfGroup(trx: ScopedDb, id: number): Promise<GroupAgent[]> {
  if (!(await findGroup(trx, id))) throw notFound();
  return groupMembers(trx, id);
}

/** Adds agents (each leaves the group they were in); a user who is not an active agent of the org refuses the call. */
export async function addGroupAgents(
  trx: ScopedDb,
  actor: Actor,
  id: number,
  userIds: number[],
): Promise<GroupAgent[]> {
  const wanted = [...new Set(userIds)];
  const group = await lockVisible(trx, id);
  if (!group.active) throw ruleViolation(AGENT_GROUPS_ERRORS.INACTIVE);
  const agents = await agentsAmong(trx, group.orgId, wanted, AGENT_ROLES);
  if (agents.length !== wanted.length) throw ruleViolation(AGENT_GROUPS_ERRORS.NOT_AGENT);
  const moving = agents.filter((agent) => agent.agentGroupId !== id);
  await setMembersGroup(
    trx,
    moving.map((agent) => agent.id),
    id,
    new Date(),
  );
  if (moving.length > 0)
    await audit(trx, actor, group, 'agent_group_members_added', {
      members: moving.map((agent) => ({ userId: agent.id, fromGroupId: agent.agentGroupId })),
    });
  return groupMembers(trx, id);
}

export async function removeGroupAgent(
  trx: ScopedDb,
  actor: Actor,
  id: number,
  userId: number,
): Promise<GroupAgent[]> {
  const group = await lockVisible(trx, id);
  const members = await groupMembers(trx, id);
  if (!members.some((member) => member.userId === userId))
    throw ruleViolation(AGENT_GROUPS_ERRORS.NOT_MEMBER);
  await setMembersGroup(trx, [userId], null, new Date());
  await audit(trx, actor, group, 'agent_group_member_removed', { userId });
  return groupMembers(trx, id);
}

export async function setGroupCampaigns(
  trx: ScopedDb,
  actor: Actor,
  id: number,
  campaignIds: number[],
): Promise<AgentGroup> {
  const wanted = [...new Set(campaignIds)].sort((a, b) => a - b);
  const group = await lockVisible(trx, id);
  const found = await campaignsAmong(trx, group.orgId, wanted);
  if (found.length !== wanted.length) throw ruleViolation(AGENT_GROUPS_ERRORS.CAMPAIGN_UNKNOWN);
  const before = await groupCampaignIds(trx, id);
  if (JSON.stringify(before) !== JSON.stringify(wanted)) {
    await replaceGroupCampaigns(trx, group, wanted);
    await audit(trx, actor, group, 'agent_group_campaigns_set', { from: before, to: wanted });
  }
  return answer(trx, id);
}
