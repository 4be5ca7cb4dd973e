/**
 * What the fault scenarios share: a PostgreSQL cluster of their own (so restarting it disturbs no
 * one else's database), the built API started as a real child process (so SIGKILL is a real
 * crash), logins and timed calls over HTTP on loopback.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const MAIN_JS = join(ROOT, 'apps/api/dist/main.js');
export const DEMO_PASSWORD = 'Demo@1234';
export const JWT_SECRET = 'faults-bench-secret-0123456789abcdef0123456789';

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The API bundle, built when missing or older than the newest source file it holds. */
export function ensureApiBuilt(): void {
  const newestSource = Number(
    execFileSync('bash', [
      '-c',
      `find ${ROOT}apps/api/src ${ROOT}packages/contracts/src -name '*.ts' -printf '%T@\\n' | sort -n | tail -1`,
    ])
      .toString()
      .trim(),
  );
  if (existsSync(MAIN_JS) && statSync(MAIN_JS).mtimeMs / 1000 >= newestSource) return;
  console.log('building the API (npm run build:api)...');
  execFileSync('npm', ['run', 'build:api'], { cwd: ROOT, stdio: 'inherit' });
}

const PG_BIN = (() => {
  const versions = existsSync('/usr/lib/postgresql')
    ? execFileSync('ls', ['/usr/lib/postgresql']).toString().split(/\s+/).filter(Boolean)
    : [];
  const newest = versions.sort((a, b) => Number(a) - Number(b)).at(-1);
  if (!newest) throw new Error('no PostgreSQL under /usr/lib/postgresql (apt-get install postgresql)');
  return `/usr/lib/postgresql/${newest}/bin`;
})();

/** Runs a PostgreSQL binary as the postgres user when we are root (initdb refuses root). */
function asPostgres(binary: string, args: string[]): string {
  const command = join(PG_BIN, binary);
  const asRoot = process.getuid?.() === 0;
  return execFileSync(
    asRoot ? 'runuser' : command,
    asRoot ? ['-u', 'postgres', '--', command, ...args] : args,
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  ).toString();
}

/**
 * A throwaway PostgreSQL cluster on its own port and folder: the scenarios restart it, end its
 * sessions and stop it, none of which may touch the server other work runs on.
 */
export class PrivateCluster {
  readonly dir: string;
  constructor(
    readonly port = 55_433,
    dir?: string,
  ) {
    this.dir = dir ?? `/tmp/leadline-faults-pg-${port}`;
  }

  get url(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  databaseUrl(name: string): string {
    return `postgres://postgres@127.0.0.1:${this.port}/${name}`;
  }

  async start(): Promise<void> {
    await this.destroy();
    mkdirSync(this.dir, { recursive: true });
    if (process.getuid?.() === 0) execFileSync('chown', ['postgres:postgres', this.dir]);
    asPostgres('initdb', ['-D', this.dir, '-A', 'trust', '-U', 'postgres', '--no-sync']);
    this.pgCtl('start');
  }

  /** pg_ctl restart: every session ends (57P01), the server is gone a moment, then accepts again. */
  restart(mode: 'fast' | 'immediate' = 'fast'): void {
    this.pgCtl('restart', mode);
  }

  stop(mode: 'fast' | 'immediate' = 'fast'): void {
    this.pgCtl('stop', mode);
  }

  /** Starts the stopped server again on its data (after `stop`). */
  resume(): void {
    this.pgCtl('start');
  }

  private pgCtl(action: 'start' | 'restart' | 'stop', mode = 'fast'): void {
    const options = `-p ${this.port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=/tmp -c max_connections=200 -c fsync=off -c shared_buffers=256MB`;
    const args = ['-D', this.dir, '-w', '-l', join(this.dir, 'server.log')];
    if (action !== 'stop') args.push('-o', options);
    if (action !== 'start') args.push('-m', mode);
    asPostgres('pg_ctl', [action, ...args]);
  }

  async createDatabase(name: string): Promise<string> {
    const admin = new pg.Client({ connectionString: this.url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    return this.databaseUrl(name);
  }

  async query<T extends pg.QueryResultRow>(
    database: string,
    text: string,
    values: unknown[] = [],
  ): Promise<T[]> {
    const client = new pg.Client({ connectionString: this.databaseUrl(database) });
    await client.connect();
    try {
      return (await client.query<T>(text, values)).rows;
    } finally {
      await client.end();
    }
  }

  async destroy(): Promise<void> {
    if (existsSync(join(this.dir, 'postmaster.pid'))) {
      try {
        this.stop('immediate');
      } catch {
        // Already stopped.
      }
    }
    rmSync(this.dir, { recursive: true, force: true });
  }
}

export interface ApiProcess {
  base: string;
  child: ChildProcess;
  /** Lines the process wrote (its logs), for the figures (503s logged, lost sessions). */
  output: string[];
  exited: Promise<number | null>;
  kill(signal?: NodeJS.Signals): Promise<void>;
}

/** The built API as a child process, on `port`, answered ready before this returns. */
export async function startApi(
  databaseUrl: string,
  port: number,
  env: Record<string, string> = {},
  readyTimeoutMs = 240_000,
): Promise<ApiProcess> {
  const child = spawn(process.execPath, [MAIN_JS], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      JWT_SECRET,
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: '/nonexistent',
      DEMO_LEADS_PER_ORG: '200',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) if (line.trim()) output.push(line);
    if (output.length > 20_000) output.splice(0, output.length - 20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + readyTimeoutMs;
  let ready = false;
  while (!ready && Date.now() < deadline && child.exitCode === null) {
    ready = await fetch(`${base}/api/health/ready`)
      .then((response) => response.ok)
      .catch(() => false);
    if (!ready) await sleep(250);
  }
  if (!ready) {
    child.kill('SIGKILL');
    throw new Error(`the API on ${base} did not become ready:\n${output.slice(-20).join('\n')}`);
  }
  return {
    base,
    child,
    output,
    exited,
    async kill(signal = 'SIGKILL') {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill(signal);
        await exited;
      }
    },
  };
}

export async function login(base: string, userName: string): Promise<string> {
  const response = await fetch(`${base}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'password',
      username: userName,
      password: DEMO_PASSWORD,
      client_id: 'leadline-web',
    }),
  });
  const body = (await response.json()) as { code: number; message: string; data: { access_token: string } };
  if (body.code !== 200) throw new Error(`login ${userName}: ${body.message}`);
  return body.data.access_token;
}

export function percentile(samples: number[], q: number): number {
  if (samples.length === 0) return 0;
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

/** One scenario's figures, printed as `name: value` lines; `failures` make the run exit non-zero. */
export interface ScenarioResult {
  name: string;
  figures: Array<[string, string | number]>;
  failures: string[];
}

export function printResult(result: ScenarioResult): void {
  console.log(`\n== ${result.name}`);
  const width = Math.max(...result.figures.map(([label]) => label.length));
  for (const [label, value] of result.figures) console.log(`  ${label.padEnd(width)}  ${value}`);
  for (const failure of result.failures) console.log(`  FAILED: ${failure}`);
}

/**
 * Runs the scenario and exits with its outcome when `moduleUrl`'s file is the script node started
 * (npx tsx bench/faults/<file>.ts); imported by faults.ts, which runs them all, it does nothing.
 */
export async function runWhenScript(moduleUrl: string, run: () => Promise<ScenarioResult>): Promise<void> {
  if (process.argv[1] !== fileURLToPath(moduleUrl)) return;
  const result = await run();
  printResult(result);
  process.exit(result.failures.length > 0 ? 1 : 0);
}
