import { ROLE } from '@leadline/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * Two teams per demo org with leads: the sales agents (role 12) and the resell agents (role 27),
 * each working every campaign of the org, so distribution has groups to hand leads to on a fresh
 * start. Idempotent: an org that has a group is left as it is (an admin may have changed it).
 */
export async function seedDemoAgentGroups(db: Kysely<Database>): Promise<void> {
  const orgs = await db.selectFrom('campaigns').select('orgId').distinct().execute();
  for (const { orgId } of orgs) {
    const existing = await db
      .selectFrom('agentGroups')
      .select('id')
      .where('orgId', '=', orgId)
      .executeTakeFirst();
    if (existing) continue;
    await db.transaction().execute(async (trx) => {
      const campaigns = await trx.selectFrom('campaigns').select('id').where('orgId', '=', orgId).execute();
      for (const team of TEAMS) {
        const group = await trx
          .insertInto('agentGroups')
          .values({ orgId, name: team.name, description: team.description })
          .returning('id')
          .executeTakeFirstOrThrow();
        const members = await trx
          .selectFrom('userRoles')
          .select('userId')
          .where('orgId', '=', orgId)
          .where('roleId', '=', team.roleId)
          .execute();
        if (members.length > 0) {
          await trx
            .updateTable('users')
            .set({ agentGroupId: group.id })
            .where(
              'id',
              'in',
              members.map((member) => member.userId),
            )
            .where('agentGroupId', 'is', null)
            .execute();
        }
        if (campaigns.length > 0) {
          await trx
            .insertInto('agentGroupCampaigns')
            .values(campaigns.map((campaign) => ({ groupId: group.id, campaignId: campaign.id, orgId })))
            .execute();
        }
      }
    });
  }
}

const TEAMS = [
  { name: 'Sales team', description: 'Fresh leads', roleId: ROLE.AGENT },
  { name: 'Resell team', description: 'Resell leads of earlier orders', roleId: ROLE.RESELL_AGENT },
] as const;
