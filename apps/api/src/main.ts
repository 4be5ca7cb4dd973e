import cluster from 'node:cluster';
import { loadConfig } from './config.js';

const config = loadConfig();

if (cluster.isPrimary && config.processes > 1 && !config.databaseUrl) {
  console.warn(
    `WEB_CONCURRENCY=${config.processes} needs PostgreSQL (DATABASE_URL): PGlite's data folder belongs to one process. Running one.`,
  );
}

if (cluster.isPrimary && config.processes > 1 && config.databaseUrl) {
  const { superviseWorkers } = await import('./process-supervisor.js');
  superviseWorkers(config.processes);
} else {
  const { serve } = await import('./serve.js');
  await serve(config);
}
