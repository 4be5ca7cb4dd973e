import { openDatabase, prepareServer } from './bootstrap.js';
import { loadConfig } from './config.js';
import { DEMO_PASSWORD, DEMO_USERS } from './seed/demo-users.js';

const config = loadConfig();
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

const database =
  engine.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)';
const lines = [
  '',
  `  Leadline is running at http://localhost:${config.port}`,
  `  Database: ${database}${appliedMigrations.length > 0 ? `, migrations applied: ${appliedMigrations.join(', ')}` : ''}`,
];
if (config.seedDemo) {
  lines.push(`  Demo accounts (password ${DEMO_PASSWORD}):`);
  const names = DEMO_USERS.map((user) => user.userName);
  for (let index = 0; index < names.length; index += 6)
    lines.push(`    ${names.slice(index, index + 6).join('  ')}`);
}
console.log(lines.join('\n'));
