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
import { prepareDatabase } from '../bootstrap.js';
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
    if (name === keep || !/^(seeded-|demo-|building-)/.test(name)) continue;
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
  return buildPgliteTemplate(root, name, await pgliteTemplate(), prepareTemplate);
}

/**
 * Builds the PGlite template `root/name/pgdata`: a copy of the cluster `base` that `fill` adds to,
 * built under a temporary name and renamed when complete, so a half-built template is never used.
 * A worker that loses the race to another building the same template uses theirs.
 */
async function buildPgliteTemplate(
  root: string,
  name: string,
  base: string,
  fill: (engine: DatabaseEngine) => Promise<unknown>,
): Promise<string> {
  const template = join(root, name, 'pgdata');
  const building = mkdtempSync(join(root, 'building-'));
  cpSync(base, join(building, 'pgdata'), { recursive: true });
  try {
    const engine = await openPglite(join(building, 'pgdata'));
    try {
      await fill(engine);
    } finally {
      await engine.close();
    }
    renameSync(building, join(root, name));
  } catch (error) {
    rmSync(building, { recursive: true, force: true });
    // Another worker built the same template first: use theirs.
    if (!existsSync(join(template, 'PG_VERSION'))) throw error;
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

/** Renames a database once the pool's sessions on it have ended (a database in use cannot be renamed). */
async function renameWhenFree(admin: pg.Client, from: string, to: string): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await admin.query(`ALTER DATABASE ${from} RENAME TO ${to}`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '55006' || attempt >= 50) throw error;
      await sleep(100);
    }
  }
}

/**
 * The same template on the PostgreSQL server: a database `leadline_tpl_<key>` that every test
 * database is created from (CREATE DATABASE … TEMPLATE copies it). Built under a temporary name and
 * renamed when complete, so a half-built template is never used; templates of other keys are
 * dropped when a new one is built.
 */
async function seededPostgresTemplate(serverUrl: string): Promise<string> {
  const name = `leadline_tpl_${seededTemplateKey()}`;
  return buildPostgresTemplate(
    serverUrl,
    name,
    { fill: prepareTemplate },
    {
      where: `datname ~ '^leadline_tpl_[0-9a-f]+$' AND datname <> $1`,
      params: [name],
    },
  );
}

/**
 * Builds the template database `name` on the PostgreSQL server unless it exists: a new database
 * (a copy of `from` when given) that `fill` adds to, built under a temporary name and renamed when
 * complete, so a half-built template is never used. Once built, the databases `stale` selects
 * (older templates) are dropped; one still being copied from refuses the drop, left to a later build.
 */
async function buildPostgresTemplate(
  serverUrl: string,
  name: string,
  build: { from?: string; fill: (engine: DatabaseEngine) => Promise<unknown> },
  stale: { where: string; params: unknown[] },
): Promise<string> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const exists = async () =>
    ((await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount ?? 0) > 0;
  try {
    if (await exists()) return name;
    const building = `leadline_tplbuild_${randomBytes(6).toString('hex')}`;
    await admin.query(`CREATE DATABASE ${building}${build.from ? ` TEMPLATE ${build.from}` : ''}`);
    try {
      const engine = await openPostgres(databaseUrl(serverUrl, building), 2);
      try {
        await build.fill(engine);
      } finally {
        await engine.close();
      }
      await renameWhenFree(admin, building, name);
    } catch (error) {
      await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
      // Another worker built the same template first: use theirs.
      if (await exists()) return name;
      throw error;
    }
    const old = await admin.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE ${stale.where}`,
      stale.params,
    );
    for (const { datname } of old.rows)
      await admin.query(`DROP DATABASE IF EXISTS ${datname}`).catch(() => undefined);
    return name;
  } finally {
    await admin.end();
  }
}

/** The demo data a server seeds on its first start (config SEED_DEMO, DEMO_LEADS_PER_ORG). */
export interface DemoSeed {
  seedDemo: boolean;
  demoLeadsPerOrg: number;
}

/**
 * The demo data is relative to the time it is seeded (calls of today, callbacks due soon, parcels on
 * their way), so a template holding it is used for ten minutes at most: the key carries the
 * ten-minute slot it was built in. Seeding it is most of a test server's start (the orders seed,
 * 1.5 to 4 s a file), paid once a slot instead of once a file.
 */
const DEMO_TEMPLATE_SLOT_MS = 10 * 60 * 1000;

const SOURCE_ROOTS = [
  fileURLToPath(new URL('../', import.meta.url)),
  fileURLToPath(new URL('../../../../packages/contracts/src/', import.meta.url)),
];
let sourceHash: string | undefined;

/** Every non-test source file of the API and the contracts: any change to a seed gives a new key. */
function sourceKey(): string {
  if (sourceHash) return sourceHash;
  const hash = createHash('sha256');
  for (const root of SOURCE_ROOTS) {
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(ts|sql|json|csv)$/.test(file) && !file.endsWith('.test.ts'))
      .sort();
    for (const file of files) {
      hash.update(file);
      hash.update(readFileSync(join(root, file)));
    }
  }
  sourceHash = hash.digest('hex');
  return sourceHash;
}

function demoTemplateKey(seed: DemoSeed, slot: number): string {
  const key = createHash('sha256')
    .update(`${seededTemplateKey()}:${sourceKey()}:${seed.demoLeadsPerOrg}`)
    .digest('hex')
    .slice(0, 12);
  return `${key}_${slot}`;
}

const currentSlot = () => Math.floor(Date.now() / DEMO_TEMPLATE_SLOT_MS);

/** The seeded PGlite template with the demo data of `seed` on top (see DEMO_TEMPLATE_SLOT_MS). */
async function demoPgliteTemplate(seed: DemoSeed): Promise<string> {
  const base = await seededPgliteTemplate();
  const root = dirname(dirname(base));
  const name = `demo-${demoTemplateKey(seed, currentSlot())}`;
  const template = join(root, name, 'pgdata');
  if (existsSync(join(template, 'PG_VERSION'))) return template;
  return buildPgliteTemplate(root, name, base, (engine) => prepareDatabase(seed, engine));
}

/** The same on the PostgreSQL server: `leadline_tpld_<key>_<slot>`, made from the seeded template. */
async function demoPostgresTemplate(serverUrl: string, seed: DemoSeed): Promise<string> {
  const from = await seededPostgresTemplate(serverUrl);
  const slot = currentSlot();
  // Templates of slots before the previous one are no longer handed out.
  return buildPostgresTemplate(
    serverUrl,
    `leadline_tpld_${demoTemplateKey(seed, slot)}`,
    { from, fill: (engine) => prepareDatabase(seed, engine) },
    { where: `datname ~ '^leadline_tpld_' AND split_part(datname, '_', 4)::bigint < $1`, params: [slot - 1] },
  );
}

/**
 * A database of its own for one test file: PGlite in a temporary folder, or a new database on the
 * PostgreSQL server of DATABASE_URL that is dropped afterwards; with `seed`, already holding that demo
 * data (the server's own seeding then finds it and skips, as on a restart).
 */
export interface TestDatabase {
  engine: DatabaseEngine;
  /**
   * Closes the engine and opens a new one on the same data, as a restarted process would (the
   * database is kept); the new engine is the one `drop` closes.
   */
  reopen: (throughUrl?: string) => Promise<DatabaseEngine>;
  drop: () => Promise<void>;
  /**
   * The PostgreSQL URL of this database (null on PGlite): a fault test reopens the engine through
   * a relay it can cut (testing/tcp-proxy.ts) by passing `reopen` a rewritten one.
   */
  url: string | null;
}

export async function openTestDatabase(seed?: DemoSeed): Promise<TestDatabase> {
  const withDemo = seed?.seedDemo === true;
  if (testEngineKind() === 'pglite') {
    // The production engine over a fresh copy of a template folder (see seededPgliteTemplate).
    const folder = mkdtempSync(join(tmpdir(), 'leadline-test-'));
    const template = withDemo ? await demoPgliteTemplate(seed) : await seededPgliteTemplate();
    cpSync(template, join(folder, 'pgdata'), { recursive: true });
    let engine = await openPglite(join(folder, 'pgdata'));
    return {
      engine,
      url: null,
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
  const template = withDemo
    ? await demoPostgresTemplate(serverUrl, seed)
    : await seededPostgresTemplate(serverUrl);
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  await admin.end();
  const url = databaseUrl(serverUrl, name);
  let engine = await openPostgres(url, 5);
  return {
    engine,
    url,
    reopen: async (throughUrl = url) => {
      await engine.close();
      engine = await openPostgres(throughUrl, 5);
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
