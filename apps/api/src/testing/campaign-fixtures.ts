import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/**
 * A campaign of the test's own and its one calling list, written straight to the database (the
 * distribution's API and browser tests deal leads of a campaign no demo data touches).
 */
export async function campaignWithList(
  db: Kysely<Database>,
  campaign: { orgId: number; code: string; name: string; listName: string },
): Promise<{ campaignId: number; callingListId: number }> {
  const { orgId, code, name } = campaign;
  const { id: campaignId } = await db
    .insertInto('campaigns')
    .values({ orgId, code, name })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { id: callingListId } = await db
    .insertInto('callingLists')
    .values({ orgId, campaignId, name: campaign.listName })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { campaignId, callingListId };
}
