import { type ExpressionBuilder, sql } from 'kysely';
import type { Database } from './schema.js';

/** A user's role ids, first role first (it decides the landing page), as an array column. */
export function userRoleIds(eb: ExpressionBuilder<Database, 'users'>) {
  return eb
    .selectFrom('userRoles')
    .select(sql<number[]>`coalesce(array_agg(role_id ORDER BY position, role_id), '{}')`.as('roles'))
    .whereRef('userRoles.userId', '=', 'users.id')
    .as('roles');
}
