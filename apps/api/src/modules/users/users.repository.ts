import type { DialerMode, RouterProcessingLeads, UserSearch, UserSummary } from '@leadline/contracts';
import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { ScopedDb } from '../../db/org-scope.js';
import type { Database } from '../../db/schema.js';
import { userRoleIds } from '../../db/user-roles.js';

/** The filter of both list calls (GET query and POST search); row-level security adds the org. */
export interface UserFilter {
  search?: string | undefined;
  orgId?: number | undefined;
  role?: number | undefined;
  /** 0: users in no group. */
  groupId?: number | undefined;
  active?: boolean | undefined;
}

function summaryQuery(trx: ScopedDb) {
  return trx
    .selectFrom('users')
    .leftJoin('agentGroups', 'agentGroups.id', 'users.agentGroupId')
    .select([
      'users.id',
      'users.userName',
      'users.fullName',
      'users.userType',
      'users.orgId',
      'users.active',
      'users.passwordExpiresAt',
      'users.agentGroupId',
      'agentGroups.name as agentGroupName',
      'users.dialerMode',
      'users.routerProcessingLeads',
      'users.createdAt',
    ])
    .select(userRoleIds);
}

type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaryQuery>['executeTakeFirstOrThrow']>>;

function toSummary(row: SummaryRow, now: number): UserSummary {
  return {
    userId: row.id,
    userName: row.userName,
    fullName: row.fullName,
    userType: row.userType,
    orgId: row.orgId,
    active: row.active,
    roles: row.roles ?? [],
    pwdEpoch: row.passwordExpiresAt.getTime(),
    agentGroup: row.agentGroupId !== null ? { id: row.agentGroupId, name: row.agentGroupName ?? '' } : null,
    dialerMode: (row.dialerMode as DialerMode | null) ?? null,
    routerProcessingLeads: row.routerProcessingLeads,
    mustChangePassword: row.passwordExpiresAt.getTime() <= now,
    createdAt: row.createdAt.toISOString(),
  };
}

// biome-ignore lint/suspicious/noExplicitAny: the filter applies to the count and the page alike.
function applyFilter<Q extends SelectQueryBuilder<Database, 'users', any>>(query: Q, filter: UserFilter): Q {
  let filtered = query;
  if (filter.orgId !== undefined) filtered = filtered.where('users.orgId', '=', filter.orgId) as Q;
  if (filter.search) {
    const pattern = `%${filter.search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    filtered = filtered.where((eb) =>
      eb.or([
        eb(sql`lower(users.user_name)`, 'like', pattern),
        eb(sql`lower(users.full_name)`, 'like', pattern),
      ]),
    ) as Q;
  }
  if (filter.role !== undefined) {
    const role = filter.role;
    filtered = filtered.where((eb) =>
      eb.exists(
        eb
          .selectFrom('userRoles')
          .select('userRoles.userId')
          .whereRef('userRoles.userId', '=', 'users.id')
          .where('userRoles.roleId', '=', role),
      ),
    ) as Q;
  }
  if (filter.groupId === 0) filtered = filtered.where('users.agentGroupId', 'is', null) as Q;
  else if (filter.groupId !== undefined)
    filtered = filtered.where('users.agentGroupId', '=', filter.groupId) as Q;
  if (filter.active !== undefined) filtered = filtered.where('users.active', '=', filter.active) as Q;
  return filtered;
}

const SORT_COLUMN = {
  userName: sql`lower(users.user_name)`,
  fullName: sql`lower(users.full_name)`,
  createdAt: sql`users.created_at`,
} as const;

/** Row-level security limits these to the caller's org (every org for HQ). */
export async function listUsers(
  trx: ScopedDb,
  filter: UserFilter,
  page: { offset: number; limit: number },
  sort: Pick<UserSearch, 'sortBy' | 'sortDirection'> = { sortBy: 'userName', sortDirection: 'asc' },
  now = Date.now(),
): Promise<{ rows: UserSummary[]; total: number }> {
  const [rows, count] = await Promise.all([
    applyFilter(summaryQuery(trx), filter)
      .orderBy(SORT_COLUMN[sort.sortBy], sort.sortDirection)
      .orderBy('users.id')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    applyFilter(
      trx.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('total')),
      filter,
    ).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map((row) => toSummary(row, now)), total: Number(count.total) };
}

export async function findUser(
  trx: ScopedDb,
  userId: number,
  now = Date.now(),
): Promise<UserSummary | undefined> {
  const row = await summaryQuery(trx).where('users.id', '=', userId).executeTakeFirst();
  return row ? toSummary(row, now) : undefined;
}

/** The user to change, locked for the transaction; another org's user is not found (RLS). */
export async function lockUser(trx: ScopedDb, userId: number) {
  return trx
    .selectFrom('users')
    .select([
      'id',
      'orgId',
      'userName',
      'fullName',
      'active',
      'agentGroupId',
      'dialerMode',
      'routerProcessingLeads',
    ])
    .select(userRoleIds)
    .where('id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
}
export type LockedUser = NonNullable<Awaited<ReturnType<typeof lockUser>>>;

/**
 * User names are unique across every org (a login names no org), so the check reads all of them,
 * on the owner connection: it answers whether a name is taken, nothing else of the other org.
 */
export async function takenUserNames(db: Kysely<Database>, userNames: string[]): Promise<Set<string>> {
  if (userNames.length === 0) return new Set();
  const rows = await db
    .selectFrom('users')
    .select(sql<string>`lower(user_name)`.as('name'))
    .where(
      sql`lower(user_name)`,
      'in',
      userNames.map((name) => name.toLowerCase()),
    )
    .execute();
  return new Set(rows.map((row) => row.name));
}

/** An active group of the caller's org (RLS), by id. */
export async function findActiveGroup(trx: ScopedDb, groupId: number) {
  return trx
    .selectFrom('agentGroups')
    .select(['id', 'orgId', 'name'])
    .where('id', '=', groupId)
    .where('active', '=', true)
    .executeTakeFirst();
}

/** The active groups of an org by lower-cased name (the import names groups). */
export async function activeGroupsByName(
  trx: ScopedDb,
  orgId: number,
): Promise<Map<string, { id: number; name: string }>> {
  const rows = await trx
    .selectFrom('agentGroups')
    .select(['id', 'name'])
    .where('orgId', '=', orgId)
    .where('active', '=', true)
    .orderBy('id')
    .execute();
  return new Map(rows.map((row) => [row.name.trim().toLowerCase(), row]));
}

export interface NewUserRow {
  orgId: number;
  userName: string;
  fullName: string;
  userType: string;
  passwordHash: string;
  roles: number[];
  agentGroupId: number | null;
  dialerMode: DialerMode | null;
  routerProcessingLeads: RouterProcessingLeads | null;
}

/** Inserts the user and their roles; the password is expired at once (a temporary one). */
export async function insertUser(trx: ScopedDb, user: NewUserRow, now: Date): Promise<number> {
  const { id } = await trx
    .insertInto('users')
    .values({
      orgId: user.orgId,
      userName: user.userName,
      fullName: user.fullName,
      userType: user.userType,
      passwordHash: user.passwordHash,
      passwordExpiresAt: now,
      passwordTemporary: true,
      agentGroupId: user.agentGroupId,
      dialerMode: user.dialerMode,
      routerProcessingLeads: user.routerProcessingLeads,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await replaceRoles(trx, id, user.orgId, user.roles);
  return id;
}

/** The user's roles in order: the first one decides the landing page (SPEC.md 2.4). */
export async function replaceRoles(
  trx: ScopedDb,
  userId: number,
  orgId: number,
  roles: number[],
): Promise<void> {
  await trx.deleteFrom('userRoles').where('userId', '=', userId).execute();
  await trx
    .insertInto('userRoles')
    .values(roles.map((roleId, position) => ({ userId, orgId, roleId, position })))
    .execute();
}

export async function updateUserRow(
  trx: ScopedDb,
  userId: number,
  changes: {
    fullName?: string;
    userType?: string;
    agentGroupId?: number | null;
    dialerMode?: DialerMode | null;
    routerProcessingLeads?: RouterProcessingLeads | null;
    active?: boolean;
    passwordHash?: string;
    passwordExpiresAt?: Date;
    passwordTemporary?: boolean;
    tokensValidAfter?: Date;
  },
  now: Date,
): Promise<void> {
  await trx
    .updateTable('users')
    .set({ ...changes, updatedAt: now })
    .where('id', '=', userId)
    .execute();
}
