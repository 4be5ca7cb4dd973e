import type { Profile, WebPhoneSettings } from '@leadline/contracts';
import type { Kysely } from 'kysely';
import type { ScopedDb } from '../../db/org-scope.js';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database> | ScopedDb;

/**
 * The org settings of /apps/settings/crm that no other module writes: the web phone columns of
 * telephony_settings (0006; the telephony module reads them, its provider columns are left as
 * they are) and the caller's own profile row. The delivery cut-off (0027) is delivery-orders'.
 */

export async function loadWebPhone(db: Db, orgId: number): Promise<WebPhoneSettings> {
  const row = await db
    .selectFrom('telephonySettings')
    .select(['webPhoneUrl', 'webPhoneUserIds'])
    .where('orgId', '=', orgId)
    .executeTakeFirst();
  return { webPhoneUrl: row?.webPhoneUrl ?? null, webPhoneUserIds: row?.webPhoneUserIds ?? [] };
}

export async function saveWebPhone(trx: ScopedDb, orgId: number, values: WebPhoneSettings): Promise<void> {
  await trx
    .insertInto('telephonySettings')
    .values({ orgId, ...values, updatedAt: new Date() })
    .onConflict((conflict) => conflict.column('orgId').doUpdateSet({ ...values, updatedAt: new Date() }))
    .execute();
}

/** Which of the ids are active users of the org (row-level security hides the others anyway). */
export async function activeUsersAmong(
  trx: ScopedDb,
  orgId: number,
  ids: readonly number[],
): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await trx
    .selectFrom('users')
    .select('id')
    .where('orgId', '=', orgId)
    .where('active', '=', true)
    .where('id', 'in', [...ids])
    .execute();
  return rows.map((row) => row.id);
}

export async function loadProfile(db: Db, userId: number): Promise<Profile | undefined> {
  const row = await db
    .selectFrom('users')
    .select(['id', 'userName', 'fullName'])
    .where('id', '=', userId)
    .executeTakeFirst();
  return row && { userId: row.id, userName: row.userName, fullName: row.fullName };
}

export async function saveFullName(trx: ScopedDb, userId: number, fullName: string): Promise<void> {
  await trx.updateTable('users').set({ fullName, updatedAt: new Date() }).where('id', '=', userId).execute();
}
