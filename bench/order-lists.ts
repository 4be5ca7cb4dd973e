/**
 * Order list and order management at scale (docs/orders.md): seeds BENCH_LEADS (default 1,000,000)
 * leads in org VN1 on the PostgreSQL server of DATABASE_URL, then prints the median and p95 latency
 * of the API calls (first page and a filtered page) and of the same SQL run bare, and their ratio.
 * Target: p95 under 50 ms, within 2x of the bare queries.
 *
 *   DATABASE_URL=postgres://leadline:leadline@127.0.0.1:5432/leadline npx tsx bench/order-lists.ts
 *
 * The seeded database (leadline_bench, or BENCH_DATABASE) is kept and reused by the next run;
 * BENCH_FRESH=1 rebuilds it. The validation list's scenarios (issue 28: the pending orders' first
 * page, which scores each row's delivery risk; sort=risk; riskBand=high) read the seeded pending
 * orders and their parcel history; BENCH_ONLY=validation runs those alone, BENCH_ONLY=validation-first the first page alone (an A/B against the code
 * before the risk column runs the first of them on its own database, bench/README.md).
 */
import pg from 'pg';
import { buildApp } from '../apps/api/src/app.js';
import { loadConfig } from '../apps/api/src/config.js';
import { openPostgres } from '../apps/api/src/db/engine.js';
import { migrate } from '../apps/api/src/db/migrate.js';
import { recountHistories } from '../apps/api/src/modules/delivery-risk/index.js';
import { seedDemoUsers, seedReferenceData } from '../apps/api/src/seed/seed.js';
import { ORDERS_SEEDED, runSeedSteps } from '../apps/api/src/seed/seed-steps.js';
import { benchDatabase, latencyStats, requirePostgresServer, signIn } from './bench-database.js';
import { seedBenchLeads } from './seed-bench-leads.js';

const serverUrl = requirePostgresServer('bench/order-lists.ts');
const LEADS = Number(process.env.BENCH_LEADS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const WARMUP = 20;
const DATABASE = process.env.BENCH_DATABASE ?? 'leadline_bench';
const ONLY = process.env.BENCH_ONLY;

const benchUrl = await benchDatabase(serverUrl, DATABASE, { keep: process.env.BENCH_FRESH !== '1' });
// As sent (engine.ts QueryListener): BEGIN with the org scope as one text, prepared ones by name.
let capture: { sql: string; parameters: readonly unknown[]; name: string | undefined }[] | null = null;
const engine = await openPostgres(benchUrl, 10, (sql, parameters, name) =>
  capture?.push({ sql, parameters, name }),
);
// No job runner nor parcel ticker: their statements would run between the calls measured, and be
// captured with them for the bare replay (a recount's INSERT replayed in a read-only transaction).
const config = loadConfig({
  DATABASE_URL: benchUrl,
  LOG_LEVEL: 'silent',
  WEB_DIST_DIR: '/nonexistent',
  JOB_POLL_MS: '0',
  LOGISTICS_SIM_TICK_MS: '0',
});
await migrate(engine);
await seedReferenceData(engine.db);
await seedDemoUsers(engine.db);
const seedOptions = { demo: true, demoLeadsPerOrg: 0 };
await runSeedSteps(engine.db, seedOptions, ORDERS_SEEDED);
const seeded = await seedBenchLeads(engine.db, LEADS);
console.log(seeded);
// The orgs' delivery-risk history counts, as the recurring job keeps them (docs/delivery-risk.md
// 'History counts'): the validation list scores from them.
const recountStart = performance.now();
await recountHistories(engine.db);
console.log(`history counts of every org recounted in ${(performance.now() - recountStart).toFixed(0)} ms`);

const { app } = await buildApp(config, engine);
const token = await signIn(app, config, 'vn1.manager');
const validatorToken = await signIn(app, config, 'vn1.validator');

const campaigns = await app.inject({
  method: 'GET',
  url: '/api/campaign',
  headers: { authorization: `Bearer ${token}` },
});
const campaignId = (campaigns.json() as { data: { id: number }[] }).data[1]?.id ?? 0;
const today = new Date().toISOString().slice(0, 10);
const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
const validation = [
  { name: 'validation, pending, first page', url: '/api/SO/ValidationList?status=1', token: validatorToken },
  {
    name: 'validation, pending, sort=risk',
    url: '/api/SO/ValidationList?status=1&sort=risk',
    token: validatorToken,
  },
  {
    name: 'validation, pending, riskBand=high',
    url: '/api/SO/ValidationList?status=1&riskBand=high',
    token: validatorToken,
  },
];
const lists: { name: string; url: string; token?: string }[] = [
  { name: 'order list, first page', url: '/api/orders/list' },
  {
    name: 'order list, filtered',
    url: `/api/orders/list?leadStatus=5&leadStatus=4&campaignId=${campaignId}&dateFrom=${monthAgo}&dateTo=${today}`,
  },
  { name: 'order management, first page', url: '/api/orders/management' },
  {
    name: 'order management, filtered',
    url: `/api/orders/management?soStatus=1&dateFrom=${monthAgo}&dateTo=${today}`,
  },
];
// validation-first: the first page alone, the one scenario the code before the risk column has.
const scenarios =
  ONLY === 'validation-first'
    ? validation.slice(0, 1)
    : ONLY === 'validation'
      ? validation
      : [...lists, ...validation];

const raw = new pg.Client({ connectionString: benchUrl });
await raw.connect();
const rows: string[][] = [];
for (const scenario of scenarios) {
  const call = async () => {
    const response = await app.inject({
      method: 'GET',
      url: scenario.url,
      headers: { authorization: `Bearer ${scenario.token ?? token}` },
    });
    if (response.statusCode !== 200)
      throw new Error(`${scenario.url}: ${response.statusCode} ${response.body}`);
    return response.json() as { total: number };
  };
  capture = [];
  const first = await call();
  const statements = capture;
  capture = null;
  for (let i = 0; i < WARMUP; i++) await call();
  const apiSamples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await call();
    apiSamples.push(performance.now() - start);
  }
  // The same statements, bare, as captured: the session read, the API's own begin, role and org
  // setting, queries and commit (Kysely logs the transaction's statements too, so wrapping them in
  // another BEGIN/COMMIT would only add two round trips to the bare side).
  const ownTransaction = statements.some((statement) => /^begin\b/i.test(statement.sql));
  const bareSamples: number[] = [];
  for (let i = 0; i < WARMUP + RUNS; i++) {
    const start = performance.now();
    if (!ownTransaction) await raw.query('BEGIN');
    for (const { sql, parameters, name } of statements)
      await raw.query(
        name ? { name, text: sql, values: [...parameters] } : { text: sql, values: [...parameters] },
      );
    if (!ownTransaction) await raw.query('COMMIT');
    if (i >= WARMUP) bareSamples.push(performance.now() - start);
  }
  const api = latencyStats(apiSamples);
  const bare = latencyStats(bareSamples);
  rows.push([
    scenario.name,
    String(first.total),
    String(statements.length),
    api.median.toFixed(1),
    api.p95.toFixed(1),
    bare.median.toFixed(1),
    bare.p95.toFixed(1),
    (api.p95 / bare.p95).toFixed(2),
  ]);
}
await raw.end();
await app.close();
await engine.close();

const header = [
  'scenario',
  'total',
  'statements',
  'API median ms',
  'API p95 ms',
  'SQL median ms',
  'SQL p95 ms',
  'p95 ratio',
];
const widths = header.map((title, index) => Math.max(title.length, ...rows.map((row) => row[index]!.length)));
const line = (cells: string[]) => cells.map((cell, index) => cell.padEnd(widths[index]!)).join('  ');
console.log(
  `\n${LEADS.toLocaleString('en-US')} leads in VN1, ${RUNS} runs each (target: API p95 < 50 ms, ratio <= 2)\n`,
);
console.log(line(header));
for (const row of rows) console.log(line(row));
