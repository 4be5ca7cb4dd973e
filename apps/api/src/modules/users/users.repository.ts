import type { UserSummary } from '@leadline/contracts';
import { type SelectQueryBuilder, sql } from 'kysely';
import type { ScopedDb } from '../../db/org-scope.js';
import type { Database } from '../../db/schema.js';
import { userRoleIds } from '../../db/user-roles.js';

export interface UserFilter {
  offset: number;
  limit: number;
  search?: string | undefined;
  orgId?: number | undefined;
}

function summaryQuery(trx: ScopedDb) {
  return trx
    .selectFrom('users')
    .select([
      'users.id',
      'users.userName',
      'users.fullName',
      'users.userType',
      'users.orgId',
      'users.active',
      'users.passwordExpiresAt',
    ])
    .select(userRoleIds);
}

type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaryQuery>['executeTakeFirstOrThrow']>>;

function toSummary(row: SummaryRow): UserSummary {
  return {
    userId: row.id,
    userName: row.userName,
    fullName: row.fullName,
    userType: row.userType,
    orgId: row.orgId,
    active: row.active,
    roles: row.roles ?? [],
    pwdEpoch: row.passwordExpiresAt.getTime(),
  };
}

function applyFilter<O>(query: SelectQueryBuilder<Database, 'users', O>, filter: UserFilter) {
  let filtered = query;
  if (filter.orgId !== undefined) filtered = filtered.where('users.orgId', '=', filter.orgId);
  if (filter.search) {
    const pattern = `%${filter.search.toLowerCase()}%`;
    filtered = filtered.where((eb) =>
      eb.or([
        eb(sql`lower(users.user_name)`, 'like', pattern),
        eb(sql`lower(users.full_name)`, 'like', pattern),
      ]),
    );
  }
  return filtered;
}

/** Row-level security limits these to the caller's org (every org for HQ). */
export async function listUsers(
  trx: ScopedDb,
  filter: UserFilter,
): Promise<{ rows: UserSummary[]; total: number }> {
  const [rows, count] = await Promise.all([
    applyFilter(summaryQuery(trx), filter)
      .orderBy('users.userName')
      .offset(filter.offset)
      .limit(filter.limit)
      .execute(),
    applyFilter(
      trx.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('total')),
      filter,
    ).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map(toSummary), total: Number(count.total) };
}

export async function findUser(trx: ScopedDb, userId: number): Promise<UserSummary | undefined> {
  const row = await summaryQuery(trx).where('users.id', '=', userId).executeTakeFirst();
  return row ? toSummary(row) : undefined;
}
