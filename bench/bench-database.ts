/**
 * What the benchmarks share: the PostgreSQL server they measure, a database of their own on it,
 * and the percentiles they print.
 */
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { type AppConfig, loadConfig } from '../apps/api/src/config.js';

/** DATABASE_URL, or the reason the bench cannot run without it (then the process ends). */
export function requirePostgresServer(bench: string): string {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) return serverUrl;
  console.error(`${bench} measures PostgreSQL: set DATABASE_URL to a server (see .ci/run).`);
  process.exit(1);
}

/**
 * The URL of the bench's own database on the server of `serverUrl`: created empty, or with
 * `keep` reused when it exists (a seeded million-lead database takes minutes to make; BENCH_FRESH=1
 * starts it again).
 */
export async function benchDatabase(
  serverUrl: string,
  database: string,
  options: { keep?: boolean } = {},
): Promise<string> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    if (!options.keep) await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${database}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** The sample at quantile q (0.5 the median) of samples sorted ascending; 0 for none. */
export function quantile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

/** The median and p95 of a run's latencies. */
export function latencyStats(samples: readonly number[]): { median: number; p95: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  return { median: quantile(sorted, 0.5), p95: quantile(sorted, 0.95) };
}

/** The API's configuration for a bench on `databaseUrl`: silent, no web app, no partner simulator ticks. */
export function benchConfig(databaseUrl: string, overrides: Record<string, string> = {}): AppConfig {
  return loadConfig({
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent',
    JOB_POLL_MS: '0',
    LOGISTICS_SIM_TICK_MS: '0',
    LOGISTICS_POLL_MS: '0',
    ...overrides,
  });
}

/** A demo user's access token, signed in through the app as the web client does. */
export async function signIn(app: FastifyInstance, config: AppConfig, username: string): Promise<string> {
  const login = await app.inject({
    method: 'POST',
    url: '/oauth/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      grant_type: 'password',
      username,
      password: 'Demo@1234',
      client_id: config.webClient.id,
      client_secret: config.webClient.secret,
    }).toString(),
  });
  return (login.json() as { data: { access_token: string } }).data.access_token;
}
