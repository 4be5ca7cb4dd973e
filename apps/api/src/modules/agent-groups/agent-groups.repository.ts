import type { AgentGroup, GroupAgent } from '@leadline/contracts';
import { sql } from 'kysely';
import type { ScopedDb } from '../../db/org-scope.js';
import { userRoleIds } from '../../db/user-roles.js';

/** Agent groups, their members and campaigns; row-level security confines all to the caller's org. */

export async function listGroups(
  trx: ScopedDb,
  filter: { orgId: number | null; activeOnly: boolean; ids?: number[] },
): Promise<AgentGroup[]> {
  let query = trx
    .selectFrom('agentGroups')
    .select([
      'agentGroups.id',
      'agentGroups.orgId',
      'agentGroups.name',
      'agentGroups.description',
      'agentGroups.active',
    ])
    .select((eb) =>
      eb
        .selectFrom('users')
        .select((inner) => inner.fn.countAll<number>().as('count'))
        .whereRef('users.agentGroupId', '=', 'agentGroups.id')
        .where('users.active', '=', true)
        .as('memberCount'),
    )
    .select(
      sql<{ id: number; name: string }[]>`coalesce((
        SELECT json_agg(json_build_object('id', c.id, 'name', c.name) ORDER BY c.name)
        FROM agent_group_campaigns gc JOIN campaigns c ON c.id = gc.campaign_id
        WHERE gc.group_id = agent_groups.id), '[]'::json)`.as('campaigns'),
    );
  if (filter.orgId !== null) query = query.where('agentGroups.orgId', '=', filter.orgId);
  if (filter.activeOnly) query = query.where('agentGroups.active', '=', true);
  if (filter.ids) query = query.where('agentGroups.id', 'in', filter.ids);
  const rows = await query.orderBy('agentGroups.orgId').orderBy(sql`lower(agent_groups.name)`).execute();
  return rows.map((row) => ({
    id: row.id,
    orgId: row.orgId,
    name: row.name,
    description: row.description,
    active: row.active,
    memberCount: Number(row.memberCount ?? 0),
    campaigns: typeof row.campaigns === 'string' ? JSON.parse(row.campaigns) : row.campaigns,
  }));
}

export async function findGroup(trx: ScopedDb, id: number): Promise<AgentGroup | undefined> {
  return (await listGroups(trx, { orgId: null, activeOnly: false, ids: [id] }))[0];
}

/** The group, locked while its members or campaigns change. */
export async function lockGroup(trx: ScopedDb, id: number) {
  return trx
    .selectFrom('agentGroups')
    .select(['id', 'orgId', 'name', 'description', 'active'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}
export type LockedGroup = NonNullable<Awaited<ReturnType<typeof lockGroup>>>;

export async function nameTaken(
  trx: ScopedDb,
  orgId: number,
  name: string,
  exceptId?: number,
): Promise<boolean> {
  let query = trx
    .selectFrom('agentGroups')
    .select('id')
    .where('orgId', '=', orgId)
    .where(sql`lower(name)`, '=', name.toLowerCase());
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertGroup(
  trx: ScopedDb,
  group: { orgId: number; name: string; description: string | null },
): Promise<number> {
  const { id } = await trx.insertInto('agentGroups').values(group).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updateGroupRow(
  trx: ScopedDb,
  id: number,
  changes: { name: string; description: string | null; active: boolean },
  now: Date,
): Promise<void> {
  await trx
    .updateTable('agentGroups')
    .set({ ...changes, updatedAt: now })
    .where('id', '=', id)
    .execute();
}

/** SPEC.md 7.8 groups/{id}/agents: the group's users, active first, by name. */
export async function groupMembers(trx: ScopedDb, groupId: number): Promise<GroupAgent[]> {
  const rows = await trx
    .selectFrom('users')
    .select(['users.id', 'users.userName', 'users.fullName', 'users.active'])
    .select(userRoleIds)
    .where('users.agentGroupId', '=', groupId)
    .orderBy('users.active', 'desc')
    .orderBy(sql`lower(users.full_name)`)
    .execute();
  return rows.map((row) => ({
    userId: row.id,
    userName: row.userName,
    fullName: row.fullName,
    roles: row.roles ?? [],
    active: row.active,
  }));
}

/** Of the ids, the active agents (roles 12, 27) of the org, with the group each is in now. */
export async function agentsAmong(
  trx: ScopedDb,
  orgId: number,
  userIds: number[],
  agentRoles: readonly number[],
) {
  return trx
    .selectFrom('users')
    .select(['users.id', 'users.agentGroupId'])
    .where('users.id', 'in', userIds)
    .where('users.orgId', '=', orgId)
    .where('users.active', '=', true)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('userRoles')
          .select('userRoles.userId')
          .whereRef('userRoles.userId', '=', 'users.id')
          .where('userRoles.roleId', 'in', [...agentRoles]),
      ),
    )
    .forUpdate()
    .execute();
}

export async function setMembersGroup(
  trx: ScopedDb,
  userIds: number[],
  groupId: number | null,
  now: Date,
): Promise<void> {
  if (userIds.length === 0) return;
  await trx
    .updateTable('users')
    .set({ agentGroupId: groupId, updatedAt: now })
    .where('id', 'in', userIds)
    .execute();
}

/** Of the ids, the campaigns of the org (row-level security hides the others). */
export async function campaignsAmong(trx: ScopedDb, orgId: number, campaignIds: number[]): Promise<number[]> {
  if (campaignIds.length === 0) return [];
  const rows = await trx
    .selectFrom('campaigns')
    .select('id')
    .where('id', 'in', campaignIds)
    .where('orgId', '=', orgId)
    .execute();
  return rows.map((row) => row.id);
}

export async function groupCampaignIds(trx: ScopedDb, groupId: number): Promise<number[]> {
  const rows = await trx
    .selectFrom('agentGroupCampaigns')
    .select('campaignId')
    .where('groupId', '=', groupId)
    .orderBy('campaignId')
    .execute();
  return rows.map((row) => row.campaignId);
}

export async function replaceGroupCampaigns(
  trx: ScopedDb,
  group: { id: number; orgId: number },
  campaignIds: number[],
): Promise<void> {
  await trx.deleteFrom('agentGroupCampaigns').where('groupId', '=', group.id).execute();
  if (campaignIds.length === 0) return;
  await trx
    .insertInto('agentGroupCampaigns')
    .values(campaignIds.map((campaignId) => ({ groupId: group.id, campaignId, orgId: group.orgId })))
    .execute();
}
