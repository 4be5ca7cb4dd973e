import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { prepareServer } from '../../apps/api/src/bootstrap.js';
import { type AppConfig, loadConfig } from '../../apps/api/src/config.js';
import type { DatabaseEngine } from '../../apps/api/src/db/engine.js';
import { openTestDatabase } from '../../apps/api/src/testing/test-database.js';

export interface RunningServer {
  baseURL: string;
  /** The settings it runs with (the web client's id, the environment). */
  config: AppConfig;
  /** The server's database, for a test that must set up rows the API cannot make. */
  engine: DatabaseEngine;
  close(): Promise<void>;
}

/**
 * The real server (built SPA + API) on a free port with a fresh embedded database seeded with
 * the demo data, with `env` over the defaults (the telephony simulator's speed, say). The web
 * client must be built first (`npm run build`; npm test does it).
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'leadline-e2e-'));
  // A few hundred demo leads per org keep a browser file's start short; tests read totals from the API.
  const config = loadConfig({
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    DEMO_LEADS_PER_ORG: '300',
    CHECK_ANSWERS: 'true',
    // Lets several people test their own build side by side (vite build --outDir elsewhere).
    ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
    ...env,
  });
  // A copy of the API tests' template with the demo data (PGlite on disk): no initdb, no migrations
  // and no seeding per file; the server's seeds find the data and skip, as on a restart.
  const database = await openTestDatabase(config);
  const engine = database.engine;
  const { app } = await prepareServer(config, engine);
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    baseURL: address,
    config,
    engine,
    async close() {
      await app.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
