import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { DatabaseEngine } from './engine.js';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));
const GRANTS_FILE = fileURLToPath(new URL('./grants.sql', import.meta.url));
/** Any constant works; it keeps two processes from migrating the same database at once. */
const MIGRATION_LOCK_KEY = 7_202_611;

export function migrationFiles(): string[] {
  return readdirSync(MIGRATIONS_DIR)
    .filter((name) => /^\d{4}_[a-z0-9_]+\.sql$/.test(name))
    .sort();
}

/** Applies the pending versioned SQL migrations, each in its own transaction; returns their names. */
export async function migrate(engine: DatabaseEngine): Promise<string[]> {
  return engine.exclusive(async (session) => {
    await session.run(`SELECT pg_advisory_lock(${MIGRATION_LOCK_KEY})`);
    try {
      await session.run(
        'CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
      );
      const applied = new Set(
        (await session.rows<{ version: string }>('SELECT version FROM schema_migrations')).map(
          (row) => row.version,
        ),
      );
      const pending = migrationFiles().filter((file) => !applied.has(file));
      for (const file of pending) {
        const body = readFileSync(`${MIGRATIONS_DIR}${file}`, 'utf8');
        try {
          await session.run(
            `BEGIN;\n${body}\n;\nINSERT INTO schema_migrations (version) VALUES ('${file}');\nCOMMIT;`,
          );
        } catch (error) {
          await session.run('ROLLBACK');
          throw new Error(`Migration ${file} failed: ${(error as Error).message}`, { cause: error });
        }
      }
      await session.run(readFileSync(GRANTS_FILE, 'utf8'));
      return pending;
    } finally {
      await session.run(`SELECT pg_advisory_unlock(${MIGRATION_LOCK_KEY})`);
    }
  });
}
