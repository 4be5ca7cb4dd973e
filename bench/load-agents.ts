/**
 * 300 agents of one org on one process (targets in bench/README.md): creates BENCH_AGENTS agents in
 * VN1 through the users API (an administrator's POST /api/users; a rerun resets their passwords the
 * same way), logs each in through /oauth/token, then drives the mix (order list, the same filtered,
 * open a lead with its calls, a status change, the CDR list) over real HTTP on loopback from a
 * worker thread: a closed saturation run (BENCH_CONNECTIONS loops, no think time) and an open-loop
 * run (Poisson arrivals at BENCH_RATE a second). In the same run, the same client against a bare
 * Fastify route, and (PostgreSQL) the product's own statements of each call, captured from the API
 * and replayed bare through node-pg with a pool of the same size and the same concurrency. Prints
 * req/s, p50/p90/p95/p99 and errors per call and overall, and the ratios. Unloaded latencies (the
 * issue's order list at 5,000,000 leads and CDR list at 10,000,000 calls, p95 < 30 ms):
 * BENCH_CONNECTIONS=1 BENCH_MODE=closed, one agent's calls one after another.
 *
 *   DATABASE_URL=postgres://leadline:leadline@127.0.0.1:5432/leadline npx tsx bench/load-agents.ts
 *   BENCH_ENGINE=pglite npx tsx bench/load-agents.ts      (in-memory PGlite: every call answered?)
 *
 * BENCH_LEADS (100,000) and BENCH_CALLS (80,000) size VN1 (the issue's figures are 1,000,000 and
 * 800,000: BENCH_LEADS=1000000 BENCH_CALLS=800000); BENCH_SECONDS (20) a run; BENCH_MODE
 * (all | closed | open); BENCH_POOL (10, the product's); BENCH_TIMEOUT_MS (30,000) a call's client
 * time-out. PostgreSQL: the database leadline_load is kept and reused; BENCH_FRESH=1 rebuilds it.
 * BENCH_PROCESSES=2: the saturation run again on two API processes (npm start's WEB_CONCURRENCY),
 * their main threads' CPU summed. BENCH_GZIP=1: the saturation run again with the client accepting gzip, as browsers do (the API
 * gzips answers of 1 KB and more): its CPU a call beside the first run's, and each call's answer
 * size as sent and as read.
 */
import { writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import { Worker } from 'node:worker_threads';
import Fastify from 'fastify';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app.js';
import { loadConfig } from '../apps/api/src/config.js';
import { type DatabaseEngine, openPglite, openPostgres } from '../apps/api/src/db/engine.js';
import { migrate } from '../apps/api/src/db/migrate.js';
import { DEMO_PASSWORD } from '../apps/api/src/seed/demo-users.js';
import { seedDemoUsers, seedReferenceData } from '../apps/api/src/seed/seed.js';
import { ORDERS_SEEDED, runSeedSteps } from '../apps/api/src/seed/seed-steps.js';
import { startApiProcesses } from './api-processes.js';
import { benchDatabase } from './bench-database.js';
import { type CpuSnapshot, cpuSnapshot, describeCpu } from './cpu-accounting.js';
import type { Action, BenchAgent, CallSamples, ClientJob, ClientResult } from './load-agents-client.js';
import { MIX, pickAction } from './load-agents-client.js';
import { seedBenchCalls, seedBenchLeads } from './seed-bench-leads.js';

const env = process.env;
const ENGINE = env.BENCH_ENGINE === 'pglite' ? 'pglite' : 'postgres';
const AGENTS = Number(env.BENCH_AGENTS ?? 300);
const LEADS = Number(env.BENCH_LEADS ?? 100_000);
const CALLS = Number(env.BENCH_CALLS ?? 80_000);
const SECONDS = Number(env.BENCH_SECONDS ?? 20);
const CONNECTIONS = Number(env.BENCH_CONNECTIONS ?? 300);
const RATE = Number(env.BENCH_RATE ?? 600);
const POOL = Number(env.BENCH_POOL ?? 10);
const MODE = env.BENCH_MODE ?? 'all';
/** BENCH_PROCESSES=2 (PostgreSQL): the saturation run again on that many API processes (npm start). */
const PROCESSES = Number(env.BENCH_PROCESSES ?? 1);
const TIMEOUT_MS = Number(env.BENCH_TIMEOUT_MS ?? 30_000);
/** BENCH_DATABASE: another database to keep, say the 5,000,000-lead one beside the 100,000-lead one. */
const DATABASE = env.BENCH_DATABASE ?? 'leadline_load';
if (!/^[a-z_][a-z0-9_]*$/.test(DATABASE)) throw new Error('BENCH_DATABASE: a plain lower-case name');
const AGENT_ROLE = 12;
/** Each agent's newest leads that have calls (three each, seedBenchCalls), at most a page of 50. */
const LEADS_OPENED = Math.max(1, Math.min(50, Math.floor(CALLS / 3 / (AGENTS + 5))));

/** A statement as the product sent it (a prepared one with its name: the replay names it too). */
type Captured = { sql: string; parameters: readonly unknown[]; name: string | undefined };
let capture: Captured[] | null = null;
const onQuery = (sql: string, parameters: readonly unknown[], name?: string) =>
  capture?.push({ sql, parameters, name });

let benchUrl: string | null = null;
let engine: DatabaseEngine;
if (ENGINE === 'postgres') {
  if (!env.DATABASE_URL) {
    console.error('set DATABASE_URL (PostgreSQL) or BENCH_ENGINE=pglite');
    process.exit(1);
  }
  benchUrl = await benchDatabase(env.DATABASE_URL, DATABASE, { keep: env.BENCH_FRESH !== '1' });
  engine = await openPostgres(benchUrl, POOL, onQuery);
} else {
  engine = await openPglite(null);
}
const config = loadConfig({
  ...(benchUrl ? { DATABASE_URL: benchUrl } : {}),
  LOG_LEVEL: 'silent',
  WEB_DIST_DIR: '/nonexistent',
  JOB_POLL_MS: '0',
  LOGISTICS_SIM_TICK_MS: '0',
});
const setupStarted = Date.now();
await migrate(engine);
await seedReferenceData(engine.db);
await seedDemoUsers(engine.db);
await runSeedSteps(engine.db, { demo: true, demoLeadsPerOrg: 0 }, ORDERS_SEEDED);

const { app } = await buildApp(config, engine);
const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });

async function api<T>(
  method: string,
  path: string,
  token: string | null,
  body?: unknown,
): Promise<{ status: number; data: T }> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json = (await response.json()) as { data: T; message?: string };
  if (response.status !== 200) throw new Error(`${method} ${path}: ${response.status} ${json.message ?? ''}`);
  return { status: response.status, data: json.data };
}

async function login(userName: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'password',
      username: userName,
      password,
      client_id: config.webClient.id,
    }),
  });
  const json = (await response.json()) as { data: { access_token: string }; message?: string };
  if (response.status !== 200) throw new Error(`login ${userName}: ${response.status} ${json.message ?? ''}`);
  return json.data.access_token;
}

/** In batches, so that password hashing (argon2 on the thread pool) is not asked 300 times at once. */
async function inBatches<T, R>(items: T[], size: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let index = 0; index < items.length; index += size)
    results.push(...(await Promise.all(items.slice(index, index + size).map(work))));
  return results;
}

// Agents, the product's way: created by VN1's administrator, or their password reset on a rerun.
const admin = await login('vn1.admin', DEMO_PASSWORD);
const names = Array.from({ length: AGENTS }, (_, index) => `vn1.bench${String(index + 1).padStart(3, '0')}`);
const known = new Map(
  (
    await engine.db.selectFrom('users').select(['id', 'userName']).where('userName', 'in', names).execute()
  ).map((row) => [row.userName, row.id]),
);
type Credentials = { userId: number; temporaryPassword: string };
const credentials = await inBatches(names, 8, async (userName): Promise<Credentials> => {
  const id = known.get(userName);
  if (id) return (await api<Credentials>('POST', `/api/users/${id}/reset-password`, admin)).data;
  const created = await api<{ user: { userId: number }; temporaryPassword: string }>(
    'POST',
    '/api/users',
    admin,
    {
      userName,
      fullName: `Bench agent ${userName.slice(-3)}`,
      roles: [AGENT_ROLE],
    },
  );
  return { userId: created.data.user.userId, temporaryPassword: created.data.temporaryPassword };
});
console.log(await seedBenchLeads(engine.db, LEADS));
console.log(await seedBenchCalls(engine.db, CALLS));
const supervisorToken = await login('vn1.manager', DEMO_PASSWORD);
const agents: BenchAgent[] = await inBatches(
  names.map((userName, index) => ({ userName, ...(credentials[index] as Credentials) })),
  8,
  async ({ userName, userId, temporaryPassword }) => {
    const token = await login(userName, temporaryPassword);
    // The leads the agent opens and changes: the top of their list, which seedBenchCalls gave calls.
    const list = await api<{ leadId: number }[]>('GET', `/api/orders/list?limit=${LEADS_OPENED}`, token);
    return { token, userId, supervisorToken, leadIds: list.data.map((row) => row.leadId) };
  },
);
console.log(
  `${AGENTS} agents created or reset through the users API and logged in; setup ${Math.round((Date.now() - setupStarted) / 1000)} s; ` +
    `${agents.filter((agent) => agent.leadIds.length > 0).length} have leads`,
);

// The bare Fastify route, on the same process and the same client.
const bare = Fastify({ logger: false });
bare.get('/bare', async () => ({ code: 200, message: 'OK', data: { ok: true } }));
const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

function drive(
  job: Omit<ClientJob, 'agents' | 'timeoutMs' | 'connections' | 'gzip'> & { gzip?: boolean },
): Promise<ClientResult> {
  const data: ClientJob = { gzip: false, ...job, agents, connections: CONNECTIONS, timeoutMs: TIMEOUT_MS };
  return new Promise((resolve, reject) => {
    // Node 20 loads a worker's .ts entry before an --import hook is in place: register tsx first.
    const entry = new URL('./load-agents-client.ts', import.meta.url).href;
    const boot = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); })`;
    const worker = new Worker(boot, { eval: true, workerData: data });
    worker.once('message', (result: ClientResult) => {
      resolve(result);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

// The product's statements of each action, captured from one call of the first agent.
async function captureAction(action: Action): Promise<Captured[][]> {
  const agent = agents.find((candidate) => candidate.leadIds.length > 0) as BenchAgent;
  const leadId = agent.leadIds[0] as number;
  const paths: Record<Action, [string, string, unknown?][]> = {
    'order list': [['GET', '/api/orders/list?limit=20']],
    'order list filtered': [['GET', '/api/orders/list?leadStatus=4&leadStatus=5&limit=20']],
    'cdr list': [['GET', `/api/cdrs?agentId=${agent.userId}&limit=20`]],
    'open lead': [
      ['GET', `/api/orders/detail/lead/${leadId}`],
      ['GET', `/api/lead/${leadId}/cdr`],
    ],
    'status change': [],
  };
  if (action === 'status change') {
    const detail = await api<{ leadData: { version: number; status: number } }>(
      'GET',
      `/api/orders/detail/lead/${leadId}`,
      agent.token,
    );
    const { version, status } = detail.data.leadData;
    paths[action] = [
      ['PUT', `/api/orders/lead-info/${leadId}`, { version, leadStatus: status === 4 ? 5 : 4 }],
    ];
  }
  const calls: Captured[][] = [];
  for (const [method, path, body] of paths[action]) {
    // Once uncaptured first, so the capture is a warm call's (its session cached, as under load).
    if (method === 'GET')
      await api(method, path, action === 'cdr list' ? agent.supervisorToken : agent.token);
    capture = [];
    await api(method, path, action === 'cdr list' ? agent.supervisorToken : agent.token, body);
    calls.push(capture);
    capture = null;
  }
  return calls;
}

/**
 * The captured statements replayed bare, as the product sent them (its BEGIN with the org scope,
 * its prepared statements by name): outside a transaction on any pooled connection, from the
 * BEGIN to its COMMIT on one connection, nothing wrapped.
 */
async function replay(pool: pg.Pool, statements: Captured[]): Promise<void> {
  let client: pg.PoolClient | null = null;
  for (const statement of statements) {
    if (/^begin\b/i.test(statement.sql)) client = await pool.connect();
    const values = [...statement.parameters];
    await (client ?? pool).query(
      statement.name
        ? { name: statement.name, text: statement.sql, values }
        : { text: statement.sql, values },
    );
    if (/^(commit|rollback)\b/i.test(statement.sql)) {
      client?.release();
      client = null;
    }
  }
}

async function replayRun(captured: Map<Action, Captured[][]>): Promise<ClientResult> {
  const pool = new pg.Pool({ connectionString: benchUrl as string, max: POOL, options: '-c TimeZone=UTC' });
  const calls: Record<string, CallSamples> = {};
  const started = performance.now();
  const deadline = started + SECONDS * 1000;
  const names: Record<Action, string[]> = {
    'order list': ['order list'],
    'order list filtered': ['order list filtered'],
    'cdr list': ['cdr list'],
    'open lead': ['lead detail', 'lead calls'],
    'status change': ['status change'],
  };
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < deadline) {
        const action = pickAction(Math.random());
        const callStarted = performance.now();
        await Promise.all(
          (captured.get(action) ?? []).map(async (statements, index) => {
            const name = names[action][index] as string;
            const samples = calls[name] ?? { ok: [], errors: 0, reasons: {}, wireBytes: 0, jsonBytes: 0 };
            calls[name] = samples;
            try {
              await replay(pool, statements);
              samples.ok.push(performance.now() - callStarted);
            } catch (error) {
              samples.errors += 1;
              const reason = (error as Error).message.slice(0, 40);
              samples.reasons[reason] = (samples.reasons[reason] ?? 0) + 1;
            }
          }),
        );
      }
    }),
  );
  await pool.end();
  return { seconds: (performance.now() - started) / 1000, calls };
}

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
}

interface Summary {
  name: string;
  reqPerSecond: number;
  p50: number;
  p90: number;
  p95: number;
  p99: number;
  errors: number;
  reasons: string;
}

function summarize(result: ClientResult): Summary[] {
  const rows = Object.entries(result.calls).sort(([a], [b]) => a.localeCompare(b));
  const describe = (name: string, samples: CallSamples[]): Summary => {
    const ok = samples.flatMap((sample) => sample.ok).sort((a, b) => a - b);
    const errors = samples.reduce((sum, sample) => sum + sample.errors, 0);
    const reasons = new Map<string, number>();
    for (const sample of samples)
      for (const [reason, count] of Object.entries(sample.reasons))
        reasons.set(reason, (reasons.get(reason) ?? 0) + count);
    return {
      name,
      reqPerSecond: (ok.length + errors) / result.seconds,
      p50: quantile(ok, 0.5),
      p90: quantile(ok, 0.9),
      p95: quantile(ok, 0.95),
      p99: quantile(ok, 0.99),
      errors,
      reasons: [...reasons].map(([reason, count]) => `${reason}×${count}`).join(' '),
    };
  };
  return [
    ...rows.map(([name, samples]) => describe(name, [samples])),
    describe(
      'ALL',
      rows.map(([, samples]) => samples),
    ),
  ];
}

interface Measured {
  result: ClientResult;
  before: CpuSnapshot;
  after: CpuSnapshot;
}

/** The sessions of the bench's database (PostgreSQL on this machine): whose CPU a call costs. */
async function backendPids(): Promise<number[]> {
  if (!benchUrl) return [];
  const client = new pg.Client({ connectionString: benchUrl });
  await client.connect();
  const rows = await client.query<{ pid: number }>(
    'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
  );
  await client.end();
  return rows.rows.map((row) => row.pid);
}

/** A run with the CPU it took (cpu-accounting.ts); `serverPids` when the API runs in other processes. */
async function measured(run: () => Promise<ClientResult>, serverPids: number[] = []): Promise<Measured> {
  const before = cpuSnapshot(await backendPids(), serverPids);
  const running = run();
  // Read as the run's deadline passes, before the replay ends its pool (its sessions with it):
  // its pool opens as it starts, so its sessions are listed once they are there.
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  await sleep(2000);
  const during = await backendPids();
  await sleep(Math.max(0, before.at + SECONDS * 1000 - 100 - performance.now()));
  const after = cpuSnapshot(during, serverPids);
  return { result: await running, before, after };
}

function print(title: string, { result, before, after }: Measured): Summary {
  const rows = summarize(result);
  const cells = (values: string[]) =>
    values
      .map((value, index) => (index === 0 ? value.padEnd(20) : value.padStart(index === 6 ? 7 : 8)))
      .join(' ');
  console.log(`\n${title} (${result.seconds.toFixed(1)} s)`);
  console.log(cells(['call', 'req/s', 'p50 ms', 'p90 ms', 'p95 ms', 'p99 ms', 'errors']));
  for (const row of rows) {
    const times = [row.p50, row.p90, row.p95, row.p99].map((value) => value.toFixed(1));
    console.log(
      `${cells([row.name, row.reqPerSecond.toFixed(0), ...times, String(row.errors)])} ${row.reasons}`,
    );
  }
  const all = rows[rows.length - 1] as Summary;
  console.log(describeCpu(before, after, all.reqPerSecond));
  return all;
}

/** Each call's mean answer as sent and as read (BENCH_GZIP). */
function printSizes(result: ClientResult): void {
  for (const [name, samples] of Object.entries(result.calls).sort(([a], [b]) => a.localeCompare(b))) {
    const count = Math.max(1, samples.ok.length);
    const wire = samples.wireBytes / count;
    const json = samples.jsonBytes / count;
    console.log(
      `  ${name.padEnd(20)} ${(json / 1024).toFixed(1).padStart(6)} KB JSON, ${(wire / 1024).toFixed(1).padStart(6)} KB sent (${((wire / json) * 100).toFixed(0)} %)`,
    );
  }
}

/**
 * BENCH_CPU_PROFILE=<file>: the server thread's CPU profile of the product's saturation run only
 * (node --cpu-prof would mix in the setup, the bare route and the replay). Open it in Chrome's
 * DevTools or summarise its self time by package.
 */
async function profiled<T>(run: () => Promise<T>): Promise<T> {
  const file = env.BENCH_CPU_PROFILE;
  if (!file) return run();
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  const result = await run();
  const { profile } = await session.post('Profiler.stop');
  await writeFile(file, JSON.stringify(profile));
  session.disconnect();
  console.log(`CPU profile of the saturation run: ${file}`);
  return result;
}

const weights = MIX.map((item) => `${item.action} ${item.weight}`).join(', ');
console.log(
  `\n${ENGINE}, ${CONNECTIONS} connections, ${AGENTS} agents, mix: ${weights} (open lead = detail + its calls)`,
);
let product: Summary | null = null;
if (MODE === 'all' || MODE === 'closed') {
  product = print(
    'product, closed (saturation)',
    await measured(() =>
      profiled(() => drive({ baseUrl, mode: 'closed', seconds: SECONDS, rate: RATE, bare: false })),
    ),
  );
  if (env.BENCH_GZIP === '1') {
    const plain = product;
    const gzipped = await measured(() =>
      drive({ baseUrl, mode: 'closed', seconds: SECONDS, rate: RATE, bare: false, gzip: true }),
    );
    const zipped = print('product, closed, the client accepting gzip', gzipped);
    console.log(
      `\ngzip: ${(zipped.reqPerSecond / plain.reqPerSecond).toFixed(3)} of the plain run's req/s; answer sizes (mean a call):`,
    );
    printSizes(gzipped.result);
  }
  const bareRoute = print(
    'bare Fastify route, closed',
    await measured(() =>
      drive({ baseUrl: bareUrl, mode: 'closed', seconds: SECONDS, rate: RATE, bare: true }),
    ),
  );
  console.log(
    `\nproduct / bare Fastify route: ${(product.reqPerSecond / bareRoute.reqPerSecond).toFixed(3)} of its req/s`,
  );
  if (ENGINE === 'postgres') {
    const captured = new Map<Action, Captured[][]>();
    for (const item of MIX) captured.set(item.action, await captureAction(item.action));
    const perCall = [...captured].map(
      ([action, calls]) => `${action} ${calls.map((call) => call.length).join('+')}`,
    );
    console.log(`\nstatements a call (round trips): ${perCall.join(', ')}`);
    const replayed = print(
      `bare replay of the same statements, pool ${POOL}, ${CONNECTIONS} concurrent`,
      await measured(() => replayRun(captured)),
    );
    console.log(
      `\nproduct / bare replay: ${(product.reqPerSecond / replayed.reqPerSecond).toFixed(3)} of its req/s`,
    );
    if (PROCESSES > 1 && benchUrl) {
      // npm start with WEB_CONCURRENCY: the supervisor's API processes, each with the product's pool.
      const processes = await startApiProcesses(benchUrl, PROCESSES, POOL);
      try {
        const several = print(
          `product on ${PROCESSES} API processes (WEB_CONCURRENCY; main thread = their main threads summed), closed`,
          await measured(
            () =>
              drive({
                baseUrl: processes.baseUrl,
                mode: 'closed',
                seconds: SECONDS,
                rate: RATE,
                bare: false,
              }),
            processes.workerPids,
          ),
        );
        console.log(
          `\n${PROCESSES} processes: ${(several.reqPerSecond / product.reqPerSecond).toFixed(3)} of one process's req/s, ` +
            `${(several.reqPerSecond / replayed.reqPerSecond).toFixed(3)} of the bare replay's`,
        );
      } finally {
        await processes.stop();
      }
    }
  }
}
if (MODE === 'all' || MODE === 'open') {
  print(
    `product, open loop at ${RATE} req/s (Poisson)`,
    await measured(() => drive({ baseUrl, mode: 'open', seconds: SECONDS, rate: RATE, bare: false })),
  );
}
await bare.close();
await app.close();
await engine.close();
