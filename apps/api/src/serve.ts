import cluster from 'node:cluster';
import { openDatabase, prepareServer } from './bootstrap.js';
import type { AppConfig } from './config.js';
import { DEMO_PASSWORD, DEMO_USERS } from './seed/demo-users.js';

/**
 * One API process: the database prepared (migrations and seeds, one process at a time), the
 * server listening, and a clean stop on SIGINT or SIGTERM. Alone, or as a worker of
 * process-supervisor.ts sharing the port with the others.
 */
export async function serve(config: AppConfig): Promise<void> {
  const engine = await openDatabase(config);
  const { app, appliedMigrations } = await prepareServer(config, engine);

  let closing = false;
  async function shutdown(signal: string) {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    // PGlite writes its data folder on close.
    await engine.close();
    process.exit(0);
  }
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });

  // Workers after the first (and a worker that replaces one) start silently.
  if (cluster.isWorker && cluster.worker?.id !== 1) return;
  const database =
    engine.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)';
  const lines = [
    '',
    `  Leadline is running at http://localhost:${config.port}`,
    `  Database: ${database}${appliedMigrations.length > 0 ? `, migrations applied: ${appliedMigrations.join(', ')}` : ''}`,
  ];
  if (cluster.isWorker) lines.push(`  API processes: ${config.processes} (WEB_CONCURRENCY)`);
  if (config.seedDemo) {
    lines.push(`  Demo accounts (password ${DEMO_PASSWORD}):`);
    const names = DEMO_USERS.map((user) => user.userName);
    for (let index = 0; index < names.length; index += 6)
      lines.push(`    ${names.slice(index, index + 6).join('  ')}`);
  }
  console.log(lines.join('\n'));
}
