/**
 * PostgreSQL restarts under load (docs/reliability.md): 50 clients keep calling the API (an order
 * list page, and now and then a login) while the database, on a cluster of this script's own,
 *   1. has every session of the API's database ended (pg_terminate_backend: a DBA, a pooler),
 *   2. is restarted (pg_ctl restart -m fast: a minor upgrade, a config change),
 *   3. is stopped for 5 s and started again (a failover's gap),
 * and then counts: requests answered by status, answers other than 200 and 503 (none may be 500),
 * the longest time no call succeeded, how long after each event calls succeeded again, and whether
 * the API process lived through it all with nobody restarting it.
 *
 *   npx tsx bench/faults/db-restart.ts          (needs PostgreSQL's binaries; makes its own cluster)
 */
import {
  ensureApiBuilt,
  login,
  PrivateCluster,
  percentile,
  runWhenScript,
  type ScenarioResult,
  sleep,
  startApi,
} from './support.js';

const CLIENTS = Number(process.env.FAULTS_CLIENTS ?? 50);
const PORT = 3911;
const DATABASE = 'leadline_faults_restart';

interface Sample {
  start: number;
  end: number;
  status: number;
}

export async function run(): Promise<ScenarioResult> {
  ensureApiBuilt();
  const cluster = new PrivateCluster(55_433);
  await cluster.start();
  const url = await cluster.createDatabase(DATABASE);
  const api = await startApi(url, PORT);
  const failures: string[] = [];
  const samples: Sample[] = [];
  const events: Array<{ name: string; at: number }> = [];
  try {
    const agents = ['vn1.agent', 'vn1.resell-agent', 'th1.agent', 'vn1.manager', 'vn1.validator'];
    const tokens = await Promise.all(agents.map((user) => login(api.base, user)));
    let running = true;
    const client = async (index: number) => {
      let round = 0;
      while (running) {
        round += 1;
        const start = performance.now();
        let status = 0;
        try {
          const response =
            round % 10 === 0
              ? await fetch(`${api.base}/oauth/token`, {
                  method: 'POST',
                  headers: { 'content-type': 'application/x-www-form-urlencoded' },
                  body: new URLSearchParams({
                    grant_type: 'password',
                    username: agents[index % agents.length] as string,
                    password: 'Demo@1234',
                    client_id: 'leadline-web',
                  }),
                  signal: AbortSignal.timeout(30_000),
                })
              : await fetch(`${api.base}/api/orders/list?page=1&size=10`, {
                  headers: { authorization: `Bearer ${tokens[index % tokens.length]}` },
                  signal: AbortSignal.timeout(30_000),
                });
          status = response.status;
          await response.arrayBuffer();
        } catch {
          status = -1;
        }
        samples.push({ start, end: performance.now(), status });
        if (status !== 200) await sleep(100);
      }
    };
    const t0 = performance.now();
    const load = Promise.all(Array.from({ length: CLIENTS }, (_, index) => client(index)));
    const at = async (seconds: number, name: string, act: () => Promise<unknown> | unknown) => {
      const wait = t0 + seconds * 1000 - performance.now();
      if (wait > 0) await sleep(wait);
      events.push({ name, at: performance.now() });
      await act();
    };
    await at(5, 'every session terminated', () =>
      cluster.query(
        'postgres',
        'SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity WHERE datname = $1',
        [DATABASE],
      ),
    );
    await at(12, 'pg_ctl restart -m fast', () => cluster.restart('fast'));
    await at(20, 'stopped', () => cluster.stop('fast'));
    await at(25, 'started again', () => cluster.resume());
    await at(35, 'end', () => undefined);
    running = false;
    await load;

    const byStatus = new Map<number, number>();
    for (const sample of samples) byStatus.set(sample.status, (byStatus.get(sample.status) ?? 0) + 1);
    const successes = samples.filter((sample) => sample.status === 200).map((sample) => sample.end);
    successes.sort((a, b) => a - b);
    let longestGap = 0;
    for (let index = 1; index < successes.length; index++)
      longestGap = Math.max(longestGap, (successes[index] as number) - (successes[index - 1] as number));
    const recovery = events
      .filter((event) => event.name !== 'end' && event.name !== 'stopped')
      .map((event) => {
        const first = successes.find((end) => end > event.at);
        return [
          `back after "${event.name}"`,
          first ? `${((first - event.at) / 1000).toFixed(2)} s` : 'never',
        ] as [string, string];
      });
    const durations = samples.map((sample) => sample.end - sample.start);
    const unavailable = samples.filter((sample) => sample.status === 503);
    const alive = api.child.exitCode === null && api.child.signalCode === null;
    const faults = samples.filter((sample) => sample.status >= 500 && sample.status !== 503).length;
    const lost = samples.filter((sample) => sample.status === -1).length;
    const lostSessions = api.output.filter((line) => line.includes('database session lost')).length;
    if (!alive) failures.push('the API process died');
    if (faults > 0) failures.push(`${faults} answers were 5xx other than 503`);
    if (recovery.some(([, value]) => value === 'never'))
      failures.push('calls never succeeded again after an event');
    const after = samples.filter((sample) => sample.start > (events.at(-2)?.at ?? 0) + 5_000);
    if (after.some((sample) => sample.status !== 200))
      failures.push('calls still failed 5 s after the database came back');
    return {
      name: 'PostgreSQL restart under load',
      figures: [
        ['clients', CLIENTS],
        ['requests', samples.length],
        ['answered 200', byStatus.get(200) ?? 0],
        ['answered 503 (Retry-After)', unavailable.length],
        ['answered 5xx other than 503', faults],
        ['no answer (socket error)', lost],
        [
          'other statuses',
          [...byStatus]
            .filter(([status]) => ![200, 503, -1].includes(status) && status < 500)
            .map(([status, count]) => `${status}: ${count}`)
            .join(', ') || 'none',
        ],
        [
          'longest 503 answer',
          `${Math.round(Math.max(0, ...unavailable.map((sample) => sample.end - sample.start)))} ms`,
        ],
        [
          'p50 / p99 / max of all calls',
          `${Math.round(percentile(durations, 0.5))} / ${Math.round(percentile(durations, 0.99))} / ${Math.round(Math.max(...durations))} ms`,
        ],
        ['longest time with no success', `${(longestGap / 1000).toFixed(2)} s`],
        ...recovery,
        ['sessions lost, logged by the API', lostSessions],
        ['API process alive, never restarted', alive ? 'yes' : 'NO'],
      ],
      failures,
    };
  } finally {
    await api.kill('SIGTERM');
    await cluster.destroy();
  }
}

await runWhenScript(import.meta.url, run);
