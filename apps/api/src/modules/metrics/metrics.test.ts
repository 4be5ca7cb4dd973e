import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { openPostgres } from '../../db/engine.js';
import { enqueueJob, jobKind } from '../../shared/jobs/index.js';
import { openPushStream } from '../../testing/push-stream-client.js';
import { startTestServer, type TestServer } from '../../testing/test-server.js';
import { AppMetrics } from './metrics-registry.js';

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The samples of a Prometheus text answer (comments left out). */
function parseSamples(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) continue;
    const labels: Record<string, string> = {};
    for (const pair of (match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g))
      labels[pair[1] as string] = pair[2] as string;
    samples.push({ name: match[1] as string, labels, value: Number(match[3]) });
  }
  return samples;
}

/** The value of the one sample of `name` with these labels, or undefined when there is none. */
function sampleValue(
  samples: Sample[],
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  const found = samples.filter(
    (sample) =>
      sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  );
  if (found.length > 1) throw new Error(`${found.length} samples of ${name} match ${JSON.stringify(labels)}`);
  return found[0]?.value;
}

describe('GET /api/metrics', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ JOB_POLL_MS: '0' });
  });
  afterAll(() => server.close());

  async function scrape(): Promise<{ text: string; samples: Sample[] }> {
    const response = await server.app.inject({ method: 'GET', url: '/api/metrics' });
    expect(response.statusCode).toBe(200);
    return { text: response.body, samples: parseSamples(response.body) };
  }

  it("answers Prometheus' text format with the request, pool, job, push and process figures", async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    for (const name of [
      'leadline_http_requests_total',
      'leadline_http_request_duration_seconds',
      'leadline_jobs_read_ok',
      'leadline_jobs_due',
      'leadline_jobs_scheduled',
      'leadline_jobs_running',
      'leadline_jobs_oldest_due_age_seconds',
      'leadline_push_connections',
      'process_cpu_user_seconds_total',
      'process_resident_memory_bytes',
      'nodejs_eventloop_lag_seconds',
      'nodejs_heap_size_used_bytes',
    ])
      expect(response.body).toContain(`# TYPE ${name} `);
    expect(sampleValue(parseSamples(response.body), 'leadline_jobs_read_ok')).toBe(1);
  });

  it('counts and times a request by its route pattern, never by its URL', async () => {
    const token = await server.login('vn1.agent');
    const listLabels = { method: 'GET', route: '/api/orders/list', status_class: '2xx' };
    const before = sampleValue((await scrape()).samples, 'leadline_http_requests_total', listLabels) ?? 0;
    const list = await server.call({ method: 'GET', url: '/api/orders/list?limit=1', token });
    expect(list.status).toBe(200);
    const row = (list.body.data as { leadId: number; typeLead: string }[])[0];
    if (!row) throw new Error('the demo data has no lead for vn1.agent');
    const detail = await server.call({
      method: 'GET',
      url: `/api/orders/detail/${row.typeLead}/${row.leadId}`,
      token,
    });
    expect(detail.status).toBe(200);
    await server.call({ method: 'GET', url: '/api/no-such-route/12345' });

    const { text, samples } = await scrape();
    expect(sampleValue(samples, 'leadline_http_requests_total', listLabels)).toBe(before + 1);
    expect(
      sampleValue(samples, 'leadline_http_request_duration_seconds_count', listLabels),
    ).toBeGreaterThanOrEqual(1);
    const detailLabels = {
      method: 'GET',
      route: '/api/orders/detail/:typeLead/:leadId',
      status_class: '2xx',
    };
    expect(sampleValue(samples, 'leadline_http_requests_total', detailLabels)).toBeGreaterThanOrEqual(1);
    expect(
      sampleValue(samples, 'leadline_http_requests_total', { route: 'unmatched', status_class: '4xx' }),
    ).toBeGreaterThanOrEqual(1);
    // Neither the lead's id, the query string nor the unknown path became a label.
    expect(text).not.toContain(`/${row.leadId}"`);
    expect(text).not.toContain('limit=1');
    expect(text).not.toContain('no-such-route');
  });

  it("shows the pool's connections on PostgreSQL, and none on PGlite (one connection, no pool)", async () => {
    const { samples } = await scrape();
    if (server.engine.kind === 'postgres') {
      const size = sampleValue(samples, 'leadline_db_pool_size') ?? -1;
      const idle = sampleValue(samples, 'leadline_db_pool_idle') ?? -1;
      expect(size).toBeGreaterThanOrEqual(1);
      expect(idle).toBeGreaterThanOrEqual(0);
      expect(sampleValue(samples, 'leadline_db_pool_in_use')).toBe(size - idle);
      expect(sampleValue(samples, 'leadline_db_pool_waiting')).toBeGreaterThanOrEqual(0);
    } else {
      expect(samples.some((sample) => sample.name.startsWith('leadline_db_pool_'))).toBe(false);
    }
  });

  it('reads the job queue at each scrape: a due job counts in its kind with its age', async () => {
    const kind = 'metrics.test-queue';
    const queued = jobKind<Record<string, never>>(kind);
    const due = await enqueueJob(server.engine.db, {
      kind: queued,
      payload: {},
      orgId: null,
      runAt: new Date(Date.now() - 90_000),
    });
    await enqueueJob(server.engine.db, {
      kind: queued,
      payload: {},
      orgId: null,
      runAt: new Date(Date.now() + 3_600_000),
    });
    let { samples } = await scrape();
    expect(sampleValue(samples, 'leadline_jobs_due', { kind })).toBe(1);
    expect(sampleValue(samples, 'leadline_jobs_scheduled', { kind })).toBe(1);
    expect(sampleValue(samples, 'leadline_jobs_running', { kind })).toBe(0);
    // The database's clock and ours may differ a little: 90 s ago, give or take.
    expect(sampleValue(samples, 'leadline_jobs_oldest_due_age_seconds', { kind })).toBeGreaterThan(80);

    await server.engine.db.updateTable('jobs').set({ state: 'done' }).where('id', '=', due).execute();
    ({ samples } = await scrape());
    expect(sampleValue(samples, 'leadline_jobs_due', { kind })).toBe(0);
    expect(sampleValue(samples, 'leadline_jobs_oldest_due_age_seconds', { kind })).toBe(0);
    await server.engine.db.updateTable('jobs').set({ state: 'done' }).where('kind', '=', kind).execute();
    ({ samples } = await scrape());
    // A kind with nothing left unfinished leaves the figures.
    expect(sampleValue(samples, 'leadline_jobs_due', { kind })).toBeUndefined();
  });

  it('counts the push streams open on this process', async () => {
    const baseUrl = await server.app.listen({ port: 0, host: '127.0.0.1' });
    const stream = await openPushStream(baseUrl, await server.login('vn1.manager'));
    try {
      await stream.next((event) => event.type === 'push.ready');
      expect(sampleValue((await scrape()).samples, 'leadline_push_connections')).toBe(1);
    } finally {
      stream.close();
    }
    await expect.poll(async () => sampleValue((await scrape()).samples, 'leadline_push_connections')).toBe(0);
  });

  it('refuses a caller from another address, or through a proxy, with the envelope (no METRICS_TOKEN)', async () => {
    const remote = await server.call({ method: 'GET', url: '/api/metrics', remoteAddress: '203.0.113.9' });
    expect(remote.status).toBe(403);
    expect(remote.body).toMatchObject({ code: 403, error: 'forbidden', data: null });
    // A reverse proxy on this machine connects from loopback: its forwarding header gives it away.
    const proxied = await server.call({
      method: 'GET',
      url: '/api/metrics',
      headers: { 'x-forwarded-for': '198.51.100.7' },
    });
    expect(proxied.status).toBe(403);
    expect(proxied.body).toMatchObject({ code: 403, error: 'forbidden' });
    // A user's token is not a metrics token.
    const user = await server.call({
      method: 'GET',
      url: '/api/metrics',
      remoteAddress: '203.0.113.9',
      token: await server.login('vn1.admin'),
    });
    expect(user.status).toBe(403);
  });

  it('with METRICS_TOKEN, asks every caller for that bearer token (401 without, 403 with another)', async () => {
    const metricsToken = 'metrics-token-of-this-test-0123456789';
    // A second app on the same database, as a second process configured with the token.
    const { app } = await buildApp({ ...server.config, metricsToken }, server.engine);
    try {
      const ask = (headers: Record<string, string>) =>
        app.inject({ method: 'GET', url: '/api/metrics', remoteAddress: '203.0.113.9', headers });
      const missing = await ask({});
      expect(missing.statusCode).toBe(401);
      expect(missing.json()).toMatchObject({ code: 401, error: 'unauthorized', data: null });
      // Not even from loopback without it.
      const local = await app.inject({ method: 'GET', url: '/api/metrics' });
      expect(local.statusCode).toBe(401);
      const wrong = await ask({ authorization: `Bearer ${metricsToken}x` });
      expect(wrong.statusCode).toBe(403);
      expect(wrong.json()).toMatchObject({ code: 403, error: 'forbidden' });
      const right = await ask({ authorization: `Bearer ${metricsToken}` });
      expect(right.statusCode).toBe(200);
      expect(right.body).toContain('# TYPE leadline_http_requests_total counter');
    } finally {
      await app.close();
    }
  });

  it('still answers when the database does not: without the queue, and says so', async () => {
    // A PostgreSQL address where nothing listens: every query fails to connect.
    const unreachable = await openPostgres('postgres://leadline:leadline@127.0.0.1:1/nowhere', 1);
    const errors: unknown[] = [];
    try {
      const metrics = new AppMetrics({
        db: unreachable.db,
        poolStats: () => unreachable.poolStats(),
        pushConnections: () => 0,
        onReadError: (error) => errors.push(error),
      });
      const samples = parseSamples(await metrics.scrape());
      expect(sampleValue(samples, 'leadline_jobs_read_ok')).toBe(0);
      expect(samples.some((sample) => sample.name === 'leadline_jobs_due')).toBe(false);
      expect(sampleValue(samples, 'leadline_db_pool_waiting')).toBe(0);
      expect(errors).toHaveLength(1);
    } finally {
      await unreachable.close();
    }
  });
});
