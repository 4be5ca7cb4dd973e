import { buildApp } from './app.js';
import type { AppConfig } from './config.js';
import { type DatabaseEngine, openPglite, openPostgres } from './db/engine.js';
import { migrate } from './db/migrate.js';
import { seedDemoUsers, seedReferenceData } from './seed/seed.js';
import { runSeedSteps } from './seed/seed-steps.js';

export async function openDatabase(config: AppConfig): Promise<DatabaseEngine> {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl, config.database.poolSize, undefined, config.database.connectTimeoutMs)
    : openPglite(config.dataDir);
}

/** Any constant other than the migrations' own: it keeps two starting processes from seeding at once. */
const STARTUP_LOCK_KEY = 7_202_612;

/**
 * Runs a start's database work with the other starting processes of the same database held back:
 * the migrations have their own lock, but the seeds after them read "is it there?" and insert, so
 * two processes started at once on a new database both inserted the demo users and one died on
 * the unique key. The lock is a session's (PostgreSQL); PGlite is one process, nothing to hold.
 */
async function oneStartAtATime<T>(engine: DatabaseEngine, work: () => Promise<T>): Promise<T> {
  if (engine.kind === 'pglite') return work();
  return engine.exclusive(async (session) => {
    await session.run(`SELECT pg_advisory_lock(${STARTUP_LOCK_KEY})`);
    try {
      return await work();
    } finally {
      await session.run(`SELECT pg_advisory_unlock(${STARTUP_LOCK_KEY})`);
    }
  });
}

/** What a first start writes: the migrations, the reference data, and the demo data when asked. */
export function prepareDatabase(
  config: Pick<AppConfig, 'seedDemo' | 'demoLeadsPerOrg'>,
  engine: DatabaseEngine,
): Promise<string[]> {
  return oneStartAtATime(engine, () => migrateAndSeed(config, engine));
}

async function migrateAndSeed(
  config: Pick<AppConfig, 'seedDemo' | 'demoLeadsPerOrg'>,
  engine: DatabaseEngine,
): Promise<string[]> {
  const applied = await migrate(engine);
  await seedReferenceData(engine.db);
  if (config.seedDemo) await seedDemoUsers(engine.db);
  // The modules' steps and the seed's, in their order (seed/seed-steps.ts).
  await runSeedSteps(engine.db, { demo: config.seedDemo, demoLeadsPerOrg: config.demoLeadsPerOrg });
  return applied;
}

/** Database ready (prepareDatabase), then the server built. */
export async function prepareServer(config: AppConfig, engine: DatabaseEngine) {
  const applied = await prepareDatabase(config, engine);
  const built = await buildApp(config, engine);
  return { ...built, appliedMigrations: applied };
}
