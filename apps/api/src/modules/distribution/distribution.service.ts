import {
  AGENT_STATE,
  DISTRIBUTABLE_LEAD_STATUSES,
  DISTRIBUTION_ERRORS,
  type DistributeResult,
  type DistributeToAgentsInput,
  type DistributeToGroupInput,
  type DistributionAgent,
  type DistributionCampaign,
  type DistributionGroup,
  type DistributionProduct,
  type DistributionRow,
  type DistributionTab,
  type DistributionTabBody,
  HQ_ORG_ID,
  type Language,
  type LeadStatusCount,
  leadStatusText,
  type RecallInput,
  type RecallResult,
  type TypeLead,
} from '@leadline/contracts';
import type { ScopedDb } from '../../db/org-scope.js';
import { notFound, ruleViolation } from '../../http/app-error.js';
import type { SessionUser } from '../../http/session-user.js';
import { auditActor, writeAudit } from '../audit/index.js';
import type { PushPublisher } from '../push/index.js';
import {
  agentStatusCounts,
  type CampaignAgentRow,
  type CampaignRow,
  callingListCounts,
  campaignAgents,
  campaignCounts,
  campaignGroups,
  campaignsWithCounts,
  dealLeads,
  findCampaign,
  groupMemberIds,
  groupStatusCounts,
  type HolderStatusRow,
  type LeadFilter,
  offeredProducts,
  recallLeads,
  type ShareRow,
} from './distribution.repository.js';

/** Bulk distribution (docs/distribution.md): counts, even shares, recall, audit and push. */

/** Agents on Break or logged out (or never logged in) may be left out of a distribution. */
export function isAway(stateCode: number): boolean {
  return stateCode === AGENT_STATE.BREAK || stateCode === AGENT_STATE.LOGOUT;
}

/** HQ reads every org, or the one it picks; everyone else their own (row-level security too). */
const orgOf = (user: SessionUser, orgId: number | undefined) =>
  user.orgId === HQ_ORG_ID ? (orgId ?? null) : user.orgId;

export async function listCampaigns(
  trx: ScopedDb,
  user: SessionUser,
  typeLead: TypeLead,
  orgId?: number,
): Promise<DistributionCampaign[]> {
  const rows = await campaignsWithCounts(trx, orgOf(user, orgId), typeLead);
  return rows.map((row) => ({
    id: row.id,
    orgId: row.orgId,
    code: row.code,
    name: row.name,
    distributedLeads: row.distributed,
    undistributedLeads: row.undistributed,
  }));
}

export async function listProducts(
  trx: ScopedDb,
  user: SessionUser,
  campaignId: number | undefined,
): Promise<DistributionProduct[]> {
  if (campaignId !== undefined) await campaignOrThrow(trx, campaignId);
  return offeredProducts(trx, user.orgId === HQ_ORG_ID ? null : user.orgId, campaignId);
}

/** The campaign, or 404 (another org's campaign is invisible under row-level security). */
async function campaignOrThrow(trx: ScopedDb, campaignId: number): Promise<CampaignRow> {
  const campaign = await findCampaign(trx, campaignId);
  if (!campaign) throw notFound();
  return campaign;
}

function emptyRow(): DistributionRow {
  return {
    calling: null,
    bulkAttributes: { sizeOfDistributedLeads: 0, sizeOfUnDistributeLeads: 0 },
    groups: null,
    user: null,
    recallAttributes: [],
    callingListID: null,
    callingList: null,
    distributedLeads: 0,
    undistributedLeads: 0,
    groupName: null,
    agent: null,
    leadStatus: '',
  };
}

/** Folds the (holder, status) rows into one row per holder with its 'status (count);' text. */
function holderRows(rows: HolderStatusRow[], byAgent: boolean, onlyOpen = false): DistributionRow[] {
  const out = new Map<number, DistributionRow>();
  for (const row of rows) {
    const key = byAgent ? row.userId : row.groupId;
    if (key === null) continue;
    let holder = out.get(key);
    if (!holder) {
      holder = {
        ...emptyRow(),
        groups: row.groupId !== null ? { id: row.groupId, name: row.groupName ?? '' } : null,
        groupName: row.groupName,
        user:
          byAgent && row.userId !== null
            ? { id: row.userId, userName: row.userName ?? '', fullName: row.fullName ?? '' }
            : null,
        agent: byAgent ? (row.fullName ?? row.userName) : null,
      };
      out.set(key, holder);
    }
    if (row.leadStatus === null || row.count === 0) continue;
    if (onlyOpen && !DISTRIBUTABLE_LEAD_STATUSES.includes(row.leadStatus)) continue;
    const status: LeadStatusCount = {
      leadStatusMark: row.leadStatus,
      name: row.statusName ?? String(row.leadStatus),
      sizeOfLeadsStatus: row.count,
    };
    holder.recallAttributes.push(status);
    holder.distributedLeads += row.count;
  }
  return [...out.values()].map((row) => ({
    ...row,
    bulkAttributes: { sizeOfDistributedLeads: row.distributedLeads, sizeOfUnDistributeLeads: 0 },
    leadStatus: leadStatusText(row.recallAttributes),
  }));
}

/**
 * POST bulk-distribution/{campaignId}?tab=: the rows of SPEC.md 3. With `recallView` (POST
 * .../recall/view) the groups and agents hold only what a recall may take back: leads still being
 * worked (DISTRIBUTABLE_LEAD_STATUSES); an Approved, Rejected or trashed lead stays with its agent.
 */
export async function tabRows(
  trx: ScopedDb,
  campaignId: number,
  tab: DistributionTab,
  body: DistributionTabBody,
  language: Language,
  recallView = false,
): Promise<DistributionRow[]> {
  await campaignOrThrow(trx, campaignId);
  const filter: LeadFilter = { campaignId, productIds: body.productIds, typeLead: body.typeLead };
  if (tab === 'GROUPS_TAB')
    return holderRows(await groupStatusCounts(trx, filter, language), false, recallView);
  if (tab === 'AGENTS_TAB')
    return holderRows(await agentStatusCounts(trx, filter, language), true, recallView);
  // The leads tab: the whole campaign first (calling list 0: what "all calling lists" deals from).
  const whole = await campaignCounts(trx, filter);
  const lists = await callingListCounts(trx, filter);
  const row = (id: number, name: string | null, distributed: number, undistributed: number) => ({
    ...emptyRow(),
    calling: { id, name: name ?? '' },
    bulkAttributes: { sizeOfDistributedLeads: distributed, sizeOfUnDistributeLeads: undistributed },
    callingListID: id,
    callingList: name,
    distributedLeads: distributed,
    undistributedLeads: undistributed,
  });
  return [
    row(0, null, whole.distributed, whole.undistributed),
    ...lists.map((list) => row(list.id ?? 0, list.name, list.distributed, list.undistributed)),
  ];
}

export async function listGroups(trx: ScopedDb, campaignId: number): Promise<DistributionGroup[]> {
  await campaignOrThrow(trx, campaignId);
  return campaignGroups(trx, campaignId);
}

function toAgent(row: CampaignAgentRow): DistributionAgent {
  return { ...row, away: isAway(row.stateCode) };
}

export async function listAgents(trx: ScopedDb, campaignId: number): Promise<DistributionAgent[]> {
  await campaignOrThrow(trx, campaignId);
  return (await campaignAgents(trx, campaignId)).map(toAgent);
}

/** Who announces the changes: the push hub, on the transaction's commit. */
export interface DistributionContext {
  push: PushPublisher;
}

/** pg_notify carries at most 8000 bytes: the agents of a large distribution go in several events. */
const PUSH_CHUNK = 500;

async function announce(
  ctx: DistributionContext,
  trx: ScopedDb,
  orgId: number,
  action: 'distribute' | 'recall',
  agentIds: number[],
  at: Date,
): Promise<void> {
  for (let start = 0; start < agentIds.length; start += PUSH_CHUNK) {
    await ctx.push.publish(
      {
        type: 'leads.assignment',
        orgId,
        action,
        agentIds: agentIds.slice(start, start + PUSH_CHUNK),
        at: at.toISOString(),
      },
      trx,
    );
  }
}

interface DealTarget {
  campaign: CampaignRow;
  callingListId: number;
  agents: CampaignAgentRow[];
  groupId: number | null;
  input: {
    count?: number | undefined;
    skipAway: boolean;
    productIds?: number[] | undefined;
    typeLead?: TypeLead | undefined;
  };
}

/** Deals to the agents (even shares), audits and pushes; the shares in dealing order. */
async function deal(
  ctx: DistributionContext,
  trx: ScopedDb,
  user: SessionUser,
  target: DealTarget,
  now: Date,
): Promise<DistributeResult> {
  const { campaign, input } = target;
  const skipped = input.skipAway ? target.agents.filter((agent) => isAway(agent.stateCode)) : [];
  const receivers = target.agents.filter((agent) => !skipped.includes(agent));
  if (receivers.length === 0) throw ruleViolation(DISTRIBUTION_ERRORS.NO_AGENTS);
  const agentIds = receivers.map((agent) => agent.id);
  const dealt = await dealLeads(trx, {
    campaignId: campaign.id,
    callingListId: target.callingListId,
    productIds: input.productIds,
    typeLead: input.typeLead,
    agentIds,
    count: input.count ?? null,
    actorId: user.userId,
    at: now,
  });
  const byAgent = new Map(dealt.map((share) => [share.agentId, share.count]));
  const shares: ShareRow[] = agentIds.map((agentId) => ({ agentId, count: byAgent.get(agentId) ?? 0 }));
  const distributed = dealt.reduce((sum, share) => sum + share.count, 0);
  await writeAudit(trx, {
    orgId: campaign.orgId,
    ...auditActor(user),
    action: 'distribution.distribute',
    entityType: 'campaign',
    entityId: String(campaign.id),
    details: {
      callingListId: target.callingListId,
      groupId: target.groupId,
      requested: input.count ?? null,
      distributed,
      shares,
      skippedAgentIds: skipped.map((agent) => agent.id),
      productIds: input.productIds ?? [],
      typeLead: input.typeLead ?? null,
    },
  });
  const touched = shares.filter((share) => share.count > 0).map((share) => share.agentId);
  await announce(ctx, trx, campaign.orgId, 'distribute', touched, now);
  return { distributed, shares, skippedAgentIds: skipped.map((agent) => agent.id) };
}

async function checkCallingList(trx: ScopedDb, campaignId: number, callingListId: number) {
  if (callingListId === 0) return;
  const list = await trx
    .selectFrom('callingLists')
    .select('id')
    .where('id', '=', callingListId)
    .where('campaignId', '=', campaignId)
    .executeTakeFirst();
  if (!list) throw ruleViolation(DISTRIBUTION_ERRORS.NO_CALLING_LIST);
}

/** POST bulk-distribution/{a}/{b}/group: the group's active agents, in id order. */
export async function distributeToGroup(
  ctx: DistributionContext,
  trx: ScopedDb,
  user: SessionUser,
  params: { campaignId: number; callingListId: number },
  input: DistributeToGroupInput,
  now = new Date(),
): Promise<DistributeResult> {
  const campaign = await campaignOrThrow(trx, params.campaignId);
  await checkCallingList(trx, campaign.id, params.callingListId);
  const groups = await campaignGroups(trx, campaign.id);
  if (!groups.some((group) => group.id === input.groupId)) throw ruleViolation(DISTRIBUTION_ERRORS.NO_GROUP);
  const agents = await campaignAgents(trx, campaign.id, input.groupId);
  return deal(
    ctx,
    trx,
    user,
    { campaign, callingListId: params.callingListId, agents, groupId: input.groupId, input },
    now,
  );
}

/** POST bulk-distribution/{a}/{b}/agent: the chosen agents, in the order given. */
export async function distributeToAgents(
  ctx: DistributionContext,
  trx: ScopedDb,
  user: SessionUser,
  params: { campaignId: number; callingListId: number },
  input: DistributeToAgentsInput,
  now = new Date(),
): Promise<DistributeResult> {
  const campaign = await campaignOrThrow(trx, params.campaignId);
  await checkCallingList(trx, campaign.id, params.callingListId);
  const eligible = new Map((await campaignAgents(trx, campaign.id)).map((agent) => [agent.id, agent]));
  const chosen = [...new Set(input.agentIds)].map((id) => eligible.get(id));
  const agents = chosen.filter((agent): agent is CampaignAgentRow => agent !== undefined);
  if (agents.length !== chosen.length) throw ruleViolation(DISTRIBUTION_ERRORS.NOT_AN_AGENT);
  return deal(
    ctx,
    trx,
    user,
    { campaign, callingListId: params.callingListId, agents, groupId: null, input },
    now,
  );
}

/** POST bulk-distribution/{id}/recall: by group (its members) or by one agent, by lead status. */
export async function recall(
  ctx: DistributionContext,
  trx: ScopedDb,
  user: SessionUser,
  campaignId: number,
  input: RecallInput,
  now = new Date(),
): Promise<RecallResult> {
  const campaign = await campaignOrThrow(trx, campaignId);
  let agentIds: number[];
  if (input.groupId !== undefined) {
    const group = await trx
      .selectFrom('agentGroups')
      .select('id')
      .where('id', '=', input.groupId)
      .where('orgId', '=', campaign.orgId)
      .executeTakeFirst();
    if (!group) throw ruleViolation(DISTRIBUTION_ERRORS.NO_GROUP);
    agentIds = await groupMemberIds(trx, group.id);
  } else {
    agentIds = [input.agentId ?? 0];
  }
  const taken = await recallLeads(trx, {
    campaignId: campaign.id,
    productIds: input.productIds,
    typeLead: input.typeLead,
    agentIds,
    // Only leads still being worked come back (see tabRows); other statuses are ignored.
    leadStatuses: [...new Set(input.leadStatuses)].filter((status) =>
      DISTRIBUTABLE_LEAD_STATUSES.includes(status),
    ),
    actorId: user.userId,
    at: now,
  });
  const byAgent = new Map<number, number>();
  for (const lead of taken) byAgent.set(lead.agentId, (byAgent.get(lead.agentId) ?? 0) + 1);
  const shares = [...byAgent].map(([agentId, count]) => ({ agentId, count }));
  await writeAudit(trx, {
    orgId: campaign.orgId,
    ...auditActor(user),
    action: 'distribution.recall',
    entityType: 'campaign',
    entityId: String(campaign.id),
    details: {
      groupId: input.groupId ?? null,
      agentId: input.agentId ?? null,
      leadStatuses: input.leadStatuses,
      recalled: taken.length,
      shares,
    },
  });
  await announce(ctx, trx, campaign.orgId, 'recall', [...byAgent.keys()], now);
  return { recalled: taken.length, leadIds: taken.map((lead) => lead.id), shares };
}
