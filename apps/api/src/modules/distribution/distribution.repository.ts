import {
  AGENT_STATE,
  DISTRIBUTABLE_LEAD_STATUSES,
  type Language,
  SYNONYM_TYPE,
  type TypeLead,
} from '@leadline/contracts';
import { type RawBuilder, sql } from 'kysely';
import type { ScopedDb } from '../../db/org-scope.js';

/**
 * The only code of bulk distribution that touches the database (docs/distribution.md). The
 * counting queries read `leads` by campaign; the distribution and the recall are each ONE
 * statement, so that concurrent team leaders can never hand one lead to two agents.
 */

const OPEN_STATUSES = [...DISTRIBUTABLE_LEAD_STATUSES];

/** Which leads of a campaign a call is about: the products filter and the kind of lead. */
export interface LeadFilter {
  campaignId: number;
  productIds?: number[] | undefined;
  typeLead?: TypeLead | undefined;
}

/** The filter's conditions on `leads l`, ANDed after a WHERE or ON. */
function leadConditions(filter: LeadFilter): RawBuilder<unknown> {
  const parts = [sql`l.campaign_id = ${filter.campaignId}`];
  if (filter.productIds && filter.productIds.length > 0)
    parts.push(sql`l.offer_product_id = ANY(${filter.productIds}::integer[])`);
  if (filter.typeLead) parts.push(sql`l.type_lead = ${filter.typeLead}`);
  return sql.join(parts, sql` AND `);
}

const undistributed = sql`l.assignee_id IS NULL AND l.lead_status = ANY(${OPEN_STATUSES}::integer[])`;

export interface CampaignRow {
  id: number;
  orgId: number;
  code: string;
  name: string;
}

/** A campaign the caller may see (row-level security hides other orgs' campaigns). */
export async function findCampaign(trx: ScopedDb, campaignId: number): Promise<CampaignRow | undefined> {
  return trx
    .selectFrom('campaigns')
    .select(['id', 'orgId', 'code', 'name'])
    .where('id', '=', campaignId)
    .executeTakeFirst();
}

export interface CampaignCountRow extends CampaignRow {
  distributed: number;
  undistributed: number;
}

/**
 * The active campaigns with their held and undistributed leads of one kind: every campaign for
 * fresh leads, only those with resell leads for 'so' (campaigns/all/resells).
 */
export async function campaignsWithCounts(
  trx: ScopedDb,
  orgId: number | null,
  typeLead: TypeLead,
): Promise<CampaignCountRow[]> {
  const { rows } = await sql<CampaignCountRow>`
    SELECT c.id, c.org_id, c.code, c.name,
      count(l.id) FILTER (WHERE l.assignee_id IS NOT NULL)::integer AS distributed,
      count(l.id) FILTER (WHERE ${undistributed})::integer AS undistributed
    FROM campaigns c
    LEFT JOIN leads l ON l.campaign_id = c.id AND l.type_lead = ${typeLead}
    WHERE c.active ${orgId === null ? sql`` : sql`AND c.org_id = ${orgId}`}
    GROUP BY c.id
    ${typeLead === 'so' ? sql`HAVING count(l.id) > 0` : sql``}
    ORDER BY c.org_id, c.name, c.id`.execute(trx);
  return rows;
}

/** The offers of the leads (of one campaign): the products filter's choices. */
export async function offeredProducts(trx: ScopedDb, orgId: number | null, campaignId: number | undefined) {
  const { rows } = await sql<{ id: number; name: string }>`
    SELECT p.id, p.name FROM products p
    WHERE EXISTS (
      SELECT 1 FROM leads l WHERE l.offer_product_id = p.id
      ${campaignId === undefined ? sql`` : sql`AND l.campaign_id = ${campaignId}`}
    ) ${orgId === null ? sql`` : sql`AND p.org_id = ${orgId}`}
    ORDER BY p.name, p.id`.execute(trx);
  return rows;
}

export interface CallingListCountRow {
  id: number | null;
  name: string | null;
  distributed: number;
  undistributed: number;
}

/** The leads tab: per calling list of the campaign, the held and the undistributed leads. */
export async function callingListCounts(trx: ScopedDb, filter: LeadFilter): Promise<CallingListCountRow[]> {
  const { rows } = await sql<CallingListCountRow>`
    SELECT cl.id, cl.name,
      count(l.id) FILTER (WHERE l.assignee_id IS NOT NULL)::integer AS distributed,
      count(l.id) FILTER (WHERE ${undistributed})::integer AS undistributed
    FROM calling_lists cl
    LEFT JOIN leads l ON l.calling_list_id = cl.id AND ${leadConditions(filter)}
    WHERE cl.campaign_id = ${filter.campaignId}
    GROUP BY cl.id
    ORDER BY cl.id`.execute(trx);
  return rows;
}

/** The whole campaign (every calling list, and leads without one): the leads tab's first row. */
export async function campaignCounts(trx: ScopedDb, filter: LeadFilter) {
  const { rows } = await sql<{ distributed: number; undistributed: number }>`
    SELECT count(*) FILTER (WHERE l.assignee_id IS NOT NULL)::integer AS distributed,
      count(*) FILTER (WHERE ${undistributed})::integer AS undistributed
    FROM leads l WHERE ${leadConditions(filter)}`.execute(trx);
  return rows[0] ?? { distributed: 0, undistributed: 0 };
}

export interface HolderStatusRow {
  groupId: number | null;
  groupName: string | null;
  userId: number | null;
  userName: string | null;
  fullName: string | null;
  leadStatus: number | null;
  statusName: string | null;
  count: number;
}

function statusName(language: Language) {
  return language === 'vi' ? sql`s.name_vi` : sql`s.name`;
}

/**
 * The groups tab: the active groups working the campaign, with the campaign's leads their
 * members hold, by lead status (one row per group and status; a group holding none has one row
 * with a null status).
 */
export async function groupStatusCounts(
  trx: ScopedDb,
  filter: LeadFilter,
  language: Language,
): Promise<HolderStatusRow[]> {
  const { rows } = await sql<HolderStatusRow>`
    SELECT g.id AS group_id, g.name AS group_name, NULL::integer AS user_id, NULL::text AS user_name,
      NULL::text AS full_name, l.lead_status, ${statusName(language)} AS status_name,
      count(l.id)::integer AS count
    FROM agent_groups g
    JOIN agent_group_campaigns gc ON gc.group_id = g.id AND gc.campaign_id = ${filter.campaignId}
    LEFT JOIN users u ON u.agent_group_id = g.id
    LEFT JOIN leads l ON l.assignee_id = u.id AND ${leadConditions(filter)}
    LEFT JOIN synonyms s ON s.type_id = ${SYNONYM_TYPE.LEAD_STATUS} AND s.value = l.lead_status
    WHERE g.active
    GROUP BY g.id, g.name, l.lead_status, s.name, s.name_vi
    ORDER BY g.name, g.id, l.lead_status`.execute(trx);
  return rows;
}

/**
 * The agents tab: the active agents of the groups working the campaign and anyone holding its
 * leads, with the leads they hold by status (one row per agent and status).
 */
export async function agentStatusCounts(
  trx: ScopedDb,
  filter: LeadFilter,
  language: Language,
): Promise<HolderStatusRow[]> {
  const { rows } = await sql<HolderStatusRow>`
    WITH holders AS (
      SELECT DISTINCT l.assignee_id AS id FROM leads l
      WHERE ${leadConditions(filter)} AND l.assignee_id IS NOT NULL
      UNION
      SELECT u.id FROM users u
      JOIN agent_group_campaigns gc ON gc.group_id = u.agent_group_id AND gc.campaign_id = ${filter.campaignId}
      JOIN agent_groups g ON g.id = u.agent_group_id AND g.active
      WHERE u.active
    )
    SELECT g.id AS group_id, g.name AS group_name, u.id AS user_id, u.user_name, u.full_name,
      l.lead_status, ${statusName(language)} AS status_name, count(l.id)::integer AS count
    FROM holders h
    JOIN users u ON u.id = h.id
    LEFT JOIN agent_groups g ON g.id = u.agent_group_id
    LEFT JOIN leads l ON l.assignee_id = u.id AND ${leadConditions(filter)}
    LEFT JOIN synonyms s ON s.type_id = ${SYNONYM_TYPE.LEAD_STATUS} AND s.value = l.lead_status
    GROUP BY g.id, g.name, u.id, u.user_name, u.full_name, l.lead_status, s.name, s.name_vi
    ORDER BY u.full_name, u.id, l.lead_status`.execute(trx);
  return rows;
}

export interface CampaignGroupRow {
  id: number;
  name: string;
  agentCount: number;
}

/** The active groups working the campaign, with their active members. */
export async function campaignGroups(trx: ScopedDb, campaignId: number): Promise<CampaignGroupRow[]> {
  const { rows } = await sql<CampaignGroupRow>`
    SELECT g.id, g.name, count(u.id) FILTER (WHERE u.active)::integer AS agent_count
    FROM agent_groups g
    JOIN agent_group_campaigns gc ON gc.group_id = g.id AND gc.campaign_id = ${campaignId}
    LEFT JOIN users u ON u.agent_group_id = g.id
    WHERE g.active
    GROUP BY g.id ORDER BY g.name, g.id`.execute(trx);
  return rows;
}

export interface CampaignAgentRow {
  id: number;
  userName: string;
  fullName: string;
  groupId: number;
  groupName: string;
  stateCode: number;
  state: string;
}

/**
 * The active agents of the active groups working the campaign (of one group if given), with
 * their agent state: no state row means never logged in, which counts as logged out.
 */
export async function campaignAgents(
  trx: ScopedDb,
  campaignId: number,
  groupId?: number,
): Promise<CampaignAgentRow[]> {
  const { rows } = await sql<CampaignAgentRow>`
    SELECT u.id, u.user_name, u.full_name, g.id AS group_id, g.name AS group_name,
      coalesce(st.value_code, ${AGENT_STATE.LOGOUT}) AS state_code, coalesce(st.value, 'Logout') AS state
    FROM users u
    JOIN agent_groups g ON g.id = u.agent_group_id AND g.active
    JOIN agent_group_campaigns gc ON gc.group_id = g.id AND gc.campaign_id = ${campaignId}
    LEFT JOIN agent_states st ON st.user_id = u.id
    WHERE u.active ${groupId === undefined ? sql`` : sql`AND g.id = ${groupId}`}
    ORDER BY u.id`.execute(trx);
  return rows;
}

/** The ids of a group's members (active or not: a recall takes back what any of them holds). */
export async function groupMemberIds(trx: ScopedDb, groupId: number): Promise<number[]> {
  const rows = await trx.selectFrom('users').select('id').where('agentGroupId', '=', groupId).execute();
  return rows.map((row) => row.id);
}

export interface DealInput extends LeadFilter {
  /** 0: every calling list of the campaign (and leads without one). */
  callingListId: number;
  /** The agents in dealing order: lead n goes to agentIds[n mod k]. */
  agentIds: number[];
  /** At most this many leads; all undistributed ones when null. */
  count: number | null;
  actorId: number;
  at: Date;
}

export interface ShareRow {
  agentId: number;
  count: number;
}

/**
 * Hands out undistributed leads in ONE statement (docs/distribution.md): it picks the oldest
 * undistributed leads FOR UPDATE SKIP LOCKED (a lead another distribution is taking right now
 * is skipped, not waited for and never taken twice; a lead it took and committed no longer
 * matches `assignee_id IS NULL` when re-checked), numbers them and deals them round-robin to the
 * agents, so the shares differ by at most one, and writes each lead's history in the same
 * statement. Answers the share of each agent.
 */
export async function dealLeads(trx: ScopedDb, input: DealInput): Promise<ShareRow[]> {
  const { rows } = await sql<ShareRow>`
    WITH dealer AS (
      SELECT a.id AS agent_id, (a.ord - 1)::integer AS pos
      FROM unnest(${input.agentIds}::integer[]) WITH ORDINALITY AS a(id, ord)
    ), picked AS (
      SELECT l.id, l.created_at FROM leads l
      WHERE ${leadConditions(input)} AND ${undistributed}
        ${input.callingListId === 0 ? sql`` : sql`AND l.calling_list_id = ${input.callingListId}`}
      ORDER BY l.created_at, l.id
      LIMIT ${input.count}
      FOR UPDATE OF l SKIP LOCKED
    ), numbered AS (
      SELECT id, ((row_number() OVER (ORDER BY created_at, id) - 1) % ${input.agentIds.length})::integer AS pos
      FROM picked
    ), assigned AS (
      UPDATE leads l
      SET assignee_id = d.agent_id, assigned_at = ${input.at}, version = l.version + 1, updated_at = ${input.at}
      FROM numbered n JOIN dealer d ON d.pos = n.pos
      WHERE l.id = n.id AND l.assignee_id IS NULL
      RETURNING l.id, l.org_id, l.assignee_id
    ), logged AS (
      INSERT INTO history (org_id, entity_type, entity_id, actor_id, action, changes, created_at)
      SELECT a.org_id, 'lead', a.id, ${input.actorId}, 'distribute',
        jsonb_build_object('assigneeId', jsonb_build_object('from', NULL, 'to', a.assignee_id)), ${input.at}
      FROM assigned a
    )
    SELECT assignee_id AS agent_id, count(*)::integer AS count FROM assigned GROUP BY assignee_id`.execute(
    trx,
  );
  return rows;
}

export interface RecallInputRow extends LeadFilter {
  agentIds: number[];
  leadStatuses: number[];
  actorId: number;
  at: Date;
}

/**
 * Takes back, in ONE statement, the campaign's leads held by these agents in these statuses:
 * they become undistributed. Rows are locked first (a concurrent change waits, then is re-checked
 * against holder and status), each lead's history is written alongside. Answers each lead with
 * the agent it was taken from.
 */
export async function recallLeads(
  trx: ScopedDb,
  input: RecallInputRow,
): Promise<{ id: number; agentId: number }[]> {
  const { rows } = await sql<{ id: number; agentId: number }>`
    WITH picked AS (
      SELECT l.id, l.assignee_id AS from_agent FROM leads l
      WHERE ${leadConditions(input)} AND l.assignee_id = ANY(${input.agentIds}::integer[])
        AND l.lead_status = ANY(${input.leadStatuses}::integer[])
      FOR UPDATE OF l
    ), recalled AS (
      UPDATE leads l
      SET assignee_id = NULL, assigned_at = NULL, version = l.version + 1, updated_at = ${input.at}
      FROM picked p
      WHERE l.id = p.id AND l.assignee_id = p.from_agent AND l.lead_status = ANY(${input.leadStatuses}::integer[])
      RETURNING l.id, l.org_id, p.from_agent
    ), logged AS (
      INSERT INTO history (org_id, entity_type, entity_id, actor_id, action, changes, created_at)
      SELECT r.org_id, 'lead', r.id, ${input.actorId}, 'recall',
        jsonb_build_object('assigneeId', jsonb_build_object('from', r.from_agent, 'to', NULL)), ${input.at}
      FROM recalled r
    )
    SELECT id, from_agent AS agent_id FROM recalled ORDER BY id`.execute(trx);
  return rows;
}
