/**
 * Fault scenario: two, then three API processes on one PostgreSQL database behind a small
 * round-robin proxy, as docs/deploy.md runs them. What must hold when requests land on any
 * process:
 *
 * - **the first start**: the first phase's processes start together on the fresh database, and
 *   every one of them comes up (one that exits is a failure; it is restarted and the rest goes on);
 * - **logins** spread over the processes, and a token one process signed works on every other
 *   (one JWT_SECRET);
 * - **jobs** run once: orders approved through the proxy (half with a delayed DO) queue
 *   `delivery-order.create` and `delivery-order.send` jobs that every process polls for; each job
 *   is claimed once (`attempts` = 1, done), none is left due, each order has exactly one DO;
 * - **pushes** cross processes: a state change written on process B reaches the streams open on
 *   every process (A included, and one through the proxy), with its delay measured;
 * - **an export** through the proxy completes, with as many rows as its X-Total-Rows;
 * - **the metrics** (`/api/metrics`) answer each process on loopback, and the proxy's forwarded
 *   caller is refused.
 *
 *   DATABASE_URL=postgres://leadline:leadline@127.0.0.1:5432/leadline npx tsx bench/faults/multi-process.ts
 *
 * Builds the API first when apps/api/dist/main.js is missing or older than the sources; makes a
 * fresh database `leadline_fault_mp_<pid>` on DATABASE_URL's server (loopback only) and drops it
 * at the end; every child is killed at the end whatever happens; bounded by FAULT_TIME_LIMIT_MS
 * (170 s). Exits 1 when a check failed. As a module: `run(options)` answers the figures and the
 * failures, for the runner of bench/faults.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import http from 'node:http';
import type net from 'node:net';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { ORG_ID, type PushEvent } from '@leadline/contracts';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { freePort } from '../../apps/api/src/testing/free-port.js';
import { openPushStream, type PushStreamClient } from '../../apps/api/src/testing/push-stream-client.js';

export interface MultiProcessOptions {
  /** A PostgreSQL server on loopback; the scenario makes and drops a database of its own there. */
  databaseUrl?: string;
  /** Process counts, one phase each (default 2, then 3). */
  processCounts?: number[];
  /** Everything is stopped after this long (default 170 s). */
  timeLimitMs?: number;
  log?: (line: string) => void;
}

export interface ScenarioResult {
  name: string;
  ok: boolean;
  /** Printable figures, one line each. */
  lines: string[];
  failures: string[];
}

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const MAIN_JS = join(ROOT, 'apps/api/dist/main.js');
const JWT_SECRET = 'fault-scenario-shared-secret-0123456789abcdef';
const PASSWORD = 'Demo@1234';
const LOGIN_USERS = ['vn1.agent', 'vn1.manager', 'vn1.validator', 'vn1.admin', 'vn1.team-leader', 'vn1.cs'];
/** Orders approved per phase at most (the demo data's 300 leads of VN1 hold about 20 pending). */
const ORDERS_PER_PHASE = 12;
const SEND_JOB = 'delivery-order.send';
const CREATE_JOB = 'delivery-order.create';
const STATE = { busy: 4, unavailable: 8 } as const;
const STATE_NAME: Record<number, string> = { 4: 'Busy', 8: 'Unavailable' };

// ---------------------------------------------------------------- build, ports, processes

function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** `npm run build:api` when the bundle is missing or older than the API's or the contracts' sources. */
function ensureBuilt(log: (line: string) => void): void {
  const builtAt = (() => {
    try {
      return statSync(MAIN_JS).mtimeMs;
    } catch {
      return 0;
    }
  })();
  const sources = Math.max(
    newestSource(join(ROOT, 'apps/api/src')),
    newestSource(join(ROOT, 'packages/contracts/src')),
  );
  if (builtAt > sources) return;
  log('building the API (npm run build:api)');
  execFileSync('npm', ['run', 'build:api'], { cwd: ROOT, stdio: 'ignore' });
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** One `node apps/api/dist/main.js` on a port of its own. */
class ApiProcess {
  readonly url: string;
  private child: ChildProcess | null = null;
  private readonly output: string[] = [];
  exited: number | null = null;

  constructor(
    readonly name: string,
    readonly port: number,
  ) {
    this.url = `http://127.0.0.1:${port}`;
  }

  start(databaseUrl: string): void {
    this.exited = null;
    this.output.length = 0;
    const child = spawn(process.execPath, ['--enable-source-maps', MAIN_JS], {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        DATABASE_URL: databaseUrl,
        HOST: '127.0.0.1',
        PORT: String(this.port),
        JWT_SECRET,
        LOG_LEVEL: 'warn',
        WEB_DIST_DIR: '/nonexistent',
        DEMO_LEADS_PER_ORG: '300',
        // Jobs polled often, so that the processes race for each job; the parcel simulator and the
        // polled partners stay still (their own work would mix with the jobs counted here).
        JOB_POLL_MS: '200',
        LOGISTICS_SIM_TICK_MS: '0',
        LOGISTICS_POLL_MS: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (chunk: Buffer) => {
      this.output.push(...chunk.toString().split('\n').filter(Boolean));
      this.output.splice(0, Math.max(0, this.output.length - 60));
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    child.on('exit', (code) => {
      this.exited = code ?? -1;
    });
    this.child = child;
    CHILDREN.add(child);
  }

  /** Until the process answers its health check (ready: migrated, seeded, listening). */
  async ready(deadline: number): Promise<void> {
    while (Date.now() < deadline) {
      if (this.exited !== null) throw new Error(`${this.name} exited (${this.exited}): ${this.lastOutput()}`);
      for (const path of ['/api/health/ready', '/api/health']) {
        const answer = await fetch(`${this.url}${path}`).catch(() => null);
        if (answer?.ok) return;
      }
      await sleep(250);
    }
    throw new Error(`${this.name} not ready in time: ${this.lastOutput()}`);
  }

  /** The error line of a crash (Node prints the stack after it), else the last lines. */
  lastOutput(): string {
    const error = this.output.find((line) => /^\s*(error|\w*Error):/.test(line));
    const detail = this.output.find((line) => /^\s*detail:/.test(line));
    return error
      ? `${error.trim()}${detail ? ` (${detail.trim()})` : ''}`
      : this.output.slice(-5).join(' | ');
  }

  /** SIGTERM (main.js closes the app and the pool), SIGKILL after 5 s. */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child || this.exited !== null) return;
    const exited = new Promise((done) => child.once('exit', done));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
    CHILDREN.delete(child);
  }
}

/** Every child still running; killed on any exit of this process. */
const CHILDREN = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of CHILDREN) child.kill('SIGKILL');
});

// ---------------------------------------------------------------- the proxy

interface Proxy {
  url: string;
  /** Requests each process answered through the proxy, by process name. */
  served: Map<string, number>;
  failures: number;
  add(api: ApiProcess): void;
  close(): Promise<void>;
}

/** Hop-by-hop headers belong to one connection: a proxy does not pass them on (RFC 9110 7.6.1). */
const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'proxy-connection',
  'te',
  'trailer',
];

function endToEnd(headers: http.IncomingHttpHeaders): http.IncomingHttpHeaders {
  const kept = { ...headers };
  for (const name of HOP_BY_HOP) delete kept[name];
  return kept;
}

/**
 * A round-robin reverse proxy on loopback, as nginx would be (docs/deploy.md): streams both ways
 * (the push stream's SSE passes as it comes), adds X-Forwarded-For, and names the process that
 * answered in X-Served-By.
 */
async function startProxy(): Promise<Proxy> {
  const upstreams: ApiProcess[] = [];
  const served = new Map<string, number>();
  const agent = new http.Agent({ keepAlive: true });
  let next = 0;
  let failures = 0;
  const server = http.createServer((request, response) => {
    const upstream = upstreams[next++ % upstreams.length] as ApiProcess;
    served.set(upstream.name, (served.get(upstream.name) ?? 0) + 1);
    let answered = false;
    const outgoing = http.request(
      {
        host: '127.0.0.1',
        port: upstream.port,
        method: request.method,
        path: request.url,
        headers: { ...endToEnd(request.headers), 'x-forwarded-for': request.socket.remoteAddress ?? '' },
        agent,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, {
          ...endToEnd(answer.headers),
          'x-served-by': upstream.name,
        });
        answer.pipe(response);
        answer.on('end', () => {
          answered = true;
        });
      },
    );
    outgoing.on('error', () => {
      failures += 1;
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    // The client went away (a push stream closed): the upstream request ends too.
    response.on('close', () => {
      if (!answered) outgoing.destroy();
    });
    request.pipe(outgoing);
  });
  // nginx's default: idle client connections are kept longer than the clients' own pools keep them.
  server.keepAliveTimeout = 75_000;
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    served,
    get failures() {
      return failures;
    },
    add: (api) => upstreams.push(api),
    close: () =>
      new Promise((done) => {
        server.closeAllConnections();
        server.close(() => done());
        agent.destroy();
      }),
  };
}

// ---------------------------------------------------------------- HTTP helpers

/** Counts the answers that were not what the scenario expected. */
class Calls {
  count = 0;
  errors: string[] = [];

  async json<T>(url: string, init: RequestInit = {}): Promise<{ status: number; body: T; servedBy: string }> {
    this.count += 1;
    const answer = await fetch(url, init);
    const body = (await answer.json().catch(() => null)) as T;
    const servedBy = answer.headers.get('x-served-by') ?? '';
    if (!answer.ok) this.errors.push(`${init.method ?? 'GET'} ${url}: ${answer.status}`);
    return { status: answer.status, body, servedBy };
  }
}

async function login(calls: Calls, baseUrl: string, userName: string) {
  const answer = await calls.json<{ data: { access_token: string } }>(`${baseUrl}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'password',
      username: userName,
      password: PASSWORD,
      client_id: 'leadline-web',
    }).toString(),
  });
  return { token: answer.body?.data?.access_token ?? '', servedBy: answer.servedBy };
}

const bearer = (token: string, extra: Record<string, string> = {}) => ({
  authorization: `Bearer ${token}`,
  ...extra,
});

function percentile(samples: number[], q: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
}

// ---------------------------------------------------------------- the phase's checks

interface Phase {
  processes: ApiProcess[];
  proxy: Proxy;
  db: pg.Client;
  orders: { id: number; version: number }[];
  lines: string[];
  failures: string[];
  deadline: number;
}

async function checkLogins(phase: Phase, calls: Calls): Promise<Map<string, string>> {
  const { proxy, processes } = phase;
  const byProcess = new Map<string, number>();
  const tokens = new Map<string, string>();
  const rounds = processes.length * 2;
  for (let index = 0; index < rounds * LOGIN_USERS.length; index += LOGIN_USERS.length) {
    const batch = await Promise.all(LOGIN_USERS.map((user) => login(calls, proxy.url, user)));
    batch.forEach((answer, offset) => {
      if (answer.token) tokens.set(LOGIN_USERS[offset] as string, answer.token);
      byProcess.set(answer.servedBy, (byProcess.get(answer.servedBy) ?? 0) + 1);
    });
  }
  // Each token works on every process, whichever signed it.
  let refusedElsewhere = 0;
  for (const token of tokens.values())
    for (const api of processes) {
      const me = await calls.json(`${api.url}/api/agent/me`, { headers: bearer(token) });
      if (me.status !== 200) refusedElsewhere += 1;
    }
  const spread = processes.map((api) => `${api.name} ${byProcess.get(api.name) ?? 0}`).join(', ');
  phase.lines.push(
    `logins                 ${rounds * LOGIN_USERS.length} through the proxy (${spread}); tokens refused by another process: ${refusedElsewhere}`,
  );
  if (processes.some((api) => !byProcess.get(api.name))) phase.failures.push('a process answered no login');
  if (refusedElsewhere > 0) phase.failures.push(`${refusedElsewhere} tokens refused by another process`);
  return tokens;
}

async function checkJobs(phase: Phase, calls: Calls, validatorToken: string): Promise<void> {
  const { db, proxy, orders } = phase;
  const before = Number((await db.query('SELECT coalesce(max(id), 0) AS id FROM jobs')).rows[0].id);
  const delayed = new Set(orders.filter((_, index) => index % 2 === 1).map((order) => order.id));
  const approvals = await Promise.all(
    orders.map((order) =>
      calls.json<{ code: number }>(`${proxy.url}/api/SO/Validate`, {
        method: 'PUT',
        headers: bearer(validatorToken, { 'content-type': 'application/json' }),
        body: JSON.stringify({
          soId: order.id,
          action: 'approve',
          version: order.version,
          // The delayed create-DO dialog's path: a job due in 4 s that any process may claim.
          ...(delayed.has(order.id) ? { createDoAt: new Date(Date.now() + 4000).toISOString() } : {}),
        }),
      }),
    ),
  );
  const approved = approvals.filter((answer) => answer.body?.code === 200).length;

  // Until every delayed create job ran, every order's send job exists, and none of ours is due or
  // running any more (the retries of a simulated timeout come later: counted apart).
  const jobsOf = () =>
    db.query<{ kind: string; state: string; attempts: number; due: boolean }>(
      `SELECT kind, state, attempts, run_at <= now() AS due FROM jobs WHERE id > $1 AND kind = ANY($2)`,
      [before, [SEND_JOB, CREATE_JOB]],
    );
  const settled = (rows: { kind: string; state: string; due: boolean }[]) =>
    rows.filter((job) => job.kind === CREATE_JOB && job.state === 'done').length >= delayed.size &&
    rows.filter((job) => job.kind === SEND_JOB).length >= approved &&
    !rows.some((job) => job.state === 'running' || (job.state === 'pending' && job.due));
  const waitUntil = Math.min(phase.deadline, Date.now() + 30_000);
  let jobs = (await jobsOf()).rows;
  while (Date.now() < waitUntil && !settled(jobs)) {
    await sleep(250);
    jobs = (await jobsOf()).rows;
  }
  const once = jobs.filter((job) => job.state === 'done' && job.attempts === 1).length;
  const twice = jobs.filter((job) => job.attempts > 1).length;
  const never = jobs.filter((job) => job.due && job.state !== 'done' && job.attempts <= 1).length;
  const later = jobs.filter((job) => !job.due && job.state === 'pending').length;
  const byKind = [CREATE_JOB, SEND_JOB]
    .map((kind) => `${kind} ${jobs.filter((job) => job.kind === kind).length}`)
    .join(', ');
  const dos = await db.query<{ n: number }>(
    `SELECT count(d.id)::int AS n FROM sale_orders so LEFT JOIN delivery_orders d ON d.sale_order_id = so.id
      WHERE so.id = ANY($1) GROUP BY so.id`,
    [orders.map((order) => order.id)],
  );
  const oneDo = dos.rows.filter((row) => row.n === 1).length;
  phase.lines.push(
    `approvals              ${approved}/${orders.length} through the proxy (${delayed.size} with a delayed DO)`,
    `jobs                   ${jobs.length} (${byKind}): run once ${once}, twice or more ${twice}, never ${never}, retries due later ${later}`,
    `orders with one DO     ${oneDo}/${orders.length}`,
  );
  if (approved !== orders.length) phase.failures.push(`${orders.length - approved} approvals failed`);
  if (twice > 0) phase.failures.push(`${twice} jobs ran more than once`);
  if (never > 0) phase.failures.push(`${never} due jobs never ran`);
  if (oneDo !== orders.length) phase.failures.push(`${orders.length - oneDo} orders without exactly one DO`);
}

async function checkPushes(phase: Phase, calls: Calls, tokens: Map<string, string>): Promise<void> {
  const { processes, proxy } = phase;
  const agentToken = tokens.get('vn1.agent') ?? '';
  const managerToken = tokens.get('vn1.manager') ?? '';
  const me = await calls.json<{ data: { info: { userId: number } } }>(`${proxy.url}/api/agent/me`, {
    headers: bearer(agentToken),
  });
  const agentId = me.body.data.info.userId;
  // The supervisor's streams: one on each process, and one through the proxy.
  const streams: { name: string; client: PushStreamClient }[] = [];
  for (const api of processes)
    streams.push({ name: api.name, client: await openPushStream(api.url, managerToken) });
  streams.push({ name: 'proxy', client: await openPushStream(proxy.url, managerToken) });
  try {
    await Promise.all(
      streams.map(({ client }) => client.next((event) => event.type === 'push.ready', 10_000)),
    );
    const instant = await calls.json<{ data: { valueCode: number } }>(
      `${processes[0]?.url}/api/agent/by-id/${agentId}/activity/instant?activityId=53`,
      { headers: bearer(agentToken) },
    );
    let current = instant.body.data.valueCode;
    const crossDelays: number[] = [];
    let missed = 0;
    let changes = 0;
    const repeats = processes.length === 2 ? 5 : 3;
    for (let round = 0; round < repeats; round += 1)
      for (const writer of processes) {
        const next = current === STATE.busy ? STATE.unavailable : STATE.busy;
        const arrived = streams.map(({ name, client }) => {
          const seen = client.events.length;
          return client
            .next(
              (event: PushEvent) =>
                event.type === 'agent.state' &&
                event.userId === agentId &&
                event.code === next &&
                client.events.indexOf(event) >= seen,
              5000,
            )
            .then(
              () => ({ name, at: performance.now() }),
              () => ({ name, at: null }),
            );
        });
        const started = performance.now();
        const answer = await calls.json(`${writer.url}/api/agent/by-id/${agentId}/activity`, {
          method: 'POST',
          headers: bearer(agentToken, { 'content-type': 'application/json' }),
          body: JSON.stringify({
            objectType: 'user',
            activityId: 53,
            onField: 'status',
            value: STATE_NAME[next],
            valueCode: next,
          }),
        });
        changes += 1;
        if (answer.status !== 200) continue;
        current = next;
        for (const { name, at } of await Promise.all(arrived)) {
          if (at === null) missed += 1;
          else if (name !== writer.name) crossDelays.push(at - started);
        }
      }
    phase.lines.push(
      `pushes                 ${changes} state changes written on each process in turn, ${streams.length} streams (one per process + the proxy): ` +
        `missed ${missed}; delay from the write to another process's stream median ${percentile(crossDelays, 0.5).toFixed(1)} ms, ` +
        `p95 ${percentile(crossDelays, 0.95).toFixed(1)} ms, max ${Math.max(...crossDelays).toFixed(1)} ms (n=${crossDelays.length})`,
    );
    if (missed > 0) phase.failures.push(`${missed} push events missed`);
  } finally {
    for (const { client } of streams) client.close();
  }
}

async function checkExport(phase: Phase, calls: Calls, managerToken: string): Promise<void> {
  const started = performance.now();
  calls.count += 1;
  const answer = await fetch(`${phase.proxy.url}/api/orders/management/export/management`, {
    method: 'POST',
    headers: bearer(managerToken, { 'content-type': 'application/json' }),
    body: '{}',
  });
  const file = Buffer.from(await answer.arrayBuffer());
  const ms = performance.now() - started;
  const announced = Number(answer.headers.get('x-total-rows'));
  let rows = -1;
  if (answer.ok) {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file as unknown as ArrayBuffer);
    rows = (workbook.worksheets[0]?.actualRowCount ?? 1) - 1;
  } else calls.errors.push(`export: ${answer.status}`);
  phase.lines.push(
    `export                 management.xlsx through the proxy (${answer.headers.get('x-served-by')}): ${rows} rows (X-Total-Rows ${announced}), ${(file.length / 1024).toFixed(0)} KB in ${ms.toFixed(0)} ms`,
  );
  if (!answer.ok || rows !== announced || rows <= 0) phase.failures.push('the export did not complete whole');
}

async function checkMetrics(phase: Phase): Promise<void> {
  const counts: string[] = [];
  let refusedDirect = 0;
  for (const api of phase.processes) {
    const answer = await fetch(`${api.url}/api/metrics`);
    const text = await answer.text();
    if (!answer.ok) refusedDirect += 1;
    const total = [...text.matchAll(/^leadline_http_requests_total\{[^}]*\} (\d+)/gm)].reduce(
      (sum, match) => sum + Number(match[1]),
      0,
    );
    counts.push(`${api.name} ${total}`);
  }
  const proxied = await fetch(`${phase.proxy.url}/api/metrics`);
  await proxied.arrayBuffer();
  phase.lines.push(
    `metrics                requests counted by each process (${counts.join(', ')}); through the proxy: ${proxied.status}`,
  );
  if (refusedDirect > 0) phase.failures.push('/api/metrics refused a loopback scrape');
  if (proxied.status !== 403)
    phase.failures.push(`/api/metrics through the proxy answered ${proxied.status}`);
}

// ---------------------------------------------------------------- the scenario

function serverUrlOf(databaseUrl: string): URL {
  const url = new URL(databaseUrl);
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname))
    throw new Error(`DATABASE_URL must be on loopback, not ${url.hostname}`);
  return url;
}

async function pendingOrders(db: pg.Client, count: number) {
  const rows = await db.query<{ id: number; version: number }>(
    // Orders a validator may approve: in stock, paid on delivery (a prepaid one waits for its
    // transfer) and to an address with a province, a ward and a street (docs/validation.md).
    `SELECT so.id, so.version FROM sale_orders so
       JOIN leads l ON l.id = so.lead_id
       JOIN payment_methods pm ON pm.id = so.payment_method_id
      WHERE so.org_id = $1 AND so.status = 1 AND pm.code = 'COD'
        AND l.province_id IS NOT NULL AND l.ward_id IS NOT NULL AND btrim(coalesce(l.street, '')) <> ''
        AND NOT EXISTS (SELECT 1 FROM sale_order_items i
                         WHERE i.sale_order_id = so.id AND (i.product_type = 2 OR i.is_out_of_stock))
      ORDER BY so.id LIMIT $2`,
    [ORG_ID.VN1, count],
  );
  return rows.rows.map((row) => ({ id: Number(row.id), version: Number(row.version) }));
}

export async function run(options: MultiProcessOptions = {}): Promise<ScenarioResult> {
  const log = options.log ?? (() => undefined);
  const deadline = Date.now() + (options.timeLimitMs ?? 170_000);
  const counts = options.processCounts ?? [2, 3];
  const server = serverUrlOf(
    options.databaseUrl ?? process.env.DATABASE_URL ?? 'postgres://leadline:leadline@127.0.0.1:5432/leadline',
  );
  const database = `leadline_fault_mp_${process.pid}`;
  const databaseUrl = new URL(server);
  databaseUrl.pathname = `/${database}`;
  const lines: string[] = [];
  const failures: string[] = [];
  const processes: ApiProcess[] = [];
  const calls = new Calls();
  let proxy: Proxy | null = null;
  let db: pg.Client | null = null;
  /** What was running when something threw (the failure names it). */
  let step = 'setup';
  const admin = new pg.Client({ connectionString: server.toString() });
  await admin.connect();
  try {
    ensureBuilt(log);
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${database}`);
    proxy = await startProxy();

    // The first phase's processes start together on the new database, as a fleet deployed at
    // once would: the migration lock must hold them in line, and the first start's seeding too.
    const fleet: ApiProcess[] = [];
    for (let index = 0; index < (counts[0] ?? 1); index += 1)
      fleet.push(new ApiProcess(`P${index + 1}`, await freePort()));
    const startedAt = performance.now();
    for (const api of fleet) api.start(databaseUrl.toString());
    const outcomes = await Promise.allSettled(fleet.map((api) => api.ready(deadline)));
    const readyIn = ((performance.now() - startedAt) / 1000).toFixed(1);
    const crashed = fleet.filter((_, index) => outcomes[index]?.status === 'rejected');
    for (const api of crashed) {
      failures.push(
        `${api.name} failed its first start beside the others on a fresh database: ${api.lastOutput()}`,
      );
      // Restarted, as a supervisor (systemd, Kubernetes) would.
      api.start(databaseUrl.toString());
      await api.ready(deadline);
    }
    for (const api of fleet) {
      processes.push(api);
      proxy.add(api);
    }
    lines.push(
      `first start            ${fleet.length} processes at once on a fresh database (migrations, demo data): ` +
        `ready in ${readyIn} s, ${crashed.length} exited${crashed.length ? ` (${crashed.map((api) => api.name).join(', ')}, restarted)` : ''}`,
    );
    db = new pg.Client({ connectionString: databaseUrl.toString() });
    await db.connect();
    const orders = await pendingOrders(db, ORDERS_PER_PHASE * counts.length);
    const perPhase = Math.min(ORDERS_PER_PHASE, Math.floor(orders.length / counts.length));

    for (const [index, count] of counts.entries()) {
      const starting: ApiProcess[] = [];
      while (processes.length + starting.length < count) {
        const api = new ApiProcess(`P${processes.length + starting.length + 1}`, await freePort());
        api.start(databaseUrl.toString());
        starting.push(api);
      }
      const joinedAt = performance.now();
      await Promise.all(starting.map((api) => api.ready(deadline)));
      for (const api of starting) {
        processes.push(api);
        proxy.add(api);
      }
      const phase: Phase = {
        processes: [...processes],
        proxy,
        db,
        orders: orders.slice(index * perPhase, (index + 1) * perPhase),
        lines,
        failures,
        deadline,
      };
      lines.push(
        '',
        `${count} processes behind the proxy${starting.length ? ` (${starting.map((api) => api.name).join(', ')} ready in ${((performance.now() - joinedAt) / 1000).toFixed(1)} s)` : ''}`,
      );
      log(`phase: ${count} processes`);
      const errorsBefore = calls.errors.length;
      const countBefore = calls.count;
      step = `${count} processes: logins`;
      const tokens = await checkLogins(phase, calls);
      step = `${count} processes: jobs`;
      if (phase.orders.length < 4) failures.push(`only ${phase.orders.length} pending orders to approve`);
      else await checkJobs(phase, calls, tokens.get('vn1.validator') ?? '');
      step = `${count} processes: pushes`;
      await checkPushes(phase, calls, tokens);
      step = `${count} processes: export`;
      await checkExport(phase, calls, tokens.get('vn1.manager') ?? '');
      step = `${count} processes: metrics`;
      await checkMetrics(phase);
      const errors = calls.errors.slice(errorsBefore);
      lines.push(
        `requests               ${calls.count - countBefore}, errors ${errors.length}${errors.length ? ` (${errors.slice(0, 3).join('; ')})` : ''}; proxy failures ${proxy.failures}`,
      );
      if (errors.length > 0) failures.push(`${errors.length} requests failed`);
      if (Date.now() > deadline) throw new Error('time limit reached');
    }
    const spread = [...proxy.served.entries()].map(([name, n]) => `${name} ${n}`).join(', ');
    lines.push('', `through the proxy in all: ${spread}`);
  } catch (error) {
    const cause = (error as Error).cause as Error | undefined;
    failures.push(`${step}: ${(error as Error).message}${cause ? ` (${cause.message})` : ''}`);
  } finally {
    await proxy?.close().catch(() => undefined);
    await db?.end().catch(() => undefined);
    await Promise.all(processes.map((api) => api.stop().catch(() => undefined)));
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch(() => undefined);
    await admin.end();
  }
  return { name: 'multi-process', ok: failures.length === 0, lines, failures };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const limit = Number(process.env.FAULT_TIME_LIMIT_MS ?? 170_000);
  // Whatever hangs, the script ends (the exit handler kills the children).
  setTimeout(() => {
    console.error('multi-process: hard time limit reached');
    process.exit(2);
  }, limit + 20_000).unref();
  const result = await run({ timeLimitMs: limit, log: (line) => console.log(`… ${line}`) });
  console.log(result.lines.join('\n'));
  console.log(
    result.ok ? '\nmulti-process: ok' : `\nmulti-process: FAILED\n- ${result.failures.join('\n- ')}`,
  );
  process.exit(result.ok ? 0 : 1);
}
