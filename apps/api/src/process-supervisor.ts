import cluster, { type Worker } from 'node:cluster';

/**
 * WEB_CONCURRENCY > 1 (docs/deploy.md): this process forks the API processes and restarts one
 * that dies. Node's cluster module shares the listening port between them; nothing else is
 * shared in memory, and nothing needs to be: sessions, jobs, pushes and recurring rounds live in
 * PostgreSQL. The supervisor itself opens no database and serves nothing, so there is little in
 * it that can die.
 */

/** Deaths within this window count towards a crash loop. */
const CRASH_WINDOW_MS = 60_000;
/** More deaths than this in the window: the next start waits, so a broken start does not spin a core. */
const CRASH_LOOP_DEATHS = 5;
const CRASH_LOOP_DELAY_MS = 5_000;

interface SupervisorLog {
  info(message: string): void;
  error(message: string): void;
}

const consoleLog: SupervisorLog = {
  info: (message) => console.log(`[supervisor] ${message}`),
  error: (message) => console.error(`[supervisor] ${message}`),
};

export function superviseWorkers(count: number, log: SupervisorLog = consoleLog): void {
  let stopping = false;
  const deaths: number[] = [];

  const start = (): Worker => {
    const worker = cluster.fork();
    log.info(`API process ${worker.id} started (pid ${worker.process.pid})`);
    return worker;
  };

  cluster.on('listening', (worker) =>
    log.info(`API process ${worker.id} listening (pid ${worker.process.pid})`),
  );
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    const now = Date.now();
    deaths.push(now);
    while (deaths.length > 0 && (deaths[0] ?? now) < now - CRASH_WINDOW_MS) deaths.shift();
    const loop = deaths.length > CRASH_LOOP_DEATHS;
    log.error(
      `API process ${worker.id} (pid ${worker.process.pid}) ended (${signal ?? `code ${code}`}); ` +
        (loop
          ? `${deaths.length} ended in a minute, the next starts in ${CRASH_LOOP_DELAY_MS / 1000} s`
          : 'starting another'),
    );
    if (loop) setTimeout(() => !stopping && start(), CRASH_LOOP_DELAY_MS);
    else start();
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal}: stopping the API processes`);
    const workers = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => !!worker);
    if (workers.length === 0) process.exit(0);
    let left = workers.length;
    for (const worker of workers) {
      worker.once('exit', () => {
        left -= 1;
        if (left === 0) process.exit(0);
      });
      // Each closes its server and its pool (serve.ts) and exits.
      worker.process.kill(signal);
    }
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));

  for (let index = 0; index < count; index += 1) start();
}
