import type { Envelope } from '@leadline/contracts';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { AppContext } from '../app-context.js';
import { prepareServer } from '../bootstrap.js';
import { type AppConfig, loadConfig } from '../config.js';
import type { DatabaseEngine } from '../db/engine.js';
import { DEMO_PASSWORD } from '../seed/demo-users.js';
import type { JobRunner } from '../shared/jobs/index.js';
import { openTestDatabase, type TestDatabase } from './test-database.js';

export interface TestServer {
  app: FastifyInstance;
  /** The app's context: background entry points (a DO's send, the parcel simulator) take it. */
  ctx: AppContext;
  engine: DatabaseEngine;
  config: AppConfig;
  /** The server's job runner: `jobs.runDueJobs(now?)` runs the due jobs at once (docs/jobs.md). */
  jobs: JobRunner;
  /** Logs a demo user in and returns the access token. */
  login(userName: string, password?: string): Promise<string>;
  /** The demo users' tokens, in the order of their names, logged in at once. */
  loginAll<const N extends readonly string[]>(...userNames: N): Promise<{ [K in keyof N]: string }>;
  /** Calls the API and parses the envelope. */
  call<T = unknown>(
    options: InjectOptions & { token?: string },
  ): Promise<{ status: number; body: Envelope<T> }>;
  close(): Promise<void>;
  /**
   * Stops this server as a process that ends would (its database kept and its engine closed), and
   * starts a new one on the same database: what survives a restart.
   */
  restart(): Promise<TestServer>;
}

/**
 * The real server on a database of its own (PGlite or PostgreSQL, LEADLINE_TEST_DB), migrated
 * and seeded with the demo data, driven through Fastify's inject. One per test file.
 */
export async function startTestServer(
  env: Record<string, string> = {},
  options: {
    /** PostgreSQL only: the URL the server connects by, from its database's own (a relay's). */
    connectVia?: (databaseUrl: string) => string;
  } = {},
): Promise<TestServer> {
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent',
    DEMO_LEADS_PER_ORG: '120',
    CHECK_ANSWERS: 'true',
    ...env,
  });
  const database = await openTestDatabase(config);
  const engine =
    options.connectVia && database.url
      ? await database.reopen(options.connectVia(database.url))
      : database.engine;
  return serverOn(database, engine, config);
}

async function serverOn(
  database: TestDatabase,
  engine: DatabaseEngine,
  config: AppConfig,
): Promise<TestServer> {
  const { app, jobs, ctx } = await prepareServer(config, engine);

  const call: TestServer['call'] = async ({ token, headers, ...options }) => {
    const response = await app.inject({
      ...options,
      headers: { ...(headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
    return { status: response.statusCode, body: response.json() };
  };

  const server: TestServer = {
    app,
    ctx,
    engine,
    config,
    jobs,
    call,
    async login(userName, password = DEMO_PASSWORD) {
      const { body } = await call<{ access_token: string }>({
        method: 'POST',
        url: '/oauth/token',
        payload: new URLSearchParams({
          grant_type: 'password',
          username: userName,
          password,
          client_id: config.webClient.id,
          client_secret: config.webClient.secret,
        }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      if (body.code !== 200) throw new Error(`login ${userName} failed: ${body.message}`);
      return body.data.access_token;
    },
    loginAll(...userNames) {
      return Promise.all(userNames.map((userName) => server.login(userName))) as never;
    },
    async close() {
      await app.close();
      await database.drop();
    },
    async restart() {
      await app.close();
      return serverOn(database, await database.reopen(), config);
    },
  };
  return server;
}
