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

/**
 * What a row of login_attempts counts for (0010_login_attempt_kinds.sql): a password check at
 * login, or a forgot-password request. One table and one count serve both rate limits.
 */
export type AttemptKind = 'login' | 'password_reset';

/**
 * Advisory lock classes of the attempt counts (pg_advisory_xact_lock(int, int)): one per user name
 * and one per address, so that a user-name key never shares a lock with an address key.
 */
const COUNT_LOCK = { userName: 0x4c4c5553, ip: 0x4c4c4950 } as const;

/**
 * Holds the counts of `kind` for the user name and for the address until the transaction ends:
 * a count, its check and the row of the attempt it lets through are then one step, which a burst
 * of parallel requests (on any number of API processes behind the database) cannot pass together.
 * Always the user name first, then the address, so two holders never wait for each other in a
 * circle.
 */
export async function lockAttemptCounts(
  trx: Kysely<Database>,
  kind: AttemptKind,
  userName: string,
  ip: string,
): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(${sql.lit(COUNT_LOCK.userName)}, hashtext(${`${kind}:${userName.toLowerCase()}`})),
                   pg_advisory_xact_lock(${sql.lit(COUNT_LOCK.ip)}, hashtext(${`${kind}:${ip}`}))`.execute(
    trx,
  );
}

/** Records an attempt; answers its row's id (a bigint, as text). */
export async function recordLoginAttempt(
  db: Kysely<Database>,
  attempt: { userName: string; ip: string; succeeded: boolean; kind?: AttemptKind },
): Promise<string> {
  const row = await db
    .insertInto('loginAttempts')
    .values({
      kind: attempt.kind ?? 'login',
      userName: attempt.userName.toLowerCase(),
      ip: attempt.ip,
      succeeded: attempt.succeeded,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return String(row.id);
}

/** The password of a reserved attempt was right: its row tells a known address from now on. */
export async function markAttemptSucceeded(db: Kysely<Database>, attemptId: string): Promise<void> {
  await db.updateTable('loginAttempts').set({ succeeded: true }).where('id', '=', attemptId).execute();
}

/** A reserved attempt that neither failed nor logged in (a blocked user) counts for nothing. */
export async function forgetAttempt(db: Kysely<Database>, attemptId: string): Promise<void> {
  await db.deleteFrom('loginAttempts').where('id', '=', attemptId).execute();
}

/**
 * Attempts of `kind` that count against the limit (failed logins; every password-reset request)
 * since `since`: for the user name, for the address, and for the user name from that address.
 */
export async function countRecentFailures(
  db: Kysely<Database>,
  userName: string,
  ip: string,
  since: Date,
  kind: AttemptKind = 'login',
): Promise<{ byUser: number; byIp: number; byUserAtIp: number }> {
  const name = userName.toLowerCase();
  const row = await db
    .selectFrom('loginAttempts')
    .select([
      sql<number>`count(*) FILTER (WHERE lower(user_name) = ${name})`.as('byUser'),
      sql<number>`count(*) FILTER (WHERE ip = ${ip})`.as('byIp'),
      sql<number>`count(*) FILTER (WHERE lower(user_name) = ${name} AND ip = ${ip})`.as('byUserAtIp'),
    ])
    .where('kind', '=', kind)
    .where('succeeded', '=', false)
    .where('createdAt', '>=', since)
    .where((eb) => eb.or([eb(sql`lower(user_name)`, '=', name), eb('ip', '=', ip)]))
    .executeTakeFirstOrThrow();
  return { byUser: Number(row.byUser), byIp: Number(row.byIp), byUserAtIp: Number(row.byUserAtIp) };
}

/** Whether the user logged in with the right password from `ip` since `since` (a known address). */
export async function isKnownAddress(
  db: Kysely<Database>,
  userName: string,
  ip: string,
  since: Date,
): Promise<boolean> {
  const row = await db
    .selectFrom('loginAttempts')
    .select('id')
    .where(sql`lower(user_name)`, '=', userName.toLowerCase())
    .where('ip', '=', ip)
    .where('kind', '=', 'login')
    .where('succeeded', '=', true)
    .where('createdAt', '>=', since)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * A successful login clears the user's failure streak, so old failures do not lock them later;
 * with `ip`, only the failures from that address (a login that passed a lock from a known
 * address leaves the lock in place for the addresses that caused it). Only the attempts reserved
 * before `beforeId` (the successful one's row): guesses that started after it still count.
 */
export async function clearFailures(
  db: Kysely<Database>,
  userName: string,
  beforeId: string,
  ip?: string,
): Promise<void> {
  let query = db
    .deleteFrom('loginAttempts')
    .where(sql`lower(user_name)`, '=', userName.toLowerCase())
    .where('kind', '=', 'login')
    .where('succeeded', '=', false)
    .where('id', '<', beforeId);
  if (ip !== undefined) query = query.where('ip', '=', ip);
  await query.execute();
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
