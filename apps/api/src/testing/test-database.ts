import { createHash, randomBytes } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
} from 'node:fs';
import { rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { type DatabaseEngine, openPglite, openPostgres } from '../db/engine.js';
import { migrate, migrationFiles } from '../db/migrate.js';
import { LOCATION_SEED_INPUTS, seedLocationReferenceData } from '../modules/locations/locations.seed.js';

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

const MIGRATIONS_DIR = fileURLToPath(new URL('../db/migrations/', import.meta.url));
const GRANTS_FILE = fileURLToPath(new URL('../db/grants.sql', import.meta.url));
/** Seeded templates unused for this long are removed when a new one is built. */
const STALE_TEMPLATE_MS = 60 * 60 * 1000;

/**
 * What a seeded template is made of: every migration (name and text), the grants, and the location
 * reference data with the code that loads it. Any change gives a new key, so a new template.
 */
export function seededTemplateKey(): string {
  const hash = createHash('sha256');
  for (const file of migrationFiles()) {
    hash.update(file);
    hash.update(readFileSync(join(MIGRATIONS_DIR, file)));
  }
  hash.update(readFileSync(GRANTS_FILE));
  for (const file of LOCATION_SEED_INPUTS) hash.update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

/** The shared reference data every test database starts with (what is slow to seed). */
async function prepareTemplate(engine: DatabaseEngine): Promise<void> {
  await migrate(engine);
  await seedLocationReferenceData(engine.db);
}

function removeStaleTemplates(root: string, keep: string): void {
  for (const name of readdirSync(root)) {
    if (name === keep || !/^(seeded-|building-)/.test(name)) continue;
    const path = join(root, name);
    try {
      if (Date.now() - statSync(path).mtimeMs > STALE_TEMPLATE_MS)
        rmSync(path, { recursive: true, force: true });
    } catch {
      // Another worker removed it first.
    }
  }
}

/**
 * A PGlite cluster migrated and loaded with the location reference data (22,600 units, seeded
 * in about 1.5 s), made once per content key (seededTemplateKey) and copied by every test file, so
 * that the seeding cost is not paid again per file. The server still runs the migrations (none
 * pending) and every seed (the locations one finds its data and skips) as in production.
 */
async function seededPgliteTemplate(): Promise<string> {
  const root = join(tmpdir(), `leadline-pglite-template-${pgliteVersion()}`);
  const name = `seeded-${seededTemplateKey()}`;
  const template = join(root, name, 'pgdata');
  if (existsSync(join(template, 'PG_VERSION'))) {
    // Marks it in use, so that a build of another key elsewhere does not remove it (removeStaleTemplates).
    const now = new Date();
    utimesSync(join(root, name), now, now);
    return template;
  }
  const empty = await pgliteTemplate();
  const building = mkdtempSync(join(root, 'building-'));
  cpSync(empty, join(building, 'pgdata'), { recursive: true });
  const engine = await openPglite(join(building, 'pgdata'));
  try {
    await prepareTemplate(engine);
  } catch (error) {
    await engine.close();
    rmSync(building, { recursive: true, force: true });
    throw error;
  }
  await engine.close();
  try {
    renameSync(building, join(root, name));
  } catch (error) {
    // Another worker built the same template first: use theirs.
    if (!existsSync(join(template, 'PG_VERSION'))) throw error;
    rmSync(building, { recursive: true, force: true });
  }
  removeStaleTemplates(root, name);
  return template;
}

function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The same template on the PostgreSQL server: a database `leadline_tpl_<key>` that every test
 * database is created from (CREATE DATABASE … TEMPLATE copies it). Built under a temporary name and
 * renamed when complete, so a half-built template is never used; templates of other keys are
 * dropped when a new one is built.
 */
async function seededPostgresTemplate(serverUrl: string): Promise<string> {
  const name = `leadline_tpl_${seededTemplateKey()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const exists = async () =>
    ((await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount ?? 0) > 0;
  try {
    if (await exists()) return name;
    const building = `leadline_tplbuild_${randomBytes(6).toString('hex')}`;
    await admin.query(`CREATE DATABASE ${building}`);
    try {
      const engine = await openPostgres(databaseUrl(serverUrl, building), 2);
      try {
        await prepareTemplate(engine);
      } finally {
        await engine.close();
      }
      // The pool's sessions may take a moment to end; a database in use cannot be renamed.
      for (let attempt = 0; ; attempt += 1) {
        try {
          await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
          break;
        } catch (error) {
          if ((error as { code?: string }).code !== '55006' || attempt >= 50) throw error;
          await sleep(100);
        }
      }
    } catch (error) {
      await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
      // Another worker built the same template first: use theirs.
      if (await exists()) return name;
      throw error;
    }
    const stale = await admin.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname LIKE 'leadline_tpl_%' AND datname <> $1`,
      [name],
    );
    for (const { datname } of stale.rows) {
      await admin.query(`DROP DATABASE IF EXISTS ${datname}`).catch(() => undefined);
    }
    return name;
  } finally {
    await admin.end();
  }
}

/**
 * A database of its own for one test file: PGlite in a temporary folder, or a new database on the
 * PostgreSQL server of DATABASE_URL that is dropped afterwards.
 */
export interface TestDatabase {
  engine: DatabaseEngine;
  /**
   * Closes the engine and opens a new one on the same data, as a restarted process would (the
   * database is kept); the new engine is the one `drop` closes.
   */
  reopen: () => Promise<DatabaseEngine>;
  drop: () => Promise<void>;
}

export async function openTestDatabase(): Promise<TestDatabase> {
  if (testEngineKind() === 'pglite') {
    // The production engine over a fresh copy of the seeded template folder (see seededPgliteTemplate).
    const folder = mkdtempSync(join(tmpdir(), 'leadline-test-'));
    cpSync(await seededPgliteTemplate(), join(folder, 'pgdata'), { recursive: true });
    let engine = await openPglite(join(folder, 'pgdata'));
    return {
      engine,
      reopen: async () => {
        await engine.close();
        engine = await openPglite(join(folder, 'pgdata'));
        return engine;
      },
      drop: async () => {
        await engine.close();
        await rm(folder, { recursive: true, force: true });
      },
    };
  }
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('LEADLINE_TEST_DB=postgres needs DATABASE_URL');
  const name = `leadline_test_${randomBytes(6).toString('hex')}`;
  const template = await seededPostgresTemplate(serverUrl);
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  await admin.end();
  let engine = await openPostgres(databaseUrl(serverUrl, name), 5);
  return {
    engine,
    reopen: async () => {
      await engine.close();
      engine = await openPostgres(databaseUrl(serverUrl, name), 5);
      return engine;
    },
    drop: async () => {
      await engine.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
