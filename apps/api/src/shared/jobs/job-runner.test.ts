import { ORG_ID } from '@leadline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/test-server.js';
import { enqueueJob, type Job, JobRunner, jobKind, retryDelayMs, retryJob, retryJobAt } from './index.js';

const flakyKind = jobKind<{ n: number }>('test.flaky');
const brokenKind = jobKind<Record<string, never>>('test.broken', { maxAttempts: 2 });
const orphanKind = jobKind<Record<string, never>>('test.orphan');
const slowKind = jobKind<Record<string, never>>('test.slow');

describe('jobs kept in PostgreSQL: enqueue, claim, retry with backoff, failure', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ JOB_POLL_MS: '0' });
  });
  afterAll(() => server.close());

  const jobRow = (id: string) =>
    server.engine.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('a job queued in a transaction that rolls back does not exist', async () => {
    const kind = jobKind<Record<string, never>>('test.rolled-back');
    await server.engine.db
      .transaction()
      .execute(async (trx) => {
        await enqueueJob(trx, { kind, payload: {}, orgId: ORG_ID.VN1 });
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    const rows = await server.engine.db
      .selectFrom('jobs')
      .select('id')
      .where('kind', '=', kind.name)
      .execute();
    expect(rows).toEqual([]);
  });

  it('runs a job scoped to its org, retries a failure with backoff, and leaves it failed after its attempts', async () => {
    const seen: Job[] = [];
    const runner = new JobRunner(server.engine.db, { pollMs: 0, backoffBaseMs: 1000, backoffMaxMs: 4000 });
    runner.register(flakyKind, async (job, ctx) => {
      seen.push(job);
      // Scoped like a request of the job's org: row-level security shows that org's leads only.
      const orgs = await ctx.scoped((trx) => trx.selectFrom('leads').select('orgId').distinct().execute());
      expect(orgs.map((row) => row.orgId)).toEqual([job.orgId]);
      if (job.attempt < 3) throw new Error(`attempt ${job.attempt} failed`);
    });
    runner.register(brokenKind, async () => {
      throw new Error('always broken');
    });
    const flaky = await enqueueJob(server.engine.db, {
      kind: flakyKind,
      payload: { n: 1 },
      orgId: ORG_ID.VN1,
    });
    const broken = await enqueueJob(server.engine.db, {
      kind: brokenKind,
      payload: {},
      orgId: null,
    });

    const start = Date.now();
    expect(await runner.runDueJobs()).toBe(2);
    let row = await jobRow(flaky);
    expect(row).toMatchObject({ state: 'pending', attempts: 1, lastError: 'attempt 1 failed' });
    expect(row.runAt.getTime()).toBeGreaterThanOrEqual(start + 1000);
    // Not due again yet.
    expect(await runner.runDueJobs()).toBe(0);

    expect(await runner.runDueJobs(new Date(Date.now() + 60_000))).toBe(2);
    expect(await jobRow(broken)).toMatchObject({ state: 'failed', attempts: 2, lastError: 'always broken' });
    row = await jobRow(flaky);
    expect(row).toMatchObject({ state: 'pending', attempts: 2 });
    expect(await runner.runDueJobs(new Date(Date.now() + 60_000))).toBe(1);
    expect(await jobRow(flaky)).toMatchObject({ state: 'done', attempts: 3, lastError: null });
    expect(seen.map((job) => job.payload)).toEqual([{ n: 1 }, { n: 1 }, { n: 1 }]);
    // Finished jobs are never claimed again.
    expect(await runner.runDueJobs(new Date(Date.now() + 3_600_000))).toBe(0);
  });

  it('a handler asks for a retry: after the kind backoff, counted; or at a time, not counted', async () => {
    const kind = jobKind<{ at: boolean }>('test.retrying', {
      maxAttempts: 2,
      backoff: { baseMs: 60_000, maxMs: 60_000 },
    });
    const runner = new JobRunner(server.engine.db, { pollMs: 0 });
    runner.register(kind, async (job) =>
      job.payload.at ? retryJobAt(new Date(Date.now() + 30_000), 'held') : retryJob('not yet'),
    );
    const later = await enqueueJob(server.engine.db, { kind, payload: { at: true }, orgId: ORG_ID.VN1 });
    const backedOff = await enqueueJob(server.engine.db, { kind, payload: { at: false }, orgId: ORG_ID.VN1 });
    const start = Date.now();
    expect(await runner.runDueJobs()).toBe(2);
    const waiting = await jobRow(later);
    expect(waiting).toMatchObject({ state: 'pending', attempts: 0, maxAttempts: 2, lastError: 'held' });
    expect(waiting.runAt.getTime()).toBeGreaterThanOrEqual(start + 30_000);
    const retried = await jobRow(backedOff);
    expect(retried).toMatchObject({ state: 'pending', attempts: 1, lastError: 'not yet' });
    expect(retried.runAt.getTime()).toBeGreaterThanOrEqual(start + 60_000);
    await runner.runDueJobs(new Date(Date.now() + 120_000));
    expect(await jobRow(backedOff)).toMatchObject({ state: 'failed', attempts: 2 });
    expect(await jobRow(later)).toMatchObject({ state: 'pending', attempts: 0 });
  });

  it('a job whose process died is claimed again when its lease runs out', async () => {
    const id = await enqueueJob(server.engine.db, { kind: orphanKind, payload: {}, orgId: ORG_ID.VN1 });
    // As a process that claimed it and died would leave it.
    await server.engine.db
      .updateTable('jobs')
      .set({ state: 'running', attempts: 1, lockedBy: 'dead', lockedUntil: new Date(Date.now() + 60_000) })
      .where('id', '=', id)
      .execute();
    const runner = new JobRunner(server.engine.db, { pollMs: 0 });
    runner.register(orphanKind, async () => undefined);
    expect(await runner.runDueJobs()).toBe(0);
    await server.engine.db
      .updateTable('jobs')
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where('id', '=', id)
      .execute();
    expect(await runner.runDueJobs()).toBe(1);
    expect(await jobRow(id)).toMatchObject({ state: 'done', attempts: 2 });
  });

  it('a live process keeps the lease of a job that runs longer than the lease', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const runs: string[] = [];
    const runnerNamed = (name: string) => {
      const runner = new JobRunner(server.engine.db, { pollMs: 0, leaseMs: 1000 });
      runner.register(slowKind, async () => {
        runs.push(name);
        if (name === 'first') await held;
      });
      return runner;
    };
    const [first, second] = [runnerNamed('first'), runnerNamed('second')];
    const id = await enqueueJob(server.engine.db, { kind: slowKind, payload: {}, orgId: ORG_ID.VN1 });
    const pass = first.runDueJobs();
    while (runs.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    // Two and a half leases later the job is still the first process's: the second takes nothing.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(await second.runDueJobs()).toBe(0);
    release();
    expect(await pass).toBe(1);
    expect(runs).toEqual(['first']);
    expect(await jobRow(id)).toMatchObject({ state: 'done', attempts: 1 });
  });

  it('backs off exponentially up to a cap', () => {
    expect([1, 2, 3, 4, 10].map((n) => retryDelayMs(n, 5000, 60_000))).toEqual([
      5000, 10_000, 20_000, 40_000, 60_000,
    ]);
  });

  it('runs a recurring job once per round, whichever of several processes polls, and keeps its last failure', async () => {
    const runs: string[] = [];
    const runners = ['a', 'b'].map((name) => {
      const runner = new JobRunner(server.engine.db, { pollMs: 0 });
      runner.every('test.every-minute', 60_000, async () => {
        runs.push(name);
        if (runs.length === 2) throw new Error('partner down');
      });
      return runner;
    });
    const start = new Date(Date.now() + 3_600_000);
    const at = (ms: number) => new Date(start.getTime() + ms);
    await Promise.all(runners.map((runner) => runner.runDueJobs(at(0))));
    expect(runs).toHaveLength(1);
    // Not due again within the minute, whoever asks.
    await Promise.all(runners.map((runner) => runner.runDueJobs(at(30_000))));
    expect(runs).toHaveLength(1);
    await Promise.all(runners.map((runner) => runner.runDueJobs(at(61_000))));
    expect(runs).toHaveLength(2);
    const row = await server.engine.db
      .selectFrom('recurringJobs')
      .selectAll()
      .where('kind', '=', 'test.every-minute')
      .executeTakeFirstOrThrow();
    expect(row.lastError).toBe('partner down');
    await runners[0]!.runDueJobs(at(122_000));
    expect(runs).toHaveLength(3);
    const after = await server.engine.db
      .selectFrom('recurringJobs')
      .select('lastError')
      .where('kind', '=', 'test.every-minute')
      .executeTakeFirstOrThrow();
    expect(after.lastError).toBeNull();
  });

  it('the app polls the partners that push nothing as a recurring job', async () => {
    await server.jobs.runDueJobs();
    const row = await server.engine.db
      .selectFrom('recurringJobs')
      .selectAll()
      .where('kind', '=', 'logistics.poll')
      .executeTakeFirst();
    expect(row?.lastRunAt).toBeInstanceOf(Date);
    expect(row?.lastError).toBeNull();
  });
});
