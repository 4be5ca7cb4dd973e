import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { type DatabaseEngine, openPglite, openPostgres } from '../db/engine.js';

export type TestEngineKind = 'pglite' | 'postgres';

export function testEngineKind(): TestEngineKind {
  return process.env.LEADLINE_TEST_DB === 'postgres' ? 'postgres' : 'pglite';
}

function pgliteVersion(): string {
  const wasm = createRequire(import.meta.url).resolve('@electric-sql/pglite/pglite.wasm');
  const manifest = JSON.parse(readFileSync(join(dirname(wasm), '..', 'package.json'), 'utf8'));
  return String(manifest.version);
}

/**
 * An empty PGlite cluster on disk, made once per PGlite version and machine. A new PGlite runs
 * initdb, which takes 3 to 5 s; a copy of this folder opens in well under a second. Workers
 * that race to make it each build their own and the first rename wins.
 */
async function pgliteTemplate(): Promise<string> {
  const root = join(tmpdir(), `leadline-pglite-template-${pgliteVersion()}`);
  const template = join(root, 'pgdata');
  if (existsSync(join(template, 'PG_VERSION'))) return template;
  mkdirSync(root, { recursive: true });
  const building = mkdtempSync(join(root, 'building-'));
  const pglite = await PGlite.create(join(building, 'pgdata'));
  await pglite.close();
  try {
    renameSync(join(building, 'pgdata'), template);
  } catch (error) {
    if (!existsSync(join(template, 'PG_VERSION'))) throw error;
  }
  rmSync(building, { recursive: true, force: true });
  return template;
}

/**
 * A database of its own for one test file: PGlite in a temporary folder, or a new database on the
 * PostgreSQL server of DATABASE_URL that is dropped afterwards.
 */
export async function openTestDatabase(): Promise<{ engine: DatabaseEngine; drop: () => Promise<void> }> {
  if (testEngineKind() === 'pglite') {
    // The production engine over a fresh copy of the template folder (see pgliteTemplate).
    const folder = mkdtempSync(join(tmpdir(), 'leadline-test-'));
    cpSync(await pgliteTemplate(), join(folder, 'pgdata'), { recursive: true });
    const engine = await openPglite(join(folder, 'pgdata'));
    return {
      engine,
      drop: async () => {
        await engine.close();
        await rm(folder, { recursive: true, force: true });
      },
    };
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
