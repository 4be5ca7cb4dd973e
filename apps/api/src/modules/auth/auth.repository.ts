import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import { userRoleIds } from '../../db/user-roles.js';

/** Logins read users across orgs (the org is not known yet), so these queries run unscoped. */
export interface LoginCandidate {
  id: number;
  orgId: number;
  userName: string;
  fullName: string;
  userType: string;
  passwordHash: string;
  passwordExpiresAt: Date;
  active: boolean;
  blockedReason: string | null;
  roles: number[];
}

export interface SessionState {
  id: number;
  orgId: number;
  userName: string;
  fullName: string;
  userType: string;
  active: boolean;
  blockedReason: string | null;
  tokensValidAfter: Date;
  roles: number[];
}

/** What a session needs of its user on every call; a login needs the password too. */
const SESSION_COLUMNS = [
  'id',
  'orgId',
  'userName',
  'fullName',
  'userType',
  'active',
  'blockedReason',
] as const;

export async function findLoginCandidate(
  db: Kysely<Database>,
  userName: string,
): Promise<LoginCandidate | undefined> {
  return db
    .selectFrom('users')
    .select([...SESSION_COLUMNS, 'passwordHash', 'passwordExpiresAt'])
    .select(userRoleIds)
    .where(sql`lower(user_name)`, '=', userName.toLowerCase())
    .executeTakeFirst() as Promise<LoginCandidate | undefined>;
}

export async function findSessionState(
  db: Kysely<Database>,
  userId: number,
): Promise<SessionState | undefined> {
  return db
    .selectFrom('users')
    .select([...SESSION_COLUMNS, 'tokensValidAfter'])
    .select(userRoleIds)
    .where('id', '=', userId)
    .executeTakeFirst() as Promise<SessionState | undefined>;
}

export async function recordLoginAttempt(
  db: Kysely<Database>,
  attempt: { userName: string; ip: string; succeeded: boolean },
): Promise<void> {
  await db
    .insertInto('loginAttempts')
    .values({ ...attempt, userName: attempt.userName.toLowerCase() })
    .execute();
}

/** Failed attempts since `since` for the user name and for the address, for the rate limit. */
export async function countRecentFailures(
  db: Kysely<Database>,
  userName: string,
  ip: string,
  since: Date,
): Promise<{ byUser: number; byIp: number }> {
  const row = await db
    .selectFrom('loginAttempts')
    .select([
      sql<number>`count(*) FILTER (WHERE lower(user_name) = ${userName.toLowerCase()})`.as('byUser'),
      sql<number>`count(*) FILTER (WHERE ip = ${ip})`.as('byIp'),
    ])
    .where('succeeded', '=', false)
    .where('createdAt', '>=', since)
    .where((eb) => eb.or([eb(sql`lower(user_name)`, '=', userName.toLowerCase()), eb('ip', '=', ip)]))
    .executeTakeFirstOrThrow();
  return { byUser: Number(row.byUser), byIp: Number(row.byIp) };
}

/** A successful login clears the user's failure streak, so old failures do not lock them later. */
export async function clearFailures(db: Kysely<Database>, userName: string): Promise<void> {
  await db
    .deleteFrom('loginAttempts')
    .where(sql`lower(user_name)`, '=', userName.toLowerCase())
    .where('succeeded', '=', false)
    .execute();
}

/** Every token of the user issued before `at` stops working (logout, password change elsewhere). */
export async function revokeTokensBefore(db: Kysely<Database>, userId: number, at: Date): Promise<void> {
  await db.updateTable('users').set({ tokensValidAfter: at }).where('id', '=', userId).execute();
}

/**
 * The named secret kept in the database: `generated` is stored if no process stored one first,
 * then the stored value is read, so every API process behind the database uses the same one.
 */
export async function ensureAppSecret(
  db: Kysely<Database>,
  name: string,
  generated: string,
): Promise<string> {
  await db
    .insertInto('appSecrets')
    .values({ name, value: generated })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('appSecrets')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.value;
}
