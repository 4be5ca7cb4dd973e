import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort } from '../apps/api/src/testing/free-port.js';

const MAIN = fileURLToPath(new URL('../apps/api/src/main.ts', import.meta.url));

export interface ApiProcesses {
  baseUrl: string;
  /** The API processes (the supervisor's workers), whose CPU a run costs. */
  workerPids: number[];
  stop(): Promise<void>;
}

/**
 * `npm start` with WEB_CONCURRENCY=`processes` on a bench database (docs/deploy.md): the supervisor
 * and its API processes, outside the bench's own process. Resolves once every process listens and
 * the API answers. `poolSize` is each process's pool (DATABASE_POOL_SIZE).
 */
export async function startApiProcesses(
  databaseUrl: string,
  processes: number,
  poolSize: number,
): Promise<ApiProcesses> {
  const port = await freePort();
  const supervisor = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_SIZE: String(poolSize),
      WEB_CONCURRENCY: String(processes),
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: '/nonexistent',
      JOB_POLL_MS: '0',
      LOGISTICS_SIM_TICK_MS: '0',
      LOGISTICS_POLL_MS: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  supervisor.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  supervisor.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const listening = () =>
    [...output.matchAll(/API process \d+ listening \(pid (\d+)\)/g)].map((match) => Number(match[1]));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (supervisor.exitCode !== null) throw new Error(`the supervisor ended:\n${output}`);
    if (Date.now() > deadline) throw new Error(`the API processes did not start:\n${output}`);
    if (listening().length >= processes) {
      const answer = await fetch(`${baseUrl}/api/health/ready`).catch(() => null);
      if (answer?.status === 200) break;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    baseUrl,
    workerPids: listening(),
    stop: () =>
      new Promise((resolve) => {
        supervisor.once('exit', () => resolve());
        supervisor.kill('SIGTERM');
      }),
  };
}
