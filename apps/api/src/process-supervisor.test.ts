import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './testing/free-port.js';
import { testEngineKind } from './testing/test-database.js';

const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

let output = '';

async function until<T>(what: string, probe: () => Promise<T | undefined> | T | undefined, ms = 90_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`waited ${ms} ms for ${what}; the processes said:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * (Each process compiles the API through tsx as it starts: about ten seconds of CPU, minutes on a
 * machine as loaded as a full run's, hence the long waits.)
 *
 * `npm start` with WEB_CONCURRENCY=2 (docs/deploy.md): a supervisor and two API processes sharing
 * the port; one killed is replaced while the other answers, and a SIGTERM stops them all.
 * PostgreSQL only: with PGlite the start runs one process.
 */
describe.skipIf(testEngineKind() !== 'postgres')('WEB_CONCURRENCY: several API processes on one port', () => {
  const serverUrl = process.env.DATABASE_URL as string;
  const name = `leadline_test_cluster_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  let port: number;
  let supervisor: ChildProcess;
  /** The API processes the supervisor said it started (or saw listening), by pid, in order. */
  const pidsSaid = (what: 'started' | 'listening') =>
    [...output.matchAll(new RegExp(`API process \\d+ ${what} \\(pid (\\d+)\\)`, 'g'))].map((m) =>
      Number(m[1]),
    );
  const started = () => pidsSaid('started');
  const listening = () => pidsSaid('listening');
  const ready = async () => {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health/ready`, {
        signal: AbortSignal.timeout(5_000),
      });
      return response.status === 200 ? true : undefined;
    } catch {
      return undefined;
    }
  };

  beforeAll(async () => {
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    port = await freePort();
    supervisor = spawn(process.execPath, ['--import', 'tsx', MAIN], {
      env: {
        ...process.env,
        DATABASE_URL: url.toString(),
        WEB_CONCURRENCY: '2',
        PORT: String(port),
        HOST: '127.0.0.1',
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        JOB_POLL_MS: '0',
        LOGISTICS_SIM_TICK_MS: '0',
        LOGISTICS_POLL_MS: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    supervisor.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    supervisor.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    await until('two API processes listening', () => (listening().length >= 2 ? true : undefined), 400_000);
    await until('the API to answer', ready);
  }, 420_000);

  afterAll(async () => {
    if (supervisor.exitCode === null) supervisor.kill('SIGKILL');
    for (const pid of started()) if (alive(pid)) process.kill(pid, 'SIGKILL');
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  it('answers on one port from two processes, replaces one that dies, and stops them all on SIGTERM', async () => {
    const [first, second] = started() as [number, number];
    expect(first).not.toBe(second);
    expect(alive(first) && alive(second)).toBe(true);

    // One dies hard (an out-of-memory kill): the other keeps answering, and a third takes its place.
    process.kill(first, 'SIGKILL');
    expect(await until('an answer with one process dead', ready, 10_000)).toBe(true);
    const third = await until('a replacement', () => started()[2]);
    expect(output).toMatch(new RegExp(`pid ${first}\\) ended \\(SIGKILL\\); starting another`));
    await until('the replacement to listen', () => (listening().includes(third) ? true : undefined), 400_000);
    // The survivor dies too: the replacement alone answers.
    process.kill(second, 'SIGKILL');
    expect(await until('an answer from the replacement', ready, 10_000)).toBe(true);
    expect(alive(third)).toBe(true);

    const exited = new Promise<number | null>((resolve) => supervisor.once('exit', (code) => resolve(code)));
    supervisor.kill('SIGTERM');
    expect(await exited).toBe(0);
    const last = started().slice(2);
    expect(last.length).toBeGreaterThanOrEqual(2);
    await until(
      'every API process to stop',
      () => (last.every((pid) => !alive(pid)) ? true : undefined),
      15_000,
    );
  }, 480_000);
});
