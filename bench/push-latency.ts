/**
 * Push latency (results in bench/README.md): connects 1,000 agents to the push channel (GET
 * /api/push/stream) of a server it starts, plus a supervisor, then changes agent states through the
 * API and measures the time from the state-change call to the event's arrival on the supervisor's
 * stream. Prints the median and p99, one change at a time and in bursts of concurrent changes.
 *
 *   npx tsx bench/push-latency.ts                      # embedded PGlite (in memory)
 *   DATABASE_URL=postgres://... npx tsx bench/push-latency.ts   # PostgreSQL (database leadline_push_bench)
 *
 * BENCH_AGENTS (1000), BENCH_CHANGES (300), BENCH_BURST (50) change the sizes.
 */
import { performance } from 'node:perf_hooks';
import type { PushEvent } from '@leadline/contracts';
import { prepareServer } from '../apps/api/src/bootstrap.js';
import { loadConfig } from '../apps/api/src/config.js';
import { type DatabaseEngine, openPglite, openPostgres } from '../apps/api/src/db/engine.js';
import { openPushStream, type PushStreamClient } from '../apps/api/src/testing/push-stream-client.js';
import { benchDatabase, quantile } from './bench-database.js';

const AGENTS = Number(process.env.BENCH_AGENTS ?? 1000);
const CHANGES = Number(process.env.BENCH_CHANGES ?? 300);
const BURST = Number(process.env.BENCH_BURST ?? 50);
const ORG_ID = 4;
const AGENT_ROLE = 12;
const DATABASE = 'leadline_push_bench';

async function openEngine(): Promise<DatabaseEngine> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return openPglite(null);
  return openPostgres(await benchDatabase(serverUrl, DATABASE), 20);
}

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    count: sorted.length,
    median: quantile(sorted, 0.5),
    p99: quantile(sorted, 0.99),
    max: sorted.at(-1) ?? 0,
  };
}

const format = (label: string, s: ReturnType<typeof stats>) =>
  `${label.padEnd(34)} n=${String(s.count).padStart(4)}  median ${s.median.toFixed(1).padStart(6)} ms  p99 ${s.p99
    .toFixed(1)
    .padStart(6)} ms  max ${s.max.toFixed(1).padStart(6)} ms`;

const engine = await openEngine();
const config = loadConfig({
  LOG_LEVEL: 'silent',
  WEB_DIST_DIR: '/nonexistent',
  DEMO_LEADS_PER_ORG: '0',
  ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
});
const { app, tokens, push } = await prepareServer(config, engine);
const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });

// The agents: users of VN1 with role 12, made in one statement (logging each in would cost an
// argon2 hash apiece); their tokens are signed as the login signs them.
const template = await engine.db
  .selectFrom('users')
  .select('passwordHash')
  .where('userName', '=', 'vn1.agent')
  .executeTakeFirstOrThrow();
const created = await engine.db
  .insertInto('users')
  .values(
    Array.from({ length: AGENTS }, (_, index) => ({
      orgId: ORG_ID,
      userName: `bench.agent.${index}`,
      fullName: `Bench agent ${index}`,
      passwordHash: template.passwordHash,
      passwordExpiresAt: new Date(Date.now() + 90 * 86_400_000),
    })),
  )
  .returning(['id', 'userName'])
  .execute();
await engine.db
  .insertInto('userRoles')
  .values(created.map((user) => ({ userId: user.id, orgId: ORG_ID, roleId: AGENT_ROLE, position: 0 })))
  .execute();
const agents = await Promise.all(
  created.map(async (user) => ({
    id: user.id,
    token: await tokens.sign({
      userId: user.id,
      userName: user.userName,
      orgId: ORG_ID,
      roles: [AGENT_ROLE],
    }),
  })),
);
const manager = await engine.db
  .selectFrom('users')
  .select(['id', 'userName'])
  .where('userName', '=', 'vn1.manager')
  .executeTakeFirstOrThrow();
const supervisorToken = await tokens.sign({
  userId: manager.id,
  userName: manager.userName,
  orgId: ORG_ID,
  roles: [15],
});

// Connect everyone (in batches, as tabs would trickle in).
const connectStarted = performance.now();
const agentStreams: PushStreamClient[] = [];
for (let index = 0; index < agents.length; index += 100) {
  const batch = agents.slice(index, index + 100);
  agentStreams.push(...(await Promise.all(batch.map((agent) => openPushStream(baseUrl, agent.token)))));
}
const supervisor = await openPushStream(baseUrl, supervisorToken);
await Promise.all(
  [...agentStreams, supervisor].map((stream) => stream.next((event) => event.type === 'push.ready', 30_000)),
);
const connectMs = performance.now() - connectStarted;
console.log(
  `engine ${engine.kind}; ${agentStreams.length} agents + 1 supervisor connected in ${(connectMs / 1000).toFixed(1)} s; hub holds ${push.connectionCount} streams`,
);

// Arrival times at the supervisor, by "userId:code".
const waiting = new Map<string, (at: number) => void>();
supervisor.onEvent = (event: PushEvent) => {
  if (event.type !== 'agent.state') return;
  const key = `${event.userId}:${event.code}`;
  waiting.get(key)?.(performance.now());
  waiting.delete(key);
};

const current = new Map<number, number>();
/** Unavailable (8) ↔ Busy (4): both ways need no reason (SPEC.md 4). */
async function changeOnce(agent: { id: number; token: string }): Promise<number> {
  const next = (current.get(agent.id) ?? 8) === 8 ? 4 : 8;
  current.set(agent.id, next);
  const arrived = new Promise<number>((resolve, reject) => {
    waiting.set(`${agent.id}:${next}`, resolve);
    setTimeout(() => reject(new Error(`no event for agent ${agent.id} within 10 s`)), 10_000).unref();
  });
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/agent/by-id/${agent.id}/activity`, {
    method: 'POST',
    headers: { authorization: `Bearer ${agent.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      objectType: 'user',
      activityId: 53,
      value: next === 4 ? 'Busy' : 'Unavailable',
      valueCode: next,
    }),
  });
  if (!response.ok) throw new Error(`state change answered ${response.status}: ${await response.text()}`);
  return (await arrived) - started;
}

const pick = (index: number) => agents[(index * 7919) % agents.length] as { id: number; token: string };

for (let index = 0; index < 20; index += 1) await changeOnce(pick(index)); // warm-up
const sequential: number[] = [];
for (let index = 0; index < CHANGES; index += 1) sequential.push(await changeOnce(pick(index + 20)));

const burst: number[] = [];
for (let round = 0; round < Math.max(1, Math.floor(CHANGES / BURST)); round += 1) {
  const chosen = Array.from({ length: BURST }, (_, index) => agents[(round * BURST + index) % agents.length]);
  burst.push(
    ...(await Promise.all(chosen.map((agent) => changeOnce(agent as { id: number; token: string })))),
  );
}

// Each agent's own stream got only its own events (the audience rule), not the 1,000 others'.
const foreign = agentStreams.reduce(
  (count, stream, index) =>
    count +
    stream.events.filter((event) => event.type === 'agent.state' && event.userId !== agents[index]?.id)
      .length,
  0,
);

console.log(format('one change at a time', stats(sequential)));
console.log(format(`bursts of ${BURST} concurrent changes`, stats(burst)));
console.log(`events delivered to the wrong agent: ${foreign}`);

for (const stream of [...agentStreams, supervisor]) stream.close();
await app.close();
await engine.close();
process.exit(0);
