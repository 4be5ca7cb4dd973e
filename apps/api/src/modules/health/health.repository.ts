import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';

/** How many of these migrations the database has applied. */
export async function countAppliedMigrations(
  db: Kysely<Database>,
  versions: readonly string[],
): Promise<number> {
  const result = await sql<{ applied: number }>`
    SELECT count(*)::int AS applied FROM schema_migrations WHERE version = ANY(${[...versions]}::text[])
  `.execute(db);
  return result.rows[0]?.applied ?? 0;
}
