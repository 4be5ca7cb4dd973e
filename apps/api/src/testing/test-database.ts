import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type DatabaseEngine, openPglite, openPostgres } from '../db/engine.js';

export type TestEngineKind = 'pglite' | 'postgres';

export function testEngineKind(): TestEngineKind {
  return process.env.LEADLINE_TEST_DB === 'postgres' ? 'postgres' : 'pglite';
}

/**
 * A database of its own for one test file: in-memory PGlite, or a new database on the
 * PostgreSQL server of DATABASE_URL that is dropped afterwards.
 */
export async function openTestDatabase(): Promise<{ engine: DatabaseEngine; drop: () => Promise<void> }> {
  if (testEngineKind() === 'pglite') {
    const engine = await openPglite(null);
    return { engine, drop: () => engine.close() };
  }
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('LEADLINE_TEST_DB=postgres needs DATABASE_URL');
  const name = `leadline_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const engine = await openPostgres(url.toString(), 5);
  return {
    engine,
    drop: async () => {
      await engine.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
