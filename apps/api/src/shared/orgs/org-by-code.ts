import type { Kysely } from 'kysely';
import type { ScopedDb } from '../../db/org-scope.js';
import type { Database } from '../../db/schema.js';

/**
 * The id of the org of a code as a partner's or a provider's webhook names it (any case); undefined
 * for no such org. Read on the system connection too: a webhook comes in outside any user's request.
 */
export async function orgIdByCode(
  db: Kysely<Database> | ScopedDb,
  code: string,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('orgs')
    .select('id')
    .where('code', '=', code.toUpperCase())
    .executeTakeFirst();
  return row?.id;
}
